import { z } from 'zod'
import { MEETING_TAB_KEYS } from '../rules/meeting-tabs'
import { ZSpeakerSide } from './analysis'

// The meeting detail page ("Checklist/insight
// data"). Field names follow the spec, so the screen reads like it.

/** Ids are PostgreSQL integers: a larger number can name no row (and must not reach SQL). */
const MAX_ID = 2_147_483_647

/** An id in a query string: a positive whole number ("An id that is not a number" → 400). */
const ZIdParam = z
  .union([z.number(), z.string().trim().min(1, 'The meeting id is required.')], { error: 'The meeting id is required.' })
  .pipe(
    z.coerce
      .number<string | number>({ error: 'The meeting id must be a number.' })
      .int('The meeting id must be a whole number.')
      .positive('The meeting id must be a positive number.')
      .max(MAX_ID, 'The meeting id is too large.'),
  )

/** Query of POST /api/reports/call-details. */
export const ZCallDetailsQuery = z.object({
  id: ZIdParam,
  /** The shared-page precheck; ignored here until sharing lands (a signed-in viewer is checked as usual). */
  preCheckForSharedMeeting: z.enum(['true', 'false']).optional(),
  /** The page's snippet options (seconds), checked against the call's length: the answer's `snippet` says what plays. */
  start: z.coerce.number({ error: 'start must be a number of seconds.' }).min(0, 'start cannot be negative.').optional(),
  end: z.coerce.number({ error: 'end must be a number of seconds.' }).min(0, 'end cannot be negative.').optional(),
})
export type TCallDetailsQuery = z.infer<typeof ZCallDetailsQuery>

/** Body of POST /api/reports/call-details: "The role is sent with the call-details request." */
export const ZCallDetailsBody = z.object({
  /** The scope chosen on the dashboard (user | team | org | company_admin | super_admin). */
  role: z.string({ error: 'The role is required.' }).trim().min(1, 'The role is required.').max(40),
})
export type TCallDetailsBody = z.infer<typeof ZCallDetailsBody>

/** One transcript line, normalised from either transcript format (new: speakerName/timestamp; old: cues). */
export const ZTranscriptLine = z.object({
  speaker: z.string(),
  side: ZSpeakerSide,
  /** Seconds from the start of the call, millisecond precision. */
  start: z.number(),
  end: z.number(),
  text: z.string(),
  /** 'hh:mm:ss --> hh:mm:ss', as the new format carries it. */
  timestamp: z.string(),
})
export type TTranscriptLine = z.infer<typeof ZTranscriptLine>

export const ZAttendee = z.object({
  name: z.string(),
  email: z.string().nullable(),
  /** Attendee company (from the e-mail domain, or the company name for reps). */
  company: z.string().nullable(),
  side: ZSpeakerSide,
  is_organizer: z.boolean(),
})
export type TAttendee = z.infer<typeof ZAttendee>

export const ZActionItemsByUser = z.object({
  user: z.string(),
  side: ZSpeakerSide,
  items: z.array(z.object({ text: z.string(), timestamp: z.string().nullable() })),
})
export type TActionItemsByUser = z.infer<typeof ZActionItemsByUser>

/** Talk time per speaker, all speakers sorted by talk time (the screen shows the top 3, then Show More). */
export const ZTalkTime = z.object({
  name: z.string(),
  email: z.string().nullable(),
  side: ZSpeakerSide,
  /** Seconds at 0.1 s resolution. */
  talk_time: z.number(),
  /** Share of all speech, 0–100, one decimal. */
  percentage: z.number(),
})
export type TTalkTime = z.infer<typeof ZTalkTime>

export const ZPastCall = z.object({
  id: z.number(),
  title: z.string().nullable(),
  start_time: z.string(),
  video_duration: z.number().nullable(),
})
export type TPastCall = z.infer<typeof ZPastCall>

/** The notetaker activity log (activityBotLog). */
export const ZBotLogEntry = z.object({ event_type: z.string(), at: z.string(), message: z.string().nullable() })

export const ZMeetingTab = z.object({
  key: z.enum(MEETING_TAB_KEYS),
  name: z.string(),
  disabled: z.boolean(),
  tooltip: z.string().nullable(),
  placeholder: z.boolean(),
})

export const ZMeetingMenu = z.object({
  showMenu: z.boolean(),
  canDelete: z.boolean(),
  canDownload: z.boolean(),
  superAdminDelete: z.boolean(),
})
export type TMeetingMenu = z.infer<typeof ZMeetingMenu>

