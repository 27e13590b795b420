import { ZAuditLogResponse, type TAuditLogQuery, type TAuditLogResponse } from '@parley/shared/schemas/admin'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { adminKeys } from './adminUsers'

/** GET /api/audit-log: their company's log for company admins, every company's for super admins. */
export function getAuditLog(query: TAuditLogQuery, signal?: AbortSignal): Promise<TAuditLogResponse> {
  return api.get('/audit-log', { query: { ...query }, schema: ZAuditLogResponse, signal })
}

export function useAuditLog(query: TAuditLogQuery) {
  return useQuery(queryOptions({ queryKey: adminKeys.audit(query), queryFn: ({ signal }) => getAuditLog(query, signal), placeholderData: keepPreviousData }))
}
