import type { TAmaReportRow, TAmaSummaryRow } from '@parley/shared/schemas/ama-reports'
import { amaMessageStatus } from '@parley/shared/rules/ama-report-status'
import type { ExportColumn } from '../../platform/export/export'

export const messageColumns: ExportColumn<TAmaReportRow>[] = [
  { header: 'Date', value: (r) => new Date(r.created_at), width: 22 },
  { header: 'Company', value: (r) => r.company_name, width: 22 },
  { header: 'User', value: (r) => r.user_name, width: 22 },
  { header: 'Email', value: (r) => r.email, width: 30 },
  { header: 'Meeting', value: (r) => r.meeting_title, width: 30 },
  { header: 'Meeting id', value: (r) => r.meeting_id },
  { header: 'Type', value: (r) => r.message_type },
  { header: 'Message', value: (r) => r.message, width: 60 },
  { header: 'Question id', value: (r) => r.question_id },
  { header: 'Model', value: (r) => r.gpt_model_name },
  { header: 'Status', value: amaMessageStatus, width: 24 },
]

export const summaryColumns: ExportColumn<TAmaSummaryRow>[] = [
  { header: 'Company', value: (r) => r.company_name, width: 22 },
  { header: 'User', value: (r) => r.user_name, width: 22 },
  { header: 'Questions', value: (r) => r.question_count },
  { header: 'Errors', value: (r) => r.error_count },
  { header: 'No answers', value: (r) => r.no_answer_count },
  { header: 'First question', value: (r) => new Date(r.first_at), width: 22 },
  { header: 'Last question', value: (r) => new Date(r.last_at), width: 22 },
]
