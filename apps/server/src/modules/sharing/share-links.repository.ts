import { and, count, desc, eq, gt, isNull, max, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { meetings } from '../../db/schema/meetings'
import { shareLinks, shareLinkViews } from '../../db/schema/sharing'
import { users } from '../../db/schema/users'

export type ShareLinkRow = typeof shareLinks.$inferSelect

/**
 * The company a token hash belongs to, read as the schema owner: an anonymous visitor has no tenant yet. Only the
 * company id leaves this query; everything else is read inside that company's tenant transaction.
 */
export async function findShareLinkCompany(system: Db, tokenHash: string): Promise<number | undefined> {
  const rows = await system.select({ companyId: shareLinks.companyId }).from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash)).limit(1)
  return rows[0]?.companyId
}

export async function findShareLinkByHash(tx: Db, tokenHash: string): Promise<ShareLinkRow | undefined> {
  const rows = await tx.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash)).limit(1)
  return rows[0]
}

export async function findShareLinkById(tx: Db, id: number): Promise<ShareLinkRow | undefined> {
  const rows = await tx.select().from(shareLinks).where(eq(shareLinks.id, id)).limit(1)
  return rows[0]
}

/** The facts share rules need about a live recording: its owner, length and whether its media is ours to stream. */
export async function findSharedMeeting(
  tx: Db,
  meetingId: number,
): Promise<{ ownerId: number | null; videoDuration: number | null; hasStoredMedia: boolean } | undefined> {
  const rows = await tx
    .select({ ownerId: meetings.userId, videoDuration: meetings.videoDuration, hasStoredMedia: sql<boolean>`${meetings.storageKey} is not null` })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  return rows[0]
}

export async function insertShareLink(tx: Db, row: typeof shareLinks.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(shareLinks).values(row).returning({ id: shareLinks.id })
  if (!inserted) throw new Error('share link insert returned nothing')
  return inserted.id
}

export interface LiveLinkRow {
  link: ShareLinkRow
  creator: string | null
  views: number
  lastViewedAt: Date | null
}

/** A call's links that still open (not revoked, not expired), newest first, with their view counts. */
export async function listLiveLinks(tx: Db, meetingId: number, now: Date): Promise<LiveLinkRow[]> {
  return tx
    .select({ link: shareLinks, creator: users.name, views: count(shareLinkViews.id), lastViewedAt: max(shareLinkViews.viewedAt) })
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createdBy))
    .leftJoin(shareLinkViews, eq(shareLinkViews.shareLinkId, shareLinks.id))
    .where(and(eq(shareLinks.meetingId, meetingId), isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now))))
    .groupBy(shareLinks.id, users.name)
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
}

export async function revokeShareLink(tx: Db, id: number, now: Date): Promise<Date | undefined> {
  const rows = await tx
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(shareLinks.id, id))
    .returning({ revokedAt: shareLinks.revokedAt })
  return rows[0]?.revokedAt ?? undefined
}

export async function insertShareView(tx: Db, row: typeof shareLinkViews.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(shareLinkViews).values(row).returning({ id: shareLinkViews.id })
  if (!inserted) throw new Error('share view insert returned nothing')
  return inserted.id
}

/** Records the e-mail a visitor gave on their own opening of the link; false when the view is not this link's. */
export async function setShareViewEmail(tx: Db, viewId: number, shareLinkId: number, email: string): Promise<boolean> {
  const rows = await tx
    .update(shareLinkViews)
    .set({ email })
    .where(and(eq(shareLinkViews.id, viewId), eq(shareLinkViews.shareLinkId, shareLinkId)))
    .returning({ id: shareLinkViews.id })
  return rows.length > 0
}