/** One meeting of call-details' data.data. */
export const ZMeetingDetail = z.object({
  id: z.number(),
  title: z.string().nullable(),
  /** ISO date-time; the header shows date, time and duration from it and video_duration. */
  start_time: z.string(),
  end_time: z.string().nullable(),
  /** A signed, expiring media URL for the player (range requests), or an external playback URL; null = no media. */
  video_url: z.string().nullable(),
  /** Seconds. */
  video_duration: z.number().nullable(),
  media: z.object({
    has_media: z.boolean(),
    /** The file is kept in Parley's storage (not only an external playback URL): Download and clips need it. */
    stored: z.boolean(),
    /** An audio recording: the page shows a waveform-style bar instead of a black box. */
    audio_only: z.boolean(),
    media_type: z.string().nullable(),
    /** Seconds into the call where the file starts: a shared snippet's file holds its window only. Absent = 0. */
    starts_at: z.number().optional(),
  }),
  /** Normalised lines; empty while in process, when there is none, or when formatting failed. */
  transcript: z.array(ZTranscriptLine),
  /** AZURE | RECALL | … */
  transcript_type: z.string().nullable(),
  /** 'created' = in progress ('In process' + Refresh); 'done'; 'failed' ('Transcript formatting failed'); 'none'. */
  transcriptStatus: z.string().nullable(),
  llm_automation_status: z.string().nullable(),
  translated_texts: z.record(z.string(), z.unknown()).nullable(),
  /** google_meet | zoom | teams | … */
  meeting_platform: z.string().nullable(),
  agendaType: z.string().nullable(),
  isCrmUpdated: z.boolean(),
  /** Everyone heard or invited, rep or prospect. */
  salesRepAndProspects: z.array(ZAttendee),
  /** The header's company dropdown: distinct attendee companies. */
  companies: z.array(z.string()),
  organiser: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  calendarEventDetails: z
    .object({
      id: z.number(),
      /** The calendar provider's event id: only for super admins ("Super admins also see the calendar event id"). */
      calendar_event_id: z.string().nullable(),
      attendees: z.string(),
      attendee_company: z.string(),
      attendee_name: z.string(),
      organizer_email: z.string().nullable(),
      sales_stage: z.string().nullable(),
      primary_deal_id: z.number().nullable(),
      source: z.string().nullable(),
    })
    .nullable(),
  calendarEventEmails: z.array(z.string()),
  /** The deal tag; null shows 'No deal found'. */
  crmDealDetails: z
    .object({
      deal_id: z.number(),
      crm_deal_id: z.string().nullable(),
      deal_name: z.string(),
      account_name: z.string().nullable(),
      owner_name: z.string().nullable(),
      amount: z.number().nullable(),
      crm_name: z.string().nullable(),
      sales_stage: z.string().nullable(),
    })
    .nullable(),
  /** "Deal tag editing is allowed only if the user's email is among the attendees, or …". */
  canEditDealTag: z.boolean(),
  gptRes: z.object({ Summary: z.string().nullable(), 'Action Items By User': z.array(ZActionItemsByUser) }).nullable(),
  Summary: z.string().nullable(),
  /** The follow-up e-mail draft ('Subject: …' then the body), null when none. */
  followUpEmail: z.string().nullable(),
  processing_status: z.number().nullable(),
  processing_info: z.record(z.string(), z.unknown()),
  talkTime: z.array(ZTalkTime),
  /** Earlier recorded calls with the same account (same deal, else same attendee company), newest first. */
  pastCalls: z.array(ZPastCall),
  activityBotLog: z.array(ZBotLogEntry),
  tabs: z.array(ZMeetingTab),
  menu: ZMeetingMenu,
  /** Present when start was asked: the window to play, or why it cannot ('…starts after the end of the call.'). */
  snippet: z
    .union([z.object({ ok: z.literal(true), start: z.number(), end: z.number().nullable() }), z.object({ ok: z.literal(false), message: z.string() })])
    .optional(),
})
export type TMeetingDetail = z.infer<typeof ZMeetingDetail>

/**
 * POST /api/reports/call-details?id= → data.total (0 = no access: the page goes to /error/unauthorized/{id}),
 * data.hasAcess (spec spelling), data.superAdmin, data.data (the meeting, or empty). A missing, deleted or other
 * company's call answers 404 (the page goes to /error/meeting-not-found/{id}).
 */
export const ZCallDetailsResponse = z.object({
  data: z.object({
    total: z.number(),
    hasAcess: z.boolean(),
    superAdmin: z.boolean(),
    data: z.array(ZMeetingDetail),
  }),
})
export type TCallDetailsResponse = z.infer<typeof ZCallDetailsResponse>

// ---- Checklist and insights panel: GET /api/users/salesInsigtsOfMeeting?id= (spec spelling) ----

export const ZMeetingIdQuery = z.object({ id: ZIdParam })

