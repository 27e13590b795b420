import { z } from 'zod'

/** Duration buckets of the dashboard filter, in minutes. */
export const DURATION_BUCKETS = ['>1hr', '45-60', '30-45', '15-30', '5-15', '<5'] as const
export const ZDurationBucket = z.enum(DURATION_BUCKETS)
export const DATE_PRESETS = ['last_month', '3_months', '6_months', '1_year'] as const
export const ZSpokenBy = z.enum(['All', 'Rep', 'Prospect'])
/** Dialer sources; 'Dialer Calls' narrows to these. */
export const DIALER_SOURCES = ['orum', 'avoma', 'MYT'] as const

const strings = z.array(z.string().max(200)).max(200)

/** A list in a query string: repeated (`?reps=a&reps=b`) or comma-separated (`?reps=a,b`). */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v])
            .flatMap((x) => String(x).split(','))
            .map((x) => x.trim())
            .filter(Boolean),
    z.array(item).max(200).optional(),
  )

/**
 * Query of POST /reports/activity-dashboard: paging (page size 10) and the spec's query copies of
 * some filters — startTime, endTime, videoDuration, reps, title — which apply when the body does not give them.
 */
export const ZActivityDashboardQuery = z
  .object({
    take: z.coerce.number().int().min(1).max(100).default(10),
    skip: z.coerce.number().int().min(0).default(0),
    role: z.string().max(40).optional(),
    startTime: z.string().optional(),
    endTime: z.string().optional(),
    title: z.string().optional(),
    videoDuration: queryList(ZDurationBucket),
    reps: queryList(z.string().max(200)),
  })
  .loose()
export type TActivityDashboardQuery = z.infer<typeof ZActivityDashboardQuery>

/** The dashboard's filter set, shared by the list, the trend and saved views. */
export const ZDashboardFilters = z.object({
  /** Scope: user | team | org | company_admin | super_admin (falls back to what the user may use). */
  role: z.string().max(40).optional(),
  /** Advanced syntax: words, "phrases", OR, -exclusion. */
  title: z.string().optional(),
  transcript: z.string().optional(),
  deal_name: z.string().optional(),
  /** ISO date-times; a custom range must not start in the future and the end must not precede the start. */
  startTime: z.string().optional(),
  endTime: z.string().optional(),
  /** Instead of startTime/endTime: a preset ending now. */
  datePreset: z.enum(DATE_PRESETS).optional(),
  videoDuration: z.array(ZDurationBucket).optional(),
  stages: strings.optional(),
  currentStages: strings.optional(),
  /** Sales reps by e-mail (managers and admins only). */
  reps: strings.optional(),
  /** Managers by e-mail: calls of their direct reports (managers and admins only). */
  manager: strings.optional(),
  dealOwnerManager: strings.optional(),
  /** Rep functions (managers and admins only). */
  rep_function: strings.optional(),
  agenda_type: strings.optional(),
  sources: strings.optional(),
  call_dispositions: strings.optional(),
  /** CRM custom fields copied onto the calendar event: field → accepted values. */
  crm_custom_field: z.record(z.string().max(100), strings).optional(),
  spokenBy: ZSpokenBy.optional(),
  /** Only dialer calls; allowed when the company's dialerFilter setting is on. */
  dialer_calls: z.boolean().optional(),
  exclude: z
    .object({
      activity_meeting_type: strings.optional(),
      activity_source: strings.optional(),
      /** The short-calls toggle: exclude calls under 5 minutes. */
      duration: z.boolean().optional(),
    })
    .optional(),
})
export type TDashboardFilters = z.infer<typeof ZDashboardFilters>

export const ZActivityDashboardBody = ZDashboardFilters.extend({
  /** Recorded tab (key 1) true, Unrecorded tab (key 2) false. */
  only_recorded_calls: z.boolean().default(true),
  enable_es: z.boolean().optional(),
  /** false = every row (export). */
  limit: z.boolean().default(true),
})
export type TActivityDashboardBody = z.infer<typeof ZActivityDashboardBody>

