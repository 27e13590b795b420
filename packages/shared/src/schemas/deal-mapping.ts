import { z } from 'zod'
import { DEAL_SEARCH_MIN_CHARS, UNLINK_DEAL_ID } from '../rules/deal-mapping'

// Deal mapping (dropdownDeals / deals / dealExplainability / auditDealMapping / update_deal).

const MAX_ID = 2_147_483_647
const ZId = (what: string) =>
  z.coerce
    .number<string | number>({ error: `The ${what} id must be a number.` })
    .int(`The ${what} id must be a whole number.`)
    .positive(`The ${what} id must be a positive number.`)
    .max(MAX_ID, `The ${what} id is too large.`)

export const DROPDOWN_DEAL_TYPES = ['recommended', 'owner', 'company'] as const
export type TDropdownDealType = (typeof DROPDOWN_DEAL_TYPES)[number]

/** "Deal (mapping): crm_deal_id, deal_name, created_date", with our id (update_deal takes it) and what the list shows. */
export const ZDealOption = z.object({
  id: z.number(),
  crm_deal_id: z.string(),
  deal_name: z.string(),
  created_date: z.string().nullable(),
  account_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  sales_stage: z.string().nullable(),
  open: z.boolean(),
})
export type TDealOption = z.infer<typeof ZDealOption>

export const ZDealOptionsResponse = z.object({ data: z.array(ZDealOption) })

const ZSearch = z
  .string()
  .trim()
  .min(DEAL_SEARCH_MIN_CHARS, `Type at least ${DEAL_SEARCH_MIN_CHARS} characters to search deals and accounts.`)
  .max(200, 'The search is too long (200 characters at most).')

/** GET /api/users/dropdownDeals?type=recommended|owner|company with calendar_event or owner (and a search from 3 characters). */
export const ZDropdownDealsQuery = z
  .object({
    type: z.enum(DROPDOWN_DEAL_TYPES, { error: `type must be one of ${DROPDOWN_DEAL_TYPES.join(', ')}.` }),
    calendar_event: ZId('calendar event').optional(),
    owner: z.email({ error: 'owner must be an e-mail address.' }).max(320).optional(),
    search: ZSearch.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.type === 'recommended' && q.calendar_event === undefined)
      ctx.addIssue({ code: 'custom', path: ['calendar_event'], message: 'Suggested deals need the calendar_event.' })
  })
export type TDropdownDealsQuery = z.infer<typeof ZDropdownDealsQuery>

/** GET /api/users/deals?owner={email} */
export const ZDealsQuery = z.object({ owner: z.email({ error: 'owner must be an e-mail address.' }).max(320) }).strict()

/** GET /api/users/dealExplainability?calendar_event&crm_deal */
export const ZDealExplainabilityQuery = z
  .object({
    calendar_event: ZId('calendar event'),
    crm_deal: z.string({ error: 'crm_deal is the CRM deal id.' }).trim().min(1, 'crm_deal is the CRM deal id.').max(200, 'crm_deal is too long.'),
  })
  .strict()

export const ZDealExplanation = z.object({
  attendees_data: z.object({ external_attendees: z.array(z.string()), external_attendees_size: z.number() }),
  prospect: z.string().nullable(),
  prospect_email: z.string().nullable(),
  account: z.string().nullable(),
  account_name: z.string().nullable(),
  owner: z.string().nullable(),
  owner_email: z.string().nullable(),
  open: z.boolean(),
  rule: z.enum(['owner_attendee', 'most_recent', 'not_chosen']),
  candidates: z.number(),
})
export type TDealExplanation = z.infer<typeof ZDealExplanation>

export const ZDealExplainabilityResponse = z.object({
  data: ZDealExplanation.extend({
    deal: ZDealOption,
    /** How the call came to this deal: auto (the rule, explanation stored then), user, or none (not the call's deal). */
    mapped_by: z.enum(['auto', 'user', 'none']),
    mapped_at: z.string().nullable(),
  }),
})
export type TDealExplainability = z.infer<typeof ZDealExplainabilityResponse>['data']

export const AUDIT_TYPES = ['Review', 'Wrong deal'] as const

/**
 * POST /api/users/auditDealMapping: {calendar_event_id, primary_deal_id, type 'Review', source} (the mapping is right),
 * or {source, description, type} (the wrong-deal report); the call is named by calendar_event_id or its recording id.
 */
export const ZAuditDealMappingBody = z
  .object({
    type: z.enum(AUDIT_TYPES, { error: `type must be one of ${AUDIT_TYPES.join(', ')}.` }),
    source: z.string().trim().min(1, 'source is required.').max(60, 'source is too long.'),
    calendar_event_id: ZId('calendar event').optional(),
    zoom_recording_analytics_id: ZId('meeting').optional(),
    primary_deal_id: ZId('deal').optional(),
    description: z.string().trim().max(2000, 'The feedback is too long (2,000 characters at most).').optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.calendar_event_id === undefined && b.zoom_recording_analytics_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['calendar_event_id'], message: 'Name the call: calendar_event_id or zoom_recording_analytics_id.' })
  })
export type TAuditDealMappingBody = z.infer<typeof ZAuditDealMappingBody>

export const ZAuditDealMappingResponse = z.object({ message: z.string(), data: z.object({ id: z.number() }) })

/** PUT /api/update_deal {source, user_id, zoom_recording_analytics_id, updated_primary_deal_id}; 'null' unlinks. */
export const ZUpdateDealBody = z
  .object({
    source: z.string().trim().min(1, 'source is required.').max(60, 'source is too long.'),
    user_id: ZId('user'),
    zoom_recording_analytics_id: ZId('meeting'),
    updated_primary_deal_id: z.union([z.literal(UNLINK_DEAL_ID), ZId('deal')], {
      error: `updated_primary_deal_id is a deal id, or '${UNLINK_DEAL_ID}' to unlink.`,
    }),
    /** The optional feedback of the confirmation ('Do you want to change the deal?'). */
    description: z.string().trim().max(2000, 'The feedback is too long (2,000 characters at most).').optional(),
  })
  .strict()
export type TUpdateDealBody = z.infer<typeof ZUpdateDealBody>

export const ZUpdateDealResponse = z.object({
  message: z.string(),
  data: z.object({ previous_deal_id: z.number().nullable(), deal: ZDealOption.nullable() }),
})
export type TUpdateDealResponse = z.infer<typeof ZUpdateDealResponse>
