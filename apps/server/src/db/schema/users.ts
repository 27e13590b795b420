import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, tstz, updatedAt } from './columns'
import { calendarProvider, licenseKind, userPolicy, userRole } from './enums'

/** Per-company list of job functions (AE, BDR, Sales, CSM, Tech…): admin-center dropdowns and filters. */
export const functions = pgTable(
  'functions',
  {
    id: pk(),
    companyId: tenantId(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('functions_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
)

/** Per-company list of departments. */
export const departments = pgTable(
  'departments',
  {
    id: pk(),
    companyId: tenantId(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('departments_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
)

export const users = pgTable(
  'users',
  {
    id: pk(),
    companyId: tenantId(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    // Function and department are stored by name: the spec's rules compare names (company 28: AE, BDR) and
    // reports group by them; the lookup tables above hold the allowed values.
    function: text(),
    department: text(),
    /** Region (shown as 'Region' for two companies). */
    location: text(),
    /** user_platform: the sign-in / calendar platform, e.g. google or microsoft. */
    platform: text(),
    timeZone: text(),
    userRole: userRole().notNull().default('user'),
    isManager: boolean().notNull().default(false),
    policy: userPolicy().notNull().default('edit'),
    /** 'active' | 'cancelled' | others seen in the data. */
    status: text().notNull().default('active'),
    onboardingDate: date(),
    licenseExpiryDate: date(),
    hasCompletedOnboarding: boolean().notNull().default(false),
    /** post_meeting_email_nomination_status */
    postMeetingEmail: boolean().notNull().default(true),
    prepNotesEnabled: boolean().notNull().default(true),
    /** Minutes before a meeting the prep note is sent. */
    prepNoteInterval: integer(),
    deleteMeetingAllowed: boolean().notNull().default(false),
    // Notetaker: the master toggle and five notetaker flags of the user (the three UI toggles map onto them).
    notetakerEnabled: boolean().notNull().default(true),
    notetakerInternalMeeting: boolean().notNull().default(true),
    notetakerExternalMeeting: boolean().notNull().default(true),
    notetakerInternalHost: boolean().notNull().default(true),
    notetakerExternalHost: boolean().notNull().default(true),
    notetakerSelfHost: boolean().notNull().default(true),
    /** notetaker_welcome_message: the privacy message the bot posts when joining. */
    privacyMessageEnabled: boolean().notNull().default(false),
    nominatedBy: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** calendar_sync_pending, disconnected_calendar_service_provider and other loose flags. */
    metaData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastLoginAt: tstz(),
    /**
     * Bumped whenever the user's sessions must end (deactivation, reactivation, a role or access change, sign out
     * everywhere): a bearer token carries the version it was signed with and is refused once they differ.
     */
    sessionVersion: integer().notNull().default(1),
    /** DELETE /delete_my_account keeps the row (meetings and audit refer to it) and marks it. */
    deletedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    // Sign-in looks a user up by e-mail before the tenant is known.
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_company_name_idx').on(t.companyId, t.name),
  ],
)

/** A user's sign-in identities (OpenID Connect issuer subject), so e-mail changes do not break sign-in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: calendarProvider().notNull(),
    subject: text().notNull(),
    email: text(),
    lastLoginAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_identities_provider_subject_uq').on(t.provider, t.subject),
    index('user_identities_company_idx').on(t.companyId),
    index('user_identities_user_idx').on(t.userId),
  ],
)

/** Reporting line (user_managers): a user may have several managers. */
export const userManagers = pgTable(
  'user_managers',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_managers_user_manager_uq').on(t.userId, t.managerId),
    index('user_managers_company_idx').on(t.companyId),
    // "My team" walks the line downwards.
    index('user_managers_manager_idx').on(t.managerId),
  ],
)

/** Nomination types per company: User, Manager, Admin and, for some companies, the two View Only kinds. */
export const licenses = pgTable(
  'licenses',
  {
    id: pk(),
    companyId: tenantId(),
    title: text().notNull(),
    kind: licenseKind().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('licenses_company_title_uq').on(t.companyId, t.title)],
)

export const userLicenses = pgTable(
  'user_licenses',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseId: integer()
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    /** Shown as Onboarded or Pending. */
    onboardedStatus: boolean().notNull().default(false),
    nominatedAt: tstz().notNull().defaultNow(),
    nominatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('user_licenses_user_license_uq').on(t.userId, t.licenseId),
    index('user_licenses_company_idx').on(t.companyId),
    index('user_licenses_license_idx').on(t.licenseId),
  ],
)
