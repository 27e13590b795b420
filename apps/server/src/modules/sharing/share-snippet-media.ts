import type { AppDeps } from '../../platform/deps'
import { notFound } from '../../platform/errors'
import type { Storage } from '../../platform/storage/storage'
import { clipFileType } from '../clips'
import { findClipSource } from '../clips'
import { cutStoredMedia } from '../clips'
import type { ShareLinkRow } from './share-links.repository'

export const SNIPPET_MEDIA_FAILED_MESSAGE = 'The shared part of this recording could not be prepared.'

/** The stored file a snippet link plays: its window only, cut once from the call's recording. */
export interface SnippetMedia {
  key: string
  contentType: string
}

// One cut per link at a time in this process; a second process that finds no file cuts the same window again, and
// the later put replaces an identical file.
const cutting = new Map<number, Promise<SnippetMedia>>()

async function cutSnippet(deps: AppDeps, storage: Storage, link: ShareLinkRow): Promise<SnippetMedia> {
  const source = await deps.db.withTenant(link.companyId, (tx) => findClipSource(tx, link.meetingId as number))
  if (!source?.storageKey) throw notFound('This recording has no media file.')
  const audioOnly = (source.mediaType ?? '').startsWith('audio/')
  const key = `companies/${link.companyId}/share-snippets/${link.id}/snippet.${audioOnly ? 'm4a' : 'mp4'}`
  if (await storage.stat(key)) return { key, contentType: clipFileType(key) }
  const result = await cutStoredMedia(storage, {
    sourceKey: source.storageKey,
    targetKey: key,
    startSeconds: (link.snippetStartMs as number) / 1000,
    endSeconds: (link.snippetEndMs as number) / 1000,
    audioOnly,
  })
  if (!result.ok) throw notFound(SNIPPET_MEDIA_FAILED_MESSAGE)
  return { key, contentType: clipFileType(key) }
}

/**
 * A snippet link's media: the window cut into its own file on the first request (and kept), so the full recording
 * never leaves the server through the link. The caller has checked the link.
 */
export function snippetMedia(deps: AppDeps, storage: Storage, link: ShareLinkRow): Promise<SnippetMedia> {
  const running = cutting.get(link.id)
  if (running) return running
  const started = cutSnippet(deps, storage, link).finally(() => cutting.delete(link.id))
  cutting.set(link.id, started)
  return started
}
