import { pgEnum } from 'drizzle-orm/pg-core'

// Closed value sets the spec names. Values are the spec's own spelling so API fields map one to one.

/** User.user_role */
export const userRole = pgEnum('user_role', ['user', 'company_admin', 'super_admin'])
/** User.policy */
export const userPolicy = pgEnum('user_policy', ['edit', 'view'])
/** Nomination types: User, Manager, Admin and the two View Only kinds. */
export const licenseKind = pgEnum('license_kind', ['user', 'manager', 'admin', 'view_only_all_calls', 'view_only_participated_calls'])
export const calendarProvider = pgEnum('calendar_provider', ['google', 'microsoft'])
export const crmProvider = pgEnum('crm_provider', ['hubspot', 'salesforce'])
/** OAuth-backed connections: calendars, CRMs, chat platforms. */
export const connectionStatus = pgEnum('connection_status', ['connected', 'disconnected', 'revoked', 'error'])
/** Who spoke: a rep (someone in the user's company) or a prospect (outside it): the dashboard's "Spoken by" filter. */
export const speakerSide = pgEnum('speaker_side', ['rep', 'prospect', 'unknown'])
/** Stage groups: open, won, lost. */
export const stageGroup = pgEnum('stage_group', ['open', 'won', 'lost'])
/** Share settings.shareType */
export const shareType = pgEnum('share_type', ['anyone', 'withInOrg', 'restricted'])
/** Clip.status, verbatim. */
export const clipStatus = pgEnum('clip_status', ['Created', 'In Progress', 'Failed', 'Completed'])
export const chatMessageType = pgEnum('chat_message_type', ['question', 'answer'])
/** POST exceptions/frontend and exceptions/error_404. */
export const errorReportKind = pgEnum('error_report_kind', ['frontend', 'error_404'])
/** Custom view.visibility (a boolean on the wire: Team or only me). */
export const viewVisibility = pgEnum('view_visibility', ['team', 'only_me'])
/** Win-loss SWOT nature. */
export const swotNature = pgEnum('swot_nature', ['strength', 'weakness', 'opportunity', 'threat'])
