import { z } from 'zod'
import { CLIP_TITLE_REQUIRED_MESSAGE, MAX_CLIP_TITLE_LENGTH } from '../rules/clip-range'

// Clips (getClips / createClip / getShareURL?type=CLIP).

const MAX_ID = 2_147_483_647
const ZId = (what: string) =>
  z.coerce
    .number<string | number>({ error: `The ${what} id must be a number.` })
    .int(`The ${what} id must be a whole number.`)
    .positive(`The ${what} id must be a positive number.`)
    .max(MAX_ID, `The ${what} id is too large.`)

export const CLIP_STATUSES = ['Created', 'In Progress', 'Failed', 'Completed'] as const
export const ZClipStatus = z.enum(CLIP_STATUSES)
export type TClipStatus = z.infer<typeof ZClipStatus>

export const ZClipIdParams = z.object({ id: ZId('clip') })

/** GET /api/users/getClips?meetingId=[&id=]: the clips list (both optional), one call's clips, or one clip. */
export const ZGetClipsQuery = z.object({ meetingId: ZId('meeting').optional(), id: ZId('clip').optional() })

const ZSeconds = (field: string) => z.number({ error: `${field} must be a number of seconds.` }).finite(`${field} must be a number of seconds.`)

/** Body of POST /api/users/createClip ({id, startTime, duration, title, token}). Seconds from the call's start. */
export const ZCreateClipBody = z.object({
  id: ZId('meeting'),
  title: z
    .string({ error: CLIP_TITLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, CLIP_TITLE_REQUIRED_MESSAGE)
    .max(MAX_CLIP_TITLE_LENGTH, `A clip title can be at most ${MAX_CLIP_TITLE_LENGTH} characters.`),
  startTime: ZSeconds('startTime'),
  duration: ZSeconds('duration'),
  /** A sharing token of the call page: accepted for the contract; clips are cut by signed-in users only. */
  token: z.string().max(200).optional(),
})
export type TCreateClipBody = z.infer<typeof ZCreateClipBody>

export const ZClipTranscriptLine = z.object({
  speaker: z.string().nullable(),
  /** Seconds from the clip's start. */
  start: z.number(),
  end: z.number(),
  text: z.string(),
})
export type TClipTranscriptLine = z.infer<typeof ZClipTranscriptLine>

export const ZClip = z.object({
  id: z.number().int(),
  clip_id: z.string(),
  meeting_id: z.number().int(),
  meeting_title: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  title: z.string(),
  status: ZClipStatus,
  /** Seconds within the call. */
  start_time: z.number(),
  duration: z.number(),
  /** The reason when status is Failed. */
  error: z.string().nullable(),
  /** Signed, short-lived media link (Completed clips only); a <video> element sends no bearer token. */
  videoURL: z.string().nullable(),
  downloadURL: z.string().nullable(),
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  thumbnailURL: z.string().nullable(),
  canDelete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only when one clip is asked for (`id`): the call's transcript lines inside the clip. */
  transcript: z.array(ZClipTranscriptLine).optional(),
})
export type TClip = z.infer<typeof ZClip>

export const ZGetClipsResponse = z.object({ data: z.object({ clips: z.array(ZClip) }) })
export const ZCreateClipResponse = z.object({ message: z.string(), data: ZClip })
export const ZDeleteClipResponse = z.object({ message: z.string() })

/** GET /api/users/getShareURL?id=&type=CLIP (the type is the contract's; only CLIP is served here). */
export const ZShareUrlQuery = z.object({
  id: ZId('clip'),
  type: z.literal('CLIP', { error: "type must be 'CLIP'." }),
})
export const ZClipShareUrlResponse = z.object({ data: z.object({ token: z.string(), id: z.number().int(), url: z.string() }) })

export const ZSharedClipQuery = z.object({ sharingToken: z.string({ error: 'sharingToken is required.' }).max(200, 'sharingToken is too long.') })
export const ZSharedClipResponse = z.object({
  data: z.discriminatedUnion('access', [
    z.object({ access: z.literal('locked'), message: z.string() }),
    z.object({ access: z.literal('granted'), clip: ZClip }),
  ]),
})
export type TSharedClipResponse = z.infer<typeof ZSharedClipResponse>
