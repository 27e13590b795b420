import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { meetings } from '../../db/schema/meetings'

/** Where a live recording's media is kept: a storage key, or only an external playback URL. */
export async function findMeetingMedia(tx: Db, meetingId: number): Promise<{ storageKey: string | null; mediaType: string | null } | undefined> {
  const rows = await tx
    .select({ storageKey: meetings.storageKey, mediaType: meetings.mediaType })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  return rows[0]
}
