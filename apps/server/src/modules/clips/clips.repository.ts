import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { clips } from '../../db/schema/clips'
import { meetings } from '../../db/schema/meetings'
import { transcriptSegments } from '../../db/schema/transcripts'
import { users } from '../../db/schema/users'

export type ClipRow = typeof clips.$inferSelect
export type ClipStatus = ClipRow['status']
export interface ClipListRow {
  clip: ClipRow
  meetingTitle: string | null
  userName: string | null
}

/** The facts a clip needs about its call: its length and where its media lives. */
export async function findClipSource(
  tx: Db,
  meetingId: number,
): Promise<{ videoDuration: number | null; storageKey: string | null; mediaType: string | null } | undefined> {
  const rows = await tx
    .select({ videoDuration: meetings.videoDuration, storageKey: meetings.storageKey, mediaType: meetings.mediaType })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  return rows[0]
}

export async function insertClip(tx: Db, row: typeof clips.$inferInsert): Promise<ClipRow> {
  const [inserted] = await tx.insert(clips).values(row).returning()
  if (!inserted) throw new Error('clip insert returned nothing')
  return inserted
}

/** Clips of live calls only: a deleted call's clips go with it. */
const live = isNull(meetings.deletedAt)

/** Clips newest first, with their call's title and creator's name. `where` narrows (by user, call or id). */
export async function listClips(tx: Db, where: SQL | undefined, limit = 500): Promise<ClipListRow[]> {
  return tx
    .select({ clip: clips, meetingTitle: meetings.title, userName: users.name })
    .from(clips)
    .innerJoin(meetings, eq(meetings.id, clips.meetingId))
    .leftJoin(users, eq(users.id, clips.userId))
    .where(and(live, where))
    .orderBy(desc(clips.createdAt), desc(clips.id))
    .limit(limit)
}

export const clipById = (id: number) => eq(clips.id, id)
export const clipsOfMeeting = (meetingId: number) => eq(clips.meetingId, meetingId)
export const clipsOfUser = (userId: number) => eq(clips.userId, userId)
export const clipsOfMeetings = (meetingIds: number[]) => inArray(clips.meetingId, meetingIds)

export async function findClip(tx: Db, id: number): Promise<ClipListRow | undefined> {
  return (await listClips(tx, clipById(id), 1))[0]
}

/**
 * Moves a clip from one of `from` to `to` and returns whether it moved: a conditional update, so two runs of the
 * render job never both start, and a finished clip is never reopened.
 */
export async function moveClipStatus(
  tx: Db,
  id: number,
  from: ClipStatus[],
  to: Partial<typeof clips.$inferInsert> & { status: ClipStatus },
): Promise<boolean> {
  const rows = await tx
    .update(clips)
    .set({ ...to, updatedAt: new Date() })
    .where(and(eq(clips.id, id), inArray(clips.status, from)))
    .returning({ id: clips.id })
  return rows.length > 0
}

export async function deleteClipRow(tx: Db, id: number): Promise<ClipRow | undefined> {
  const rows = await tx.delete(clips).where(eq(clips.id, id)).returning()
  return rows[0]
}

/** The call's transcript lines that overlap [startMs, endMs), in order. */
export async function segmentsBetween(tx: Db, meetingId: number, startMs: number, endMs: number) {
  return tx
    .select({ speaker: transcriptSegments.speaker, startMs: transcriptSegments.startMs, endMs: transcriptSegments.endMs, text: transcriptSegments.text })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, meetingId), gt(transcriptSegments.endMs, startMs), lt(transcriptSegments.startMs, endMs)))
    .orderBy(asc(transcriptSegments.startMs), asc(transcriptSegments.idx))
}
