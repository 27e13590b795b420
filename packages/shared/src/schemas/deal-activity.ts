import { z } from 'zod'

// The call page's Deal Activity and CRM Info tabs (GET /users/dealActivityTab, /users/dealEmailBody,
// /users/deal_crm_info).

const MAX_ID = 2_147_483_647

const idParam = (name: string) =>
  z.union([z.number(), z.string().trim().min(1, `${name} is required.`)], { error: `${name} is required.` }).pipe(
    z.coerce
      .number<string | number>({ error: `${name} must be a number.` })
      .int(`${name} must be a whole number.`)
      .positive(`${name} must be a positive number.`)
      .max(MAX_ID, `${name} is too large.`),
  )

/** GET /api/users/dealActivityTab?deal_id= (Parley's deal id, as crmDealDetails.deal_id and primary_deal_id). */
export const ZDealActivityQuery = z.object({
  deal_id: idParam('deal_id'),
  /** true: the activity of every deal of the deal's account (the pipeline drawer's Account Activity tab). */
  account_activities: z.enum(['true', 'false'], { error: "account_activities must be 'true' or 'false'." }).optional(),
})
export type TDealActivityQuery = z.infer<typeof ZDealActivityQuery>

/** GET /api/users/dealEmailBody?id= */
export const ZDealEmailBodyQuery = z.object({ id: idParam('id') })

/** GET /api/users/deal_crm_info?crm_deal_id= (the CRM's own deal id, as crmDealDetails.crm_deal_id). */
export const ZDealCrmInfoQuery = z.object({
  crm_deal_id: z.string({ error: 'crm_deal_id is required.' }).trim().min(1, 'crm_deal_id is required.').max(200, 'crm_deal_id is too long.'),
})

/** One call of the deal: recorded (a recording mapped to the deal) or not (a past calendar event of the deal). */
export const ZDealActivityCall = z.object({
  /** The calendar event id; null for a recording without an event (upload, dialer) or a call the viewer may not open. */
  id: z.number().nullable(),
  /** The recording's id (zoom_recording_analytics_id); null when not recorded or the viewer may not open it. */
  zra_id: z.number().nullable(),
  /** Null when the viewer may not open the call (its title is not shown). */
  title: z.string().nullable(),
  start_at: z.string(),
  /** The call's day, YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Seconds: the recording's length, or the event's planned length. */
  duration: z.number().nullable(),
  is_meeting_recorded: z.boolean(),
  /** The deal stage recorded on the call (calendar event sales_stage). */
  call_stage: z.string().nullable(),
  /** The deal's stage at the time of the call, from its stage history. */
  stage: z.string().nullable(),
  /** Outcome headings of a recorded call (empty when the viewer may not open it). */
  outcomes: z.array(z.string()),
  /** Whether the viewer may open the call (the call page's access rule). */
  can_view: z.boolean(),
  /** The call's deal (account view: which of the account's deals). */
  primary_deal_id: z.number().optional(),
})
export type TDealActivityCall = z.infer<typeof ZDealActivityCall>

export const ZDealActivityEmail = z.object({
  id: z.number(),
  subject: z.string().nullable(),
  /** Comma-separated recipients. */
  to_email: z.string(),
  from_email: z.string().nullable(),
  received_at: z.string(),
  /** INCOMING_EMAIL | OUTGOING_EMAIL */
  direction: z.string(),
  /** The e-mail's deal (account view). */
  primary_deal_id: z.number().optional(),
})
export type TDealActivityEmail = z.infer<typeof ZDealActivityEmail>

export const ZDealActivityResponse = z.object({
  data: z.object({
    deal: z.object({
      id: z.number(),
      deal_name: z.string(),
      /** Epoch ms of the deal's creation in the CRM; null when unknown. */
      created_date_timestamp: z.number().nullable(),
      /** Deleted in the CRM: its calls and e-mails keep their history. */
      deleted: z.boolean(),
    }),
    calls: z.array(ZDealActivityCall),
    emails: z.array(ZDealActivityEmail),
    /** With account_activities=true: the account's deals ("deals (account view; each with crm_deal_id, created_date_timestamp, deal_name)"). */
    deals: z.array(z.object({ id: z.number(), crm_deal_id: z.string(), deal_name: z.string(), created_date_timestamp: z.number().nullable() })).optional(),
    recordedCount: z.number(),
    unrecordedCount: z.number(),
    emailCount: z.number(),
    totalActivity: z.number(),
  }),
})
export type TDealActivityResponse = z.infer<typeof ZDealActivityResponse>
export type TDealActivity = TDealActivityResponse['data']

export const ZDealEmailBodyResponse = z.object({
  data: z.object({
    id: z.number(),
    subject: z.string().nullable(),
    from_email: z.string().nullable(),
    to_email: z.string(),
    received_at: z.string(),
    /** Plain text ('' when the CRM gave none); shown as text, never as HTML. */
    body: z.string(),
  }),
})
export type TDealEmailBody = z.infer<typeof ZDealEmailBodyResponse>['data']

/** The CRM deal of the CRM Info tab. */
export const ZCrmDealInfo = z.object({
  deal_id: z.number(),
  crm_deal_id: z.string(),
  deal_name: z.string(),
  /** Dollars; null when the CRM has none. */
  amount: z.number().nullable(),
  owner_name: z.string().nullable(),
  account_name: z.string().nullable(),
  sales_stage: z.string().nullable(),
  /** The deal's custom fields as the CRM holds them (the page omits record_type_id, numberofemployees and empties). */
  crm_custom_field: z.record(z.string(), z.unknown()),
  crm_notes: z.string().nullable(),
  next_step: z.string().nullable(),
  close_date: z.string().nullable(),
  /** hubspot | salesforce (the deal's, else the company's) | null (the built-in CRM). */
  crm_name: z.string().nullable(),
  crm_url: z.string().nullable(),
  /** False when the deal was deleted in the CRM (its calls keep it): the page says 'Deal not found in CRM…'. */
  in_crm: z.boolean(),
})
export type TCrmDealInfo = z.infer<typeof ZCrmDealInfo>

export const ZDealCrmInfoResponse = z.object({ data: ZCrmDealInfo })