/** Query of salesInsigtsOfMeeting: the page's `checklist={attribute}` option may be passed to check it. */
export const ZSalesInsightsQuery = ZMeetingIdQuery.extend({
  checklist: z.string().trim().min(1).max(200).optional(),
  userToken: z.string().max(2000).optional(),
})
export type TMeetingIdQuery = z.infer<typeof ZMeetingIdQuery>

export const ZInsightSnippet = z.object({
  /** Seconds into the call; null when the timestamp is not hh:mm:ss ('No snippet'). */
  time: z.number().nullable(),
  timestamp: z.string(),
  text: z.string(),
  speaker: z.string().nullable(),
})

export const ZOutcomeDetail = z.object({
  heading: z.string(),
  detail: z.string().nullable(),
  score: z.number().nullable(),
  fatal_score: z.number().nullable(),
  timestamp: z.string().nullable(),
})

/** Best-practice row. A grade containing 'not followed' is a practice gap. */
export const ZBestPracticeRow = z.object({
  id: z.number(),
  bp_heading: z.string(),
  bp_score: z.number().nullable(),
  bp_grade: z.string().nullable(),
  bp_detail: z.string().nullable(),
  bp_timestamp: z.array(z.string()),
  /** True when the user's latest thumbs action on this practice is a thumbs-down. */
  thumbs_down: z.boolean(),
})
export type TBestPracticeRow = z.infer<typeof ZBestPracticeRow>

export const ZInsightProperties = z.object({
  label: z.string(),
  /** Score colours reversed (e.g. objections). */
  is_negative: z.boolean(),
  order: z.number(),
  gradient_type: z.string().nullable(),
  score_sort: z.string().nullable(),
  summary_view: z.string().nullable(),
  /** Only sent when the company's checklistLibraryAndClips setting is on ('How to practice this?'). */
  how_text: z.string().nullable(),
  how_video: z.string().nullable(),
})

/** One checklist or insight signal scored on the call. */
export const ZMeetingInsight = z.object({
  id: z.number(),
  signal_id: z.number().nullable(),
  unique_name: z.string(),
  title: z.string(),
  /** The stored insight row id: the target of checklistInteraction source_id. */
  outcomeId: z.number(),
  sales_attribute: z.string().nullable(),
  signal_type: z.enum(['checklist', 'insight']),
  signal_category: z.string().nullable(),
  status: z.enum(['pending', 'done']),
  /** 0–100 (High ≥ 80, Medium > 30, else Low). */
  score: z.number().nullable(),
  /** The same score on the 0–10 scale the detail-page labels use (≤ 4 Low, ≤ 7 Mid, > 7 High). */
  detail_score: z.number().nullable(),
  summary: z.string().nullable(),
  snippets: z.array(ZInsightSnippet),
  outcomeDetails: z.array(ZOutcomeDetail),
  outcomes_meta: z.object({ best_practices: z.array(ZBestPracticeRow) }),
  properties: ZInsightProperties,
  /** True when the user gave this item a thumbs-down (un-thumbs-down removes it). */
  thumbs_down: z.boolean(),
})
export type TMeetingInsight = z.infer<typeof ZMeetingInsight>

/** Outcome row: an objection of the call. */
export const ZObjectionRow = z.object({
  id: z.number(),
  heading: z.string(),
  category: z.string(),
  sub_category: z.string().nullable(),
  tag: z.string().nullable(),
  severity: z.string().nullable(),
  score: z.number().nullable(),
  grade: z.string().nullable(),
  detail: z.string().nullable(),
  meta: z.object({ handling: z.string().nullable() }),
  timestamp: z.array(z.string()),
  call_id: z.number(),
  call_date: z.string(),
  thumbs_down: z.boolean(),
})
export type TObjectionRow = z.infer<typeof ZObjectionRow>

/** A positive moment: a strength or opportunity the analysis found (stored SWOT rows of the call). */
export const ZPositiveMoment = z.object({
  id: z.number(),
  heading: z.string(),
  category: z.string().nullable(),
  detail: z.string().nullable(),
  timestamp: z.array(z.string()),
  thumbs_down: z.boolean(),
})
export type TPositiveMoment = z.infer<typeof ZPositiveMoment>

