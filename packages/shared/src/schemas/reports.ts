import { z } from 'zod'

// The query every report sends ("All report calls are POST with a JSON body holding a query object"):
// scope, the three date ranges as unix seconds, one filter key per filter with a list of values, sort, paging and
// distinct mode. Each report's routes parse this, then check the filter keys, sort field and ranges against the
// report's own definition (apps/server/src/modules/reports/report-request.ts).

/** "Page size 25 for all report tables (skip = page x 25, take 25)". */
export const REPORT_PAGE_SIZE = 25
/** "export take 100000": the most rows one unpaged answer or export holds. */
export const REPORT_EXPORT_MAX_ROWS = 100_000
/** The most values one filter key may hold (docs/decisions.md). */
export const MAX_FILTER_VALUES = 1000
/** The most filter keys in one query, and the longest value. */
export const MAX_FILTER_KEYS = 60
export const MAX_FILTER_VALUE_LENGTH = 500

const unixSeconds = (name: string) =>
  z
    .number({ error: `${name} must be a time in seconds since 1970.` })
    .int(`${name} must be whole seconds.`)
    .min(0, `${name} must not be negative.`)
    .max(4_102_444_800, `${name} is too far in the future.`)
    .nullish()

const ZFilterValue = z.union([
  z.string().max(MAX_FILTER_VALUE_LENGTH, `A filter value is longer than ${MAX_FILTER_VALUE_LENGTH} characters.`),
  z.number(),
  z.boolean(),
])

/** One key per filter, values as lists ("plus one key per filter holding comma-separated values" in the URL). */
export const ZReportFilter = z
  .record(
    z.string().min(1).max(100),
    // A lone value counts as a list of one.
    z.preprocess(
      (v) => (v === null || v === undefined || Array.isArray(v) ? v : [v]),
      z
        .array(ZFilterValue, { error: 'A filter holds a list of values.' })
        .max(MAX_FILTER_VALUES, `A filter may hold at most ${MAX_FILTER_VALUES} values.`)
        .nullable(),
    ),
  )
  .refine((f) => Object.keys(f).length <= MAX_FILTER_KEYS, `At most ${MAX_FILTER_KEYS} filters at once.`)
export type TReportFilter = z.infer<typeof ZReportFilter>

/** "ascend/descend maps to asc/desc; clearing sends no sort." */
export const ZReportSort = z
  .object({
    field: z.string().min(1).max(100),
    type: z.enum(['asc', 'desc'], { error: "Sort type must be 'asc' or 'desc'." }),
  })
  .strict()
export type TReportSort = z.infer<typeof ZReportSort>

export const ZReportQuery = z
  .object({
    /** "Reports send the first value of the role filter as role": a scope name or a list whose first entry counts. */
    role: z.union([z.string().max(40), z.array(z.string().max(40)).max(10)]).nullish(),
    startTime: unixSeconds('startTime'),
    endTime: unixSeconds('endTime'),
    createdDateStartTime: unixSeconds('createdDateStartTime'),
    createdDateEndTime: unixSeconds('createdDateEndTime'),
    closeDateStartTime: unixSeconds('closeDateStartTime'),
    closeDateEndTime: unixSeconds('closeDateEndTime'),
    filter: ZReportFilter.nullish(),
    sort: ZReportSort.nullish(),
    skip: z.number().int().min(0, 'skip must not be negative.').max(10_000_000).nullish(),
    /** Omitted: every row (export), up to REPORT_EXPORT_MAX_ROWS. */
    take: z.number().int().min(1, 'take must be at least 1.').max(100, 'take must be at most 100.').nullish(),
    /** True: the filter option lists instead of rows. */
    distinct: z.boolean().nullish(),
    /** Signal ids whose deal checklist values the rows should carry (pipeline review). */
    checklist_filters: z.array(z.number().int().positive()).max(200).nullish(),
    /** The search-based pipeline mode: full-text search over deals (docs/decisions.md). */
    search: z.string().max(200, 'Search text is too long (at most 200 characters).').nullish(),
    group: z.enum(['day', 'week', 'month']).nullish(),
  })
  .strict()
export type TReportQuery = z.infer<typeof ZReportQuery>

/** Query-string flags of the report routes (elasticSearch=true turns on the search-based mode). */
export const ZReportFlags = z
  .object({
    elasticSearch: z.enum(['true', 'false']).optional(),
  })
  .loose()

/** Export routes: the format in the query string, the report query as the body. */
export const ZReportExportQuery = z.object({
  format: z.enum(['xlsx', 'csv'], { error: "format must be 'xlsx' or 'csv'." }),
  elasticSearch: z.enum(['true', 'false']).optional(),
  /** IANA zone for dates in the file; else the user's zone, else UTC. */
  tz: z.string().max(64).optional(),
})

/** One column or filter of a report: its label and info tooltip ("schema (column label and info per field)"). */
export const ZReportField = z.object({ label: z.string(), info: z.string(), category: z.string().optional() })
export type TReportField = z.infer<typeof ZReportField>
export const ZReportSchema = z.record(z.string(), ZReportField)

/** Distinct mode: "data[0] holds the value lists and data[1].schema the labels". */
export const ZDistinctResponse = z.object({
  data: z.tuple([z.record(z.string(), z.array(z.string())), z.object({ schema: ZReportSchema })]),
})
export type TDistinctResponse = z.infer<typeof ZDistinctResponse>

/** The answer when nothing matches an export: "exports simply do not run" — the API says why. */
export const NO_REPORT_EXPORT_DATA = 'No data available to export.'