export const ZTranscriptHit = z.object({
  /** Seconds from the start of the call (for ?tab=transcript&start=). */
  timestamp: z.number(),
  /** The segment with matches wrapped in <mark>…</mark>; render as text split on the markers, never as HTML. */
  highlight: z.string(),
  text: z.string(),
  speakerName: z.string().nullable(),
  speakerType: z.enum(['rep', 'prospect', 'unknown']),
})

/** A row of the dashboard. */
export const ZDashboardRow = z.object({
  /** The recording's id; null on the Unrecorded tab. */
  id: z.number().nullable(),
  title: z.string().nullable(),
  start_time: z.string(),
  /** Seconds. */
  video_duration: z.number().nullable(),
  calendarEventDetails: z
    .object({
      id: z.number(),
      source: z.string(),
      organizer_email: z.string().nullable(),
      attendees: z.string(),
      attendee_company: z.string(),
      attendee_name: z.string(),
      sales_stage: z.string().nullable(),
      start_at: z.string(),
      agenda_type: z.string().nullable(),
    })
    .nullable(),
  /** Null when no deal is mapped (the screen shows 'No deal found'). */
  crmDealDetails: z
    .object({
      deal_id: z.number(),
      deal_name: z.string(),
      owner_name: z.string().nullable(),
      current_stage: z.string().nullable(),
      crm_custom_field: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  isCrmUpdated: z.boolean(),
  deal_owner_manager: z.string().nullable(),
  agenda_type: z.string().nullable(),
  source: z.string().nullable(),
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  /** Outcome headings from stored insights; the screen shows 2 then '+ N Signals'. */
  outcome_tags: z.array(z.string()),
  /** At most 2 hits; searched_transcript_total − 2 is the '+N more'. */
  searched_transcript: z.array(ZTranscriptHit),
  searched_transcript_total: z.number(),
  /** CONFIRMED or CANCELLED. */
  status: z.string(),
  event_properties: z.record(z.string(), z.unknown()),
  activityBotLog: z.array(z.object({ event_type: z.string(), at: z.string() })),
})
export type TDashboardRow = z.infer<typeof ZDashboardRow>

export const ZActivityDashboardResponse = z.object({
  data: z.object({
    data: z.array(ZDashboardRow),
    total: z.number(),
    superAdmin: z.boolean(),
    salesReps: z.array(z.object({ name: z.string(), email: z.string() })),
    /** Unrecorded tab: why each call was not recorded. */
    messages: z.array(z.object({ calendar_event_id: z.number(), message: z.string() })),
  }),
})
export type TActivityDashboardResponse = z.infer<typeof ZActivityDashboardResponse>

export const ZActivityTrendBody = ZDashboardFilters.extend({
  only_recorded_calls: z.boolean().default(true),
  /** Ignored: the server applies the spec's grouping rule to the range. */
  groupBy: z.string().optional(),
  stage: strings.optional(),
})
export const ZActivityTrendResponse = z.object({
  interval: z.enum(['1w', '1M', '1q']),
  data: z.array(z.object({ key_as_string: z.string(), distinct_count: z.object({ value: z.number() }) })),
})

/** Stage lists: POST or GET users/dealStages and users/currentDealStages. */
export const ZStageListResponse = z.object({ data: z.array(z.string()) })

export const DISTINCT_VALUE_KEYS = ['rep_function', 'agenda_type', 'manager', 'deal_owner_manager', 'call_source', 'activity_status'] as const
/** Query of POST /reports/distinct-values: `select` is a comma list of DISTINCT_VALUE_KEYS (all when absent). */
export const ZDistinctValuesQuery = z.object({
  role: z.string().max(40).optional(),
  select: z
    .string()
    .max(300)
    .optional()
    .transform((s, ctx) => {
      const keys = s
        ? s
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
        : [...DISTINCT_VALUE_KEYS]
      const bad = keys.filter((k) => !(DISTINCT_VALUE_KEYS as readonly string[]).includes(k))
      if (bad.length) ctx.addIssue({ code: 'custom', message: `Unknown list: ${bad.join(', ')}` })
      return keys
    }),
})
const ZPerson = z.object({ name: z.string(), email: z.string() })
export const ZDistinctValuesResponse = z.object({
  data: z.array(
    z.object({
      rep_function: z.array(z.string()).optional(),
      agenda_type: z.array(z.string()).optional(),
      call_source: z.array(z.string()).optional(),
      activity_status: z.array(z.string()).optional(),
      manager: z.array(ZPerson).optional(),
      deal_owner_manager: z.array(ZPerson).optional(),
    }),
  ),
})
export type TDistinctValuesResponse = z.infer<typeof ZDistinctValuesResponse>

/** Saved views: the body of createCustomView and updateCustomView. */
export const VIEW_NAME_MAX = 100
export const ZViewVisibility = z.enum(['team', 'only_me'])
export const ZCustomViewBody = z.object({
  view_name: z.string().trim().min(1, 'View name is required.').max(VIEW_NAME_MAX, `View name must be at most ${VIEW_NAME_MAX} characters.`),
  filters: z.record(z.string(), z.unknown()).default({}),
  visibility: ZViewVisibility.default('only_me'),
  is_default: z.boolean().default(false),
  /** Which screen: 'meetings' (the dashboard) or a report key. */
  page: z.string().trim().min(1).max(60).default('meetings'),
})
export type TCustomViewBody = z.infer<typeof ZCustomViewBody>
export const ZViewIdQuery = z.object({ id: z.coerce.number().int().positive() })
export const ZReadViewsQuery = z.object({ page: z.string().max(60).default('meetings') })

export const ZCustomView = z.object({
  id: z.number(),
  view_name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  visibility: ZViewVisibility,
  is_default: z.boolean(),
  page: z.string(),
  user_id: z.number(),
  owner_name: z.string(),
  /** Only the creator may update or delete. */
  is_owner: z.boolean(),
  updated_at: z.string(),
})
export type TCustomView = z.infer<typeof ZCustomView>

/** Query of POST /reports/activity-dashboard/export (the body is ZActivityDashboardBody; every row is written). */
export const ZRecordingsExportQuery = z
  .object({
    format: z.enum(['xlsx', 'csv']).default('xlsx'),
    /** IANA time zone for the Date and Start time columns; the user's own zone (else UTC) when absent. */
    tz: z
      .string()
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz })
          return true
        } catch {
          return false
        }
      }, 'Unknown time zone.')
      .optional(),
  })
  .strict()
export type TRecordingsExportQuery = z.infer<typeof ZRecordingsExportQuery>
/** The export of an empty list. */
export const NO_EXPORT_DATA = 'No data found to export'

/** GET users/dashboardFiltersDropdown: the company's CRM custom fields offered as dashboard filters. */
export const CRM_FIELD_TABLES = ['crm_deals', 'calendar_events'] as const
export const ZCrmFilterField = z.object({ label: z.string(), db_field: z.string(), table_name: z.enum(CRM_FIELD_TABLES) })
export type TCrmFilterField = z.infer<typeof ZCrmFilterField>
export const ZCrmFilterFieldsResponse = z.object({ data: z.array(ZCrmFilterField) })
/** GET users/dashboardDropdownValues?db_field=&table_name=: the values one CRM field takes in the company. */
export const ZCrmFieldValuesQuery = z
  .object({ db_field: z.string().trim().min(1, 'db_field is required.').max(100), table_name: z.enum(CRM_FIELD_TABLES) })
  .strict()
export const ZCrmFieldValuesResponse = z.object({ data: z.array(z.string()) })
