import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { analysisResults, bestPractices, meetingInsights, objections, swotInsights } from '../../db/schema/analysis'
import { auditLog } from '../../db/schema/audit'
import { calendarEvents } from '../../db/schema/calendar'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { meetings } from '../../db/schema/meetings'
import { transcriptSegments } from '../../db/schema/transcripts'

/** What deleting and downloading need to know about a live recording. */
export async function findMeetingForDeletion(tx: Db, meetingId: number) {
  const rows = await tx
    .select({
      id: meetings.id,
      title: meetings.title,
      storageKey: meetings.storageKey,
      thumbnailKey: meetings.thumbnailKey,
      mediaType: meetings.mediaType,
      eventEmails: calendarEvents.attendeeEmails,
      organizerEmail: calendarEvents.organizerEmail,
      eventDealId: calendarEvents.primaryDealId,
    })
    .from(meetings)
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  return rows[0]
}

export async function primaryDealOf(tx: Db, meetingId: number): Promise<number | null> {
  const rows = await tx
    .select({ dealId: meetingDeals.dealId })
    .from(meetingDeals)
    .where(and(eq(meetingDeals.meetingId, meetingId), eq(meetingDeals.isPrimary, true)))
  return rows[0]?.dealId ?? null
}

/**
 * Marks the recording deleted and removes its transcript and analysis. The media file goes after the transaction;
 * storage_key stays set until it is gone, so a retention job can find files whose removal failed
 * (deleted_at is not null and storage_key is not null).
 */
export async function markDeleted(tx: Db, meetingId: number, userId: number, at: Date): Promise<void> {
  await tx
    .update(meetings)
    .set({ deletedAt: at, deletedBy: userId, transcriptStatus: 'none', processingStatus: null, videoUrl: null })
    .where(eq(meetings.id, meetingId))
  await tx.delete(transcriptSegments).where(eq(transcriptSegments.meetingId, meetingId))
  await tx.delete(swotInsights).where(eq(swotInsights.meetingId, meetingId))
  await tx.delete(bestPractices).where(eq(bestPractices.meetingId, meetingId))
  await tx.delete(objections).where(eq(objections.meetingId, meetingId))
  await tx.delete(meetingInsights).where(eq(meetingInsights.meetingId, meetingId))
  await tx.delete(analysisResults).where(eq(analysisResults.meetingId, meetingId))
}

/** Once the media files are removed from storage. */
export async function clearMediaKeys(tx: Db, meetingId: number): Promise<void> {
  await tx.update(meetings).set({ storageKey: null, thumbnailKey: null }).where(eq(meetings.id, meetingId))
}

export async function auditMeetingDeletion(
  tx: Db,
  entry: { companyId: number; actorUserId: number; impersonatorUserId: number | null; meetingId: number; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: entry.companyId,
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId,
    action: 'meeting.delete',
    targetType: 'meeting',
    targetId: String(entry.meetingId),
    details: entry.details,
    at: entry.at,
  })
}
