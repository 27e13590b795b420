import { useEffect, useState } from 'react'

export interface MediaState {
  playing: boolean
  duration: number
  rate: number
  muted: boolean
}

/**
 * Play state, length, speed and mute of a media element, kept in React state from its events. A file longer than the
 * call it belongs to (trailing silence, or the demo's one shared synthetic track) is cut to the call's length. A file
 * that starts `mediaOffset` seconds into the call (a shared snippet) ends that much later in the call.
 */
export function useMediaState(media: HTMLMediaElement | null, fallbackDuration: number, mediaOffset = 0): MediaState {
  const [state, setState] = useState<MediaState>({ playing: false, duration: fallbackDuration, rate: 1, muted: false })
  useEffect(() => {
    if (!media) return
    const sync = () =>
      setState({
        playing: !media.paused && !media.ended,
        duration: Number.isFinite(media.duration) && media.duration > 0 ? callLength(media.duration + mediaOffset, fallbackDuration) : fallbackDuration,
        rate: media.playbackRate,
        muted: media.muted,
      })
    const events = ['play', 'pause', 'ended', 'loadedmetadata', 'durationchange', 'ratechange', 'volumechange'] as const
    const stopAtCallEnd = () => {
      if (fallbackDuration > 0 && !media.paused && media.currentTime + mediaOffset >= fallbackDuration) media.pause()
    }
    for (const e of events) media.addEventListener(e, sync)
    media.addEventListener('timeupdate', stopAtCallEnd)
    sync()
    return () => {
      for (const e of events) media.removeEventListener(e, sync)
      media.removeEventListener('timeupdate', stopAtCallEnd)
    }
  }, [media, fallbackDuration, mediaOffset])
  return state
}

/** The media's length, or the call's when the file runs longer (a call of unknown length keeps the file's). */
export function callLength(mediaSeconds: number, callSeconds: number): number {
  return callSeconds > 0 ? Math.min(mediaSeconds, callSeconds) : mediaSeconds
}
