import { z } from 'zod'
import { checkMeetingUrl } from '../rules/instant-recording'

// POST /api/users/impromptuEvent (spec part 1 §5 "Instant recording form", §7; issue 7 "Instant recording").
// The URL rule is checkMeetingUrl, the same function the popover runs; the route stores checkMeetingUrl(…).url.

export const IMPROMPTU_TITLE_MAX = 300

export const ZImpromptuEventBody = z
  .object({
    title: z.string().max(IMPROMPTU_TITLE_MAX).optional(),
    // The rule refuses an over-long link before parsing it, so a 5,000-character value costs nothing.
    meeting_url: z.string().superRefine((value, ctx) => {
      const check = checkMeetingUrl(value)
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message })
    }),
  })
  .strict()
export type TImpromptuEventBody = z.infer<typeof ZImpromptuEventBody>

export const NOTETAKER_SCHEDULED_MESSAGE = 'Notetaker is scheduled. Please wait, it might take up to 30 seconds to join your meeting.'
