import { useEffect, useState } from 'react'

export interface MediaState {
  playing: boolean
  duration: number
  rate: number
  muted: boolean
}

/** Play state, length, speed and mute of a media element, kept in React state from its events. */
export function useMediaState(media: HTMLMediaElement | null, fallbackDuration: number): MediaState {
  const [state, setState] = useState<MediaState>({ playing: false, duration: fallbackDuration, rate: 1, muted: false })
  useEffect(() => {
    if (!media) return
    const sync = () =>
      setState({
        playing: !media.paused && !media.ended,
        duration: Number.isFinite(media.duration) && media.duration > 0 ? media.duration : fallbackDuration,
        rate: media.playbackRate,
        muted: media.muted,
      })
    const events = ['play', 'pause', 'ended', 'loadedmetadata', 'durationchange', 'ratechange', 'volumechange'] as const
    for (const e of events) media.addEventListener(e, sync)
    sync()
    return () => {
      for (const e of events) media.removeEventListener(e, sync)
    }
  }, [media, fallbackDuration])
  return state
}
