/** A snippet being played: playback stops at `end` with the notice 'Video snippet has ended!'. */
export interface SnippetRange {
  start: number
  end: number
}

/**
 * The call page's clock, shared by the player, the transcript and the checklist. It follows the media element when
 * there is one; without media it still moves on a seek, so a snippet click lands on the transcript's line.
 */
export interface PlayerController {
  getTime(): number
  subscribe(listener: () => void): () => void
  /** Moves to `seconds`; `play` starts playback when media is attached (a blocked autoplay only seeks). */
  seek(seconds: number, options?: { play?: boolean; snippet?: SnippetRange | null }): void
  attach(media: HTMLMediaElement | null): void
  getMedia(): HTMLMediaElement | null
  /** Called with the snippet that just ended. */
  onSnippetEnd(listener: (snippet: SnippetRange) => void): () => void
}

export function createPlayerController(): PlayerController {
  let media: HTMLMediaElement | null = null
  let time = 0
  let snippet: SnippetRange | null = null
  let pending: { seconds: number; play: boolean } | null = null
  const listeners = new Set<() => void>()
  const snippetListeners = new Set<(s: SnippetRange) => void>()

  const emit = () => {
    for (const l of listeners) l()
  }
  const setTime = (t: number) => {
    if (t === time) return
    time = t
    emit()
  }
  const onTimeUpdate = () => {
    if (!media) return
    if (snippet && media.currentTime >= snippet.end) {
      const ended = snippet
      snippet = null
      media.pause()
      for (const l of snippetListeners) l(ended)
    }
    setTime(media.currentTime)
  }
  const apply = (el: HTMLMediaElement, seconds: number, play: boolean) => {
    el.currentTime = seconds
    if (play) el.play().catch(() => undefined)
  }
  const onReady = () => {
    if (!media || !pending) return
    apply(media, pending.seconds, pending.play)
    pending = null
  }

  return {
    getTime: () => time,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    seek(seconds, options = {}) {
      const target = Math.max(0, seconds)
      snippet = options.snippet ?? null
      setTime(target)
      if (!media) return
      // Before metadata is in, a seek is lost: keep it until the element can take it.
      if (media.readyState < 1) pending = { seconds: target, play: options.play ?? false }
      else apply(media, target, options.play ?? false)
    },
    attach(next) {
      if (media === next) return
      if (media) {
        media.removeEventListener('timeupdate', onTimeUpdate)
        media.removeEventListener('seeked', onTimeUpdate)
        media.removeEventListener('loadedmetadata', onReady)
      }
      media = next
      if (!media) return
      media.addEventListener('timeupdate', onTimeUpdate)
      media.addEventListener('seeked', onTimeUpdate)
      media.addEventListener('loadedmetadata', onReady)
      if (time > 0) pending = { seconds: time, play: false }
      if (media.readyState >= 1) onReady()
    },
    getMedia: () => media,
    onSnippetEnd(listener) {
      snippetListeners.add(listener)
      return () => snippetListeners.delete(listener)
    },
  }
}
