import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export interface BugReport {
  subject: string
  message: string
}

/** POST /api/exceptions/frontend ("used for bug reports ('Raise a bug')"); 204 on success. */
export function reportBug(report: BugReport): Promise<unknown> {
  return api.post('/exceptions/frontend', { subject: report.subject, message: report.message, stack: null }, { silent: true })
}

export function useReportBug() {
  return useMutation({ mutationFn: reportBug })
}
