import { z } from 'zod'
import { CRM_TEXT_MAX } from '../rules/crm-write'

// Insights written into the CRM from the insights-to-CRM modal (write_to_crm and updateInCrmTimelines). GET /api/crm-write/preview is Parley's own: the lines the modal shows.

const MAX_ID = 2_147_483_647
const ZId = (what: string) =>
  z.coerce
    .number<string | number>({ error: `The ${what} id must be a number.` })
    .int(`The ${what} id must be a whole number.`)
    .positive(`The ${what} id must be a positive number.`)
    .max(MAX_ID, `The ${what} id is too large.`)

/** Where a company's notes go: a connected HubSpot or Salesforce, or the built-in CRM (deals kept in Parley). */
export const CRM_WRITE_TARGETS = ['hubspot', 'salesforce', 'builtin'] as const
export type TCrmWriteTarget = (typeof CRM_WRITE_TARGETS)[number]

export const ZCrmNoteLine = z.object({
  key: z.string().trim().min(1, 'Each line needs its key.').max(100),
  kind: z.enum(['summary', 'action_item', 'checklist', 'insight'], { error: 'kind must be summary, action_item, checklist or insight.' }),
  text: z.string({ error: 'Each line needs its text.' }).max(CRM_TEXT_MAX, `A line can hold at most ${CRM_TEXT_MAX} characters.`),
  /** The transcript moment (seconds) the line came from; null = the whole call. */
  seconds: z
    .number({ error: 'seconds must be a number or null.' })
    .min(0, 'seconds cannot be negative.')
    .max(86_400 * 7)
    .nullable(),
})
export type TCrmNoteLine = z.infer<typeof ZCrmNoteLine>

export const ZCrmPreviewQuery = z.object({ meeting_id: ZId('meeting') })

/** A deal the viewer may write to: owned by them and mapped to the call. */
export const ZCrmWritableDeal = z.object({
  id: z.number(),
  crm_deal_id: z.string(),
  deal_name: z.string(),
  account_name: z.string().nullable(),
  sales_stage: z.string().nullable(),
  is_primary: z.boolean(),
})
export type TCrmWritableDeal = z.infer<typeof ZCrmWritableDeal>

export const ZCrmPreviewResponse = z.object({
  data: z.object({
    meeting_id: z.number(),
    /** Null when the company has no CRM to write to: the screen shows 'CRM not integrated'. */
    target: z.enum(CRM_WRITE_TARGETS).nullable(),
    /** HubSpot, Salesforce or 'Parley CRM'. */
    target_label: z.string().nullable(),
    /** Why there is no target (e.g. a revoked grant), for the 'CRM not integrated' modal. */
    not_integrated_reason: z.string().nullable(),
    deals: z.array(ZCrmWritableDeal),
    /** The call's deals the viewer does not own (shown so the empty select is explained). */
    other_deal_count: z.number().int(),
    lines: z.array(ZCrmNoteLine),
    max_chars: z.number().int(),
  }),
})
export type TCrmPreviewResponse = z.infer<typeof ZCrmPreviewResponse>

/** Body of POST /api/write_to_crm ({payload, user_id, zoom_recording_analytics_id}). */
export const ZWriteToCrmBody = z
  .object({
    payload: z
      .object({
        deal_id: ZId('deal'),
        /** The lines as confirmed: edited, dropped or kept, in order. The note is exactly their text. */
        lines: z.array(ZCrmNoteLine, { error: 'payload.lines must be a list of lines.' }).max(1000, 'At most 1,000 lines.'),
      })
      .strict(),
    /** The signed-in user; naming anyone else is refused. */
    user_id: ZId('user').optional(),
    /** The meeting id. */
    zoom_recording_analytics_id: ZId('meeting'),
  })
  .strict()
export type TWriteToCrmBody = z.infer<typeof ZWriteToCrmBody>

/** Query of write_to_crm: a shared page's token is named only to be refused ("Shared viewers cannot write to CRM"). */
export const ZWriteToCrmQuery = z.object({ sharingToken: z.string().max(200).optional() })

export const CRM_WRITE_STATUSES = ['pending', 'done', 'failed'] as const

/** One write of a call (updateInCrmTimelines), newest first. */
export const ZCrmWriteEntry = z.object({
  id: z.number(),
  deal_id: z.number().nullable(),
  deal_name: z.string().nullable(),
  user_name: z.string().nullable(),
  target: z.string(),
  status: z.enum(CRM_WRITE_STATUSES),
  /** The note exactly as sent. */
  content: z.string(),
  /** The CRM's id of the note or task (null for the built-in CRM). */
  external_id: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
})
export type TCrmWriteEntry = z.infer<typeof ZCrmWriteEntry>

export const ZWriteToCrmResponse = z.object({ message: z.string(), data: ZCrmWriteEntry })
export type TWriteToCrmResponse = z.infer<typeof ZWriteToCrmResponse>

export const ZCrmTimelinesQuery = z.object({ id: ZId('meeting') })
export const ZCrmTimelinesResponse = z.object({ data: z.array(ZCrmWriteEntry) })
export type TCrmTimelinesResponse = z.infer<typeof ZCrmTimelinesResponse>
