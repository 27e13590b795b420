import type { CrmImportKind } from '@parley/shared/rules/crm-import'
import { GENERIC_ERROR, ZApiError } from '@parley/shared/schemas/errors'
import { type TCrmImportResponse, ZCrmImportResponse } from '@parley/shared/schemas/crm-import'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileQueryKey } from '../../../api/getProfile'
import { ApiError, buildUrl } from '../../../lib/api'
import { getToken } from '../../../lib/session'

/**
 * POST /api/crm/import?kind= with the CSV file as the body (the JSON client sends JSON only). Errors come back as
 * ApiError with the server's message and the lines it could not read as fields; the card shows them, so no toast.
 */
async function importCrmCsv(kind: CrmImportKind, file: File): Promise<TCrmImportResponse> {
  const token = getToken()
  let response: Response
  try {
    response = await fetch(buildUrl('/crm/import', { kind }), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: await file.text(),
    })
  } catch {
    throw new ApiError(0, 'network_error', GENERIC_ERROR)
  }
  const payload = (await response.json().catch(() => undefined)) as unknown
  if (!response.ok) {
    const error = ZApiError.safeParse(payload)
    if (error.success) throw new ApiError(response.status, error.data.error.code, error.data.error.message, error.data.error.fields ?? [])
    throw new ApiError(response.status, `http_${response.status}`, response.status === 413 ? 'The file is too large to import.' : GENERIC_ERROR)
  }
  const parsed = ZCrmImportResponse.safeParse(payload)
  if (!parsed.success) throw new ApiError(response.status, 'invalid_response', GENERIC_ERROR)
  return parsed.data
}

/** The import; the profile reloads after, since the company now keeps its deals in Parley (crm_name). */
export function useImportCrmCsv() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CrmImportKind; file: File }) => importCrmCsv(kind, file),
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  })
}
