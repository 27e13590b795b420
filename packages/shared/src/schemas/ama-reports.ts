import { z } from 'zod'

/** The chat report's page size. */
export const AMA_REPORT_PAGE_SIZE = 100

export const AMA_REPORT_MESSAGES = {
  badDate: 'Choose a valid date',
  endBeforeStart: 'End date must be on or after the start date',
  pageBeyondRange: 'That page is beyond the last page',
  unknownCompany: 'Unknown company',
  unknownUser: 'Unknown user',
  otherCompany: 'You can only see your own company',
  noExportData: 'No data found to export',
  exportFailed: 'Export failed. Please try again.',
} as const

const epochMs = z.coerce
  .number({ error: AMA_REPORT_MESSAGES.badDate })
  .int({ error: AMA_REPORT_MESSAGES.badDate })
  .min(0, { error: AMA_REPORT_MESSAGES.badDate })
const id = z.coerce.number().int().positive()

/** The filters both reports share: company (super admins), user, and a date range in epoch ms (day bounds). */
const filterShape = {
  company_id: id.optional(),
  user_id: id.optional(),
  startTime: epochMs.optional(),
  endTime: epochMs.optional(),
}

const rangeInOrder = (q: { startTime?: number; endTime?: number }) => q.startTime === undefined || q.endTime === undefined || q.endTime >= q.startTime
const rangeIssue = { error: AMA_REPORT_MESSAGES.endBeforeStart, path: ['endTime'] }

export const ZAmaReportFilters = z.object(filterShape).strict().refine(rangeInOrder, rangeIssue)
export type TAmaReportFilters = z.infer<typeof ZAmaReportFilters>

/** GET /users/parleyEurekaReport?take=100&skip={n}&company_id&user_id. */
export const ZAmaReportQuery = z
  .object({
    ...filterShape,
    take: z.coerce.number().int().min(1).max(AMA_REPORT_PAGE_SIZE).default(AMA_REPORT_PAGE_SIZE),
    skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .strict()
  .refine(rangeInOrder, rangeIssue)
/** The query as a client sends it (before coercion). */
export type TAmaReportQuery = TAmaReportFilters & { take?: number; skip?: number }

export const ZAmaExportQuery = z.object({ format: z.enum(['xlsx', 'csv']) }).strict()

/** Plus the meeting's title and the answer's outcome (error, NA). */
export const ZAmaReportRow = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  meeting_id: z.number().nullable(),
  meeting_title: z.string().nullable(),
  message: z.string(),
  message_type: z.enum(['question', 'answer']),
  question_id: z.number().nullable(),
  gpt_model_name: z.string().nullable(),
  error: z.string().nullable(),
  no_answer: z.boolean(),
  created_at: z.string(),
  email: z.string().nullable(),
  user_name: z.string().nullable(),
  company_name: z.string(),
  company_id: z.number(),
})
export type TAmaReportRow = z.infer<typeof ZAmaReportRow>

const ZReportUser = z.object({ id: z.number(), name: z.string(), email: z.string(), company_id: z.number() })
export type TAmaReportUser = z.infer<typeof ZReportUser>

export const ZAmaReportResponse = z.object({
  data: z.object({ total: z.number(), data: z.array(ZAmaReportRow), users: z.array(ZReportUser) }),
})
export type TAmaReportResponse = z.infer<typeof ZAmaReportResponse>

/** Plus ids and the first/last question in the range. */
export const ZAmaSummaryRow = z.object({
  company_id: z.number(),
  company_name: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  question_count: z.number(),
  error_count: z.number(),
  no_answer_count: z.number(),
  first_at: z.string(),
  last_at: z.string(),
})
export type TAmaSummaryRow = z.infer<typeof ZAmaSummaryRow>

export const ZAmaSummaryResponse = z.object({ data: z.object({ summaryReport: z.array(ZAmaSummaryRow), users: z.array(ZReportUser) }) })
export type TAmaSummaryResponse = z.infer<typeof ZAmaSummaryResponse>
