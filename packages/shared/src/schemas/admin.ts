import { z } from 'zod'
import { ZPolicy, ZUserRole } from './user'

// The admin center's API (admin_panel_user_data, update_user_details, invite_new_user). Field names are the spec's.

export const ONBOARDING_DATE_PRESETS = ['all', 'last_3_months', 'last_6_months', 'last_1_year'] as const
export const ZOnboardingDatePreset = z.enum(ONBOARDING_DATE_PRESETS)
export type TOnboardingDatePreset = z.infer<typeof ZOnboardingDatePreset>

export const LICENSE_KINDS = ['user', 'manager', 'admin', 'view_only_all_calls', 'view_only_participated_calls'] as const
export const ZLicenseKind = z.enum(LICENSE_KINDS)
export type TLicenseKind = z.infer<typeof ZLicenseKind>

const names = (max: number) => z.array(z.string().max(200)).max(max).default([])
const ids = (max: number) => z.array(z.number().int().positive()).max(max).default([])

/** The ten filters. Value lists come from the distinct endpoint; people are filtered by id, nominations by title. */
export const ZAdminFilters = z
  .object({
    functions: names(500),
    departments: names(500),
    companies: ids(500),
    user_status: names(20),
    nominations: names(50),
    managers: ids(1000),
    user_names: ids(1000),
    locations: names(500),
    nominated_by: ids(1000),
    onboarding_date: ZOnboardingDatePreset.default('all'),
  })
  .strict()
export type TAdminFilters = z.infer<typeof ZAdminFilters>
export type TAdminFiltersInput = z.input<typeof ZAdminFilters>

export const ADMIN_SORT_COLUMNS = [
  'name',
  'email',
  'company',
  'role',
  'status',
  'onboarding_date',
  'license_expiry_date',
  'function',
  'department',
  'location',
  'platform',
  'service_provider',
  'calendar',
  'nominated_by',
  'internal_meeting',
  'external_meeting_external_host',
  'external_meeting_internal_host',
] as const
export const ZAdminSortColumn = z.enum(ADMIN_SORT_COLUMNS)
export type TAdminSortColumn = z.infer<typeof ZAdminSortColumn>
export const ZAdminSort = z.object({ column: ZAdminSortColumn, direction: z.enum(['asc', 'desc']) }).strict()
export type TAdminSort = z.infer<typeof ZAdminSort>

/** POST /api/users/admin_panel_user_data: filters, sort, take 20, skip. */
export const ZAdminUsersRequest = z
  .object({
    filters: ZAdminFilters.prefault({}),
    sort: ZAdminSort.nullable().default(null),
    take: z.number().int().min(1).max(100).default(20),
    skip: z.number().int().min(0).max(10_000_000).default(0),
  })
  .strict()
export type TAdminUsersRequest = z.input<typeof ZAdminUsersRequest>

export const ZAdminUsersQuery = z.object({ distinct: z.enum(['true', 'false']).optional() }).strict()

/** The export takes the table's filters and sort; every matching row is written. */
export const ZAdminExportRequest = z.object({ filters: ZAdminFilters.prefault({}), sort: ZAdminSort.nullable().default(null) }).strict()
export const ZExportFormat = z.enum(['xlsx', 'csv'])
export const ZAdminExportQuery = z.object({ format: ZExportFormat.default('xlsx') }).strict()

/** licenses: array of id, title, onboarded_status (shown as Onboarded or Pending). */
export const ZAdminUserLicense = z.object({
  id: z.number(),
  title: z.string(),
  kind: ZLicenseKind,
  onboarded_status: z.boolean(),
  nominated_at: z.string(),
})

/** The impersonate link is minted on demand (single-use tokens). */
export const ZAdminUserRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company_id: z.number(),
  company: z.string(),
  manager_emails: z.array(z.string()),
  /** Manager names, comma separated. */
  managers: z.string(),
  role: ZUserRole,
  policy: ZPolicy,
  onboarding_date: z.string().nullable(),
  license_expiry_date: z.string().nullable(),
  status: z.string(),
  function: z.string().nullable(),
  department: z.string().nullable(),
  /** Region. */
  location: z.string().nullable(),
  /** 1 means recording: a connected calendar with the notetaker on. */
  calendar: z.union([z.literal(0), z.literal(1)]),
  /** The calendar provider: google or microsoft. */
  service_provider: z.string().nullable(),
  platform: z.string().nullable(),
  nominated_by: z.string().nullable(),
  licenses: z.array(ZAdminUserLicense),
  internal_meeting: z.number(),
  external_meeting_external_host: z.number(),
  external_meeting_internal_host: z.number(),
})
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>

/** A nomination type a company offers (the invite and edit modals list them). */
export const ZLicenseType = z.object({ id: z.number(), title: z.string(), kind: ZLicenseKind, company_id: z.number() })
export type TLicenseType = z.infer<typeof ZLicenseType>