export const ZSalesInsightsResponse = z.object({
  data: z.object({
    insights: z.array(ZMeetingInsight),
    objections: z.array(ZObjectionRow),
    positive_moments: z.array(ZPositiveMoment),
    action_items: z.array(ZActionItemsByUser),
    best_practices: z.array(ZBestPracticeRow),
    /** checklistCompletionPercentage of insights; null when there is no checklist item. */
    completion: z.number().nullable(),
    processing_status: z.number().nullable(),
    processing_info: z.record(z.string(), z.unknown()),
    /** 'Checklist getting processed' when processing_status is 0, 1, 3 or null; else null. */
    processing_message: z.string().nullable(),
    /** The agenda selector's options (exclude empty, 'nil', 'all'). */
    agendaTypes: z.array(z.string()),
    agenda_type: z.string().nullable(),
    deal_stage: z.string().nullable(),
    /** Call function tags (no null/empty/'nil'/'all', de-duplicated case-insensitively). */
    callFunctionOnChecklist: z.array(z.string()),
    /** The company's checklistLibraryAndClips setting: 'How to practice this?' links shown. */
    showHowToPractice: z.boolean(),
    /** When `checklist` was asked: the item it names (by unique_name or sales_attribute), or why none. */
    checklist_focus: z.object({ attribute: z.string(), outcomeId: z.number().nullable(), message: z.string().nullable() }).optional(),
    /** The viewer's role, for the CRM note rule ("access super_admin or company_admin restricts …"). */
    access: z.enum(['user', 'company_admin', 'super_admin']),
  }),
})
export type TSalesInsightsResponse = z.infer<typeof ZSalesInsightsResponse>

// Agenda: POST /api/users/updateAgendaType uses ZUpdateAgendaTypeBody / ZUpdateAgendaTypeResponse of ./checklists.

// ---- POST /api/users/checklistInteraction ----

export const CHECKLIST_ACTIONS = ['copy', 'thumbs-down', 'remove-thumbs-down', 'bug_raise_in_checklist'] as const
export type TChecklistAction = (typeof CHECKLIST_ACTIONS)[number]
/** What was acted on: a whole panel (copy all) or one row of the panel by its id. */
export const CHECKLIST_SOURCE_TYPES = ['insight', 'objection', 'best_practice', 'positive_moment', 'action_items', 'checklist'] as const
export type TChecklistSourceType = (typeof CHECKLIST_SOURCE_TYPES)[number]

export const ZChecklistInteractionBody = z
  .object({
    action_type: z.enum(CHECKLIST_ACTIONS, { error: `action_type must be one of ${CHECKLIST_ACTIONS.join(', ')}.` }),
    page_url: z.string().trim().max(2000).optional(),
    /** The meeting id. */
    zoom_recording_analytics_id: z.number({ error: 'zoom_recording_analytics_id must be the meeting id.' }).int().positive().max(MAX_ID, 'No such meeting id.'),
    /** What the user saw (copied text, the item, the bug description). */
    ref_body: z.unknown().optional(),
    /** Ignored: the signed-in user acts (kept because the spec's client sends it). */
    user_id: z.number().int().optional(),
    /** The row acted on (an outcomeId / objection id …); absent for 'checklist' and 'action_items'. */
    source_id: z
      .union([z.number(), z.string().trim().regex(/^\d+$/, 'source_id must be a number.').transform(Number)])
      .pipe(z.number().int().positive().max(MAX_ID, 'No such item id.'))
      .optional(),
    source_type: z.enum(CHECKLIST_SOURCE_TYPES, { error: `source_type must be one of ${CHECKLIST_SOURCE_TYPES.join(', ')}.` }),
  })
  .strict()
export type TChecklistInteractionBody = z.infer<typeof ZChecklistInteractionBody>

export const ZChecklistInteractionResponse = z.object({
  /** "Thank you for your feedback. …" (thumbs-down), "Bug report submitted successfully!" (bug), "insights copied" (copy). */
  message: z.string(),
  data: z.object({ id: z.number().nullable(), action_type: z.enum(CHECKLIST_ACTIONS), thumbs_down: z.boolean() }),
})
export type TChecklistInteractionResponse = z.infer<typeof ZChecklistInteractionResponse>

// ---- Deletion and download ----

/** GET /api/users/deleteMeeting?id= (spec path) and POST /api/admin/deleteMeeting?id= (the super-admin action). */
export const ZDeleteMeetingResponse = z.object({ message: z.string(), data: z.object({ id: z.number(), deleted_at: z.string() }) })
export type TDeleteMeetingResponse = z.infer<typeof ZDeleteMeetingResponse>

/** POST /api/meetings/:id/download-url → a signed link to GET /api/meetings/:id/download (Content-Disposition: attachment). */
export const ZMeetingIdParams = z.object({ id: ZIdParam })
export const ZDownloadUrlResponse = z.object({ url: z.string(), expires_at: z.string() })
export type TDownloadUrlResponse = z.infer<typeof ZDownloadUrlResponse>

// 'Raise a bug': POST /api/exceptions/frontend with ZFrontendException of ./tracking; 204 on success.
