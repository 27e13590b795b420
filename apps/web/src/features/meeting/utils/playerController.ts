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
  /** Seconds into the call where the media file starts (a shared snippet's file holds its window only). */
  readonly mediaOffset: number
  /** Called with the snippet that just ended. */
  onSnippetEnd(listener: (snippet: SnippetRange) => void): () => void
}

/**
 * `bounds` keeps playback inside one part of the call (a shared snippet link): a seek outside it lands at its edge,
 * playback stops at its end, and Play at the end starts the part again. `mediaOffset` is where the file starts in
 * the call: the controller speaks call time, the element its own.
 */
export function createPlayerController(bounds: SnippetRange | null = null, mediaOffset = 0): PlayerController {
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
  const clamp = (t: number) => (bounds ? Math.min(bounds.end, Math.max(bounds.start, t)) : Math.max(0, t))
  const at = (el: HTMLMediaElement) => el.currentTime + mediaOffset
  const moveTo = (el: HTMLMediaElement, t: number) => {
    el.currentTime = Math.max(0, t - mediaOffset)
  }
  const endSnippet = (el: HTMLMediaElement, ended: SnippetRange) => {
    snippet = null
    el.pause()
    for (const l of snippetListeners) l(ended)
  }
  const onTimeUpdate = () => {
    if (!media) return
    const now = at(media)
    if (snippet && now >= snippet.end) endSnippet(media, snippet)
    // Within bounds, reaching their end is the end of the shared snippet, however playback got there.
    else if (bounds && !media.paused && now >= bounds.end) endSnippet(media, bounds)
    if (bounds && (now > bounds.end || now < bounds.start)) moveTo(media, clamp(now))
    setTime(at(media))
  }
  const onPlay = () => {
    if (media && bounds && at(media) >= bounds.end - 0.05) moveTo(media, bounds.start)
  }
  const apply = (el: HTMLMediaElement, seconds: number, play: boolean) => {
    moveTo(el, seconds)
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
      const target = clamp(seconds)
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
        media.removeEventListener('play', onPlay)
      }
      media = next
      if (!media) return
      media.addEventListener('timeupdate', onTimeUpdate)
      media.addEventListener('seeked', onTimeUpdate)
      media.addEventListener('loadedmetadata', onReady)
      media.addEventListener('play', onPlay)
      if (time > 0) pending = { seconds: time, play: false }
      if (media.readyState >= 1) onReady()
    },
    getMedia: () => media,
    mediaOffset,
    onSnippetEnd(listener) {
      snippetListeners.add(listener)
      return () => snippetListeners.delete(listener)
    },
  }
}