export const ZAdminUsersResponse = z.object({
  data: z.object({
    total_count: z.number(),
    /** How many of the matching users have a connected calendar. */
    calendar_integrated: z.number(),
    licenses: z.array(ZLicenseType),
    data: z.array(ZAdminUserRow),
  }),
})
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>

const ZPerson = z.object({ id: z.number(), name: z.string(), email: z.string() })
export type TPerson = z.infer<typeof ZPerson>
/** Company list item. */
export const ZCompanyListItem = z.object({ id: z.number(), name: z.string() })

/** ?distinct=true: the option lists of the filters. */
export const ZAdminDistinctResponse = z.object({
  data: z.object({
    functions: z.array(z.string()),
    departments: z.array(z.string()),
    companies: z.array(ZCompanyListItem),
    managers: z.array(ZPerson),
    users: z.array(ZPerson),
    status: z.array(z.string()),
    locations: z.array(z.string()),
    nominated_by: z.array(ZPerson),
    nominations: z.array(z.string()),
  }),
})
export type TAdminDistinct = z.infer<typeof ZAdminDistinctResponse>['data']

// Lenient on purpose: missing or malformed values get the spec's own messages from rules/admin-validation.
const text = (max: number) => z.string().max(max)

/** POST /api/invite_new_user: the invite payload. */
export const ZInviteRequest = z
  .object({
    name: text(200).default(''),
    email: text(320).default(''),
    manager_emails: z.array(text(320)).max(50).default([]),
    company_id: z.number().int().positive().nullable().default(null),
    license_ids: z.array(z.number().int().positive()).max(10).default([]),
    send_email: z.boolean().default(false),
    function: text(100).nullable().default(null),
    department: text(100).nullable().default(null),
  })
  .strict()
export type TInviteRequest = z.input<typeof ZInviteRequest>
export type TInvite = z.infer<typeof ZInviteRequest>

export const ZInviteResponse = z.object({
  message: z.string(),
  data: z.object({ user_id: z.number(), email_status: z.enum(['sent', 'stored', 'failed', 'not_sent']) }),
})

/**
 * PUT /api/update_user_details: user_id plus mark_admin (or role), or status with license_ids, or the details
 * (name, manager_emails, license_ids, function, department, admin_nomination_date).
 */
export const ZUpdateUserRequest = z
  .object({
    user_id: z.number().int().positive(),
    mark_admin: z.boolean().optional(),
    role: ZUserRole.optional(),
    status: z.enum(['active', 'cancelled']).optional(),
    name: text(200).optional(),
    manager_emails: z.array(text(320)).max(50).optional(),
    license_ids: z.array(z.number().int().positive()).max(10).optional(),
    function: text(100).nullable().optional(),
    department: text(100).nullable().optional(),
    /** YYYY-MM-DD: when the Admin nomination was given; never in the future. */
    admin_nomination_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
      .nullable()
      .optional(),
  })
  .strict()
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>
export const ZUpdateUserResponse = z.object({ message: z.string(), user_id: z.number() })

// The audit log view.
export const AUDIT_CATEGORIES = ['admin', 'impersonation', 'users', 'status', 'settings', 'deletions', 'sharing', 'sign_ins', 'all'] as const
export const ZAuditCategory = z.enum(AUDIT_CATEGORIES)
export type TAuditCategory = z.infer<typeof ZAuditCategory>

export const ZAuditLogQuery = z
  .object({
    category: ZAuditCategory.default('admin'),
    company_id: z.coerce.number().int().positive().optional(),
    take: z.coerce.number().int().min(1).max(100).default(20),
    skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .strict()
/** The query as a client sends it (numbers, before the querystring coercion). */
export type TAuditLogQuery = { category?: TAuditCategory; company_id?: number; take?: number; skip?: number }

const ZAuditPerson = z.object({ id: z.number(), name: z.string().nullable(), email: z.string().nullable() })
export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  company_id: z.number(),
  company: z.string().nullable(),
  action: z.string(),
  /** Null for the system; name and e-mail are null when the person belongs to another company. */
  actor: ZAuditPerson.nullable(),
  impersonator: ZAuditPerson.nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})
export type TAuditEntry = z.infer<typeof ZAuditEntry>
export const ZAuditLogResponse = z.object({ total_count: z.number(), data: z.array(ZAuditEntry) })
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>

/** Re-analysis of the company's stored calls: how many the current analyzer has written, of all analysed. */
export const ZReanalysisResponse = z.object({
  data: z.object({ total: z.number().int().nonnegative(), current: z.number().int().nonnegative(), queued: z.boolean() }),
})
export type TReanalysisResponse = z.infer<typeof ZReanalysisResponse>
