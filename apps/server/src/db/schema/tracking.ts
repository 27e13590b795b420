import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId } from './columns'
import { errorReportKind } from './enums'
import { users } from './users'

// Product telemetry. Pre-login signals have no tenant, so they are kept in the browser (utm_track) and sent
// after sign-in, or only logged: every row here belongs to a company.

/** POST /users/trackUserEvents and track_record (page views, export_click, chart clicks, deal_link_click…). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    page: text(),
    eventType: text().notNull(),
    sessionId: text(),
    /** Events of impersonation sessions are kept apart from adoption figures. */
    impersonation: boolean().notNull().default(false),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_events_company_created_idx').on(t.companyId, t.createdAt), index('tracking_events_user_created_idx').on(t.userId, t.createdAt)],
)

/** POST origins.json: where a user came from (UTM data). */
export const utmOrigins = pgTable(
  'utm_origins',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    referrer: text(),
    appLandingPage: text(),
    appParameters: text(),
    utmCampaign: text(),
    utmContent: text(),
    utmMedium: text(),
    utmSource: text(),
    utmTerm: text(),
    referredToInteraction: text(),
    referredToPage: text(),
    createdAt: createdAt(),
  },
  (t) => [index('utm_origins_company_created_idx').on(t.companyId, t.createdAt)],
)

/** POST exceptions/frontend (error and bug reports, 'Raise a bug') and exceptions/error_404. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: errorReportKind().notNull(),
    subject: text(),
    message: text(),
    stack: text(),
    pathname: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index('error_reports_company_created_idx').on(t.companyId, t.createdAt)],
)
