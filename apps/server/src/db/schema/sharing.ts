import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { clips } from './clips'
import { createdAt, pk, tenantId, tstz } from './columns'
import { shareType } from './enums'
import { meetings } from './meetings'
import { users } from './users'

/**
 * A share link to a meeting or a clip. Only the SHA-256 of the token is stored; the token itself is shown once
 * (sharingToken in /sharedMeeting/{id} and /sharedClip/{id}).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer().references(() => meetings.id, { onDelete: 'cascade' }),
    clipId: integer().references(() => clips.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    shareType: shareType().notNull().default('anyone'),
    /** Who may open a restricted link. */
    emails: text().array().notNull().default([]),
    tokenHash: text().notNull().unique('share_links_token_hash_uq'),
    insightsVisible: boolean().notNull().default(true),
    /** Optional snippet ('Create snippet'): playback limited to this range. */
    snippetStartMs: integer(),
    snippetEndMs: integer(),
    expiresAt: tstz(),
    revokedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('share_links_one_target_ck', sql`num_nonnulls(meeting_id, clip_id) = 1`),
    index('share_links_company_idx').on(t.companyId),
    index('share_links_meeting_idx').on(t.meetingId),
    index('share_links_clip_idx').on(t.clipId),
  ],
)

/** Each opening of a share link (who, when, and the e-mail a visitor gave in the prompt). */
export const shareLinkViews = pgTable(
  'share_link_views',
  {
    id: pk(),
    companyId: tenantId(),
    shareLinkId: integer()
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    viewerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    email: text(),
    viewedAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('share_link_views_company_idx').on(t.companyId), index('share_link_views_link_idx').on(t.shareLinkId, t.viewedAt)],
)
