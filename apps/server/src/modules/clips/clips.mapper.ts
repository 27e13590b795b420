import type { TClip, TClipTranscriptLine } from '@parley/shared/schemas/clips'
import type { ClipListRow } from './clips.repository'

/** Rendered clips are MP4: with video when the call has it, audio only (.m4a) for an audio recording. */
export const clipFileType = (key: string): string => (key.endsWith('.m4a') ? 'audio/mp4' : 'video/mp4')

export interface ClipLinks {
  videoURL: string | null
  downloadURL: string | null
  canDelete: boolean
}

/** A clip row in the API's shape; times in seconds. */
export function toClip(row: ClipListRow, links: ClipLinks, transcript?: TClipTranscriptLine[]): TClip {
  const { clip } = row
  return {
    id: clip.id,
    clip_id: String(clip.id),
    meeting_id: clip.meetingId,
    meeting_title: row.meetingTitle,
    user_id: clip.userId,
    user_name: row.userName,
    title: clip.title,
    status: clip.status,
    start_time: clip.startMs / 1000,
    duration: (clip.endMs - clip.startMs) / 1000,
    error: clip.error,
    videoURL: links.videoURL,
    downloadURL: links.downloadURL,
    url: links.videoURL,
    thumbnail: null,
    thumbnailURL: null,
    canDelete: links.canDelete,
    created_at: clip.createdAt.toISOString(),
    updated_at: clip.updatedAt.toISOString(),
    ...(transcript ? { transcript } : {}),
  }
}

/** The call's lines inside the clip, timed from the clip's start (a line that began earlier starts at 0). */
export function cutTranscript(
  segments: { speaker: string | null; startMs: number; endMs: number; text: string }[],
  startMs: number,
  endMs: number,
): TClipTranscriptLine[] {
  return segments.map((s) => ({
    speaker: s.speaker,
    start: Math.max(0, s.startMs - startMs) / 1000,
    end: (Math.min(endMs, s.endMs) - startMs) / 1000,
    text: s.text,
  }))
}
