import { z } from 'zod'
import { RESTRICTED_NEEDS_EMAILS_MESSAGE, SHARE_TYPES } from '../rules/share-access'
import { ZMeetingDetail, ZSalesInsightsResponse } from './meeting-detail'

// Share links and the shared call page (getMeetingShareURL / getMeetingShareURLWithSettings).

const MAX_ID = 2_147_483_647
const ZId = (what: string) =>
  z.coerce
    .number<string | number>({ error: `The ${what} id must be a number.` })
    .int(`The ${what} id must be a whole number.`)
    .positive(`The ${what} id must be a positive number.`)
    .max(MAX_ID, `The ${what} id is too large.`)

export const ZMeetingIdQuery = z.object({ id: ZId('meeting') })
export const ZMeetingIdParams = z.object({ id: ZId('meeting') })
export const ZShareLinkIdParams = z.object({ linkId: ZId('share link') })

const ZSeconds = (field: string) =>
  z
    .number({ error: `${field} must be a number of seconds.` })
    .int(`${field} must be whole seconds.`)
    .min(0, `${field} cannot be negative.`)

/** Body of POST /api/users/getMeetingShareURLWithSettings?id=. */
export const ZShareSettingsBody = z
  .object({
    shareType: z.enum(SHARE_TYPES, { error: `shareType must be one of ${SHARE_TYPES.join(', ')}.` }),
    emails: z
      .array(z.email({ error: 'Enter valid e-mail addresses.' }).max(320), { error: 'emails must be a list of e-mail addresses.' })
      .max(100, 'At most 100 e-mail addresses.')
      .default([]),
    /** "Password is hidden and unused": accepted for the contract, never stored. */
    password: z.string().max(200).optional(),
    requirePassword: z.boolean().optional(),
    role: z.string().max(40).optional(),
    insightsVisible: z.boolean({ error: 'insightsVisible must be true or false.' }).default(true),
    /** 'Create snippet': both or neither, seconds from the start of the call. */
    startTime: ZSeconds('startTime').optional(),
    endTime: ZSeconds('endTime').optional(),
    /** Optional expiry; must lie in the future. */
    expiresAt: z.iso.datetime({ error: 'expiresAt must be an ISO date-time.', offset: true }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.shareType === 'restricted' && b.emails.length === 0) ctx.addIssue({ code: 'custom', path: ['emails'], message: RESTRICTED_NEEDS_EMAILS_MESSAGE })
    if ((b.startTime === undefined) !== (b.endTime === undefined)) {
      ctx.addIssue({ code: 'custom', path: [b.startTime === undefined ? 'startTime' : 'endTime'], message: 'Give both the snippet start and end.' })
    }
  })
export type TShareSettingsBody = z.input<typeof ZShareSettingsBody>

/** "Share-link response holds data.token"; url is the page to copy. */
export const ZShareUrlResponse = z.object({ data: z.object({ token: z.string(), url: z.string(), id: z.number() }) })
export type TShareUrlResponse = z.infer<typeof ZShareUrlResponse>

/** One live link of a call, for the share modal's list (never its token: only the hash is kept). */
export const ZShareLinkRow = z.object({
  id: z.number(),
  shareType: z.enum(SHARE_TYPES),
  emails: z.array(z.string()),
  insightsVisible: z.boolean(),
  snippet: z.object({ start: z.number(), end: z.number() }).nullable(),
  views: z.number(),
  lastViewedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
})
export type TShareLinkRow = z.infer<typeof ZShareLinkRow>
export const ZShareLinksResponse = z.object({ data: z.array(ZShareLinkRow) })
export const ZRevokeShareLinkResponse = z.object({ message: z.string(), data: z.object({ id: z.number(), revokedAt: z.string() }) })

/** The token as given in ?sharingToken=; a malformed one is simply locked, so only presence is checked here. */
const ZSharingToken = z.string({ error: 'sharingToken is required.' }).trim().min(1, 'sharingToken is required.').max(200, 'sharingToken is too long.')
export const ZSharedMeetingQuery = z.object({ sharingToken: ZSharingToken })

/**
 * GET /api/sharing/meetings/:id?sharingToken=: internal = the visitor already sees the call (go to /meeting/{id}
 * without the token); login_required = sign in first; locked = the locked-content card; granted = the call.
 */
export const ZSharedMeetingResponse = z.object({
  data: z.discriminatedUnion('access', [
    z.object({ access: z.literal('internal') }),
    z.object({ access: z.literal('login_required') }),
    z.object({ access: z.literal('locked'), message: z.string() }),
    z.object({
      access: z.literal('granted'),
      /** This opening's row in the view log; the e-mail prompt names it. */
      viewId: z.number(),
      /** True for a visitor who is not signed in: the page asks for an e-mail (or Skip). */
      askEmail: z.boolean(),
      insightsVisible: z.boolean(),
      meeting: ZMeetingDetail,
      /** The checklist and insights panel; null when the link hides insights. */
      insights: ZSalesInsightsResponse.shape.data.nullable(),
    }),
  ]),
})
export type TSharedMeetingResponse = z.infer<typeof ZSharedMeetingResponse>
export type TSharedMeetingGranted = Extract<TSharedMeetingResponse['data'], { access: 'granted' }>

export const ZSharedEmailBody = z.object({
  viewId: ZId('view'),
  email: z.email({ error: 'Enter a valid e-mail address.' }).max(320, 'The e-mail address is too long.'),
})
export const ZSharedEmailResponse = z.object({ message: z.string() })
