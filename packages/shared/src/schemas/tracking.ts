import { z } from 'zod'

const text = (max: number) => z.string().max(max)

/** POST /exceptions/frontend: error reports, bug reports and login notices. */
export const BUG_REPORT_EMPTY_MESSAGE = 'The report is empty: describe what went wrong.'
export const ZFrontendException = z
  .object(
    {
      subject: z.string({ error: 'A subject is required.' }).trim().min(1, 'A subject is required.').max(500),
      message: z.string({ error: BUG_REPORT_EMPTY_MESSAGE }).trim().min(1, BUG_REPORT_EMPTY_MESSAGE).max(20_000),
      stack: text(50_000).optional().nullable(),
    },
    { error: 'Send the report as JSON with subject, message and an optional stack.' },
  )
  .strict()
/** POST /exceptions/error_404 */
export const ZError404 = z.object({ pathname: text(2000), postfix_subject: text(500).optional() }).strict()
/** POST /users/trackUserEvents */
export const ZTrackUserEvent = z
  .object({
    page: text(500),
    user_id: z.number().int().positive().optional(),
    event_type: text(100),
    session_id: text(200).optional(),
    impersonation: z.boolean().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
/** POST /track_record */
export const ZTrackRecord = z.object({ trackRecord: z.record(z.string(), z.unknown()) }).strict()
/** POST /origins.json: UTM data. */
export const ZOrigins = z
  .object({
    referrer: text(2000).optional(),
    app_landing_page: text(2000).optional(),
    app_parameters: text(2000).optional(),
    utm_campaign: text(500).optional(),
    utm_content: text(500).optional(),
    utm_medium: text(500).optional(),
    utm_source: text(500).optional(),
    utm_term: text(500).optional(),
    referred_to_interaction: text(500).optional(),
    referred_to_page: text(2000).optional(),
  })
  .strict()
