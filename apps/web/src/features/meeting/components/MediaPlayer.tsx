import { Alert } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '../../../lib/toast'
import { useMediaState } from '../hooks/useMediaState'
import type { PlayerController } from '../utils/playerController'
import { PlayerControls } from './PlayerControls'
import { ProgressBar, type SignalMarker } from './ProgressBar'

export const SNIPPET_ENDED_MESSAGE = 'Video snippet has ended!'

interface MediaPlayerProps {
  controller: PlayerController
  /** A signed media URL served with HTTP range requests. */
  src: string
  /** The call's length from its details, until the media reports its own. */
  duration: number
  markers: readonly SignalMarker[]
  meetingId: number
  title: string
}

/**
 * The recording. One <video> element plays both kinds of media; when the file has no picture (videoWidth 0 after
 * metadata) the black box gives way to a waveform-style bar.
 */
export function MediaPlayer({ controller, src, duration, markers, meetingId, title }: MediaPlayerProps) {
  const box = useRef<HTMLDivElement>(null)
  const [media, setMedia] = useState<HTMLVideoElement | null>(null)
  const [audioOnly, setAudioOnly] = useState(false)
  const [snippetEnded, setSnippetEnded] = useState(false)
  const [failed, setFailed] = useState(false)
  const state = useMediaState(media, duration, controller.mediaOffset)

  const ref = useCallback(
    (el: HTMLVideoElement | null) => {
      setMedia(el)
      controller.attach(el)
    },
    [controller],
  )
  useEffect(() => () => controller.attach(null), [controller])
  useEffect(
    () =>
      controller.onSnippetEnd(() => {
        setSnippetEnded(true)
        toast.info(SNIPPET_ENDED_MESSAGE)
      }),
    [controller],
  )
  useEffect(() => {
    if (state.playing) setSnippetEnded(false)
  }, [state.playing])

  return (
    <section className={audioOnly ? 'player player--audio' : 'player'} aria-label="Recording" ref={box}>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript tab is the call's text alternative */}
      <video
        ref={ref}
        className="player__video"
        src={src}
        preload="metadata"
        playsInline
        title={title}
        data-testid="meeting-media"
        onLoadedMetadata={(e) => setAudioOnly(e.currentTarget.videoWidth === 0)}
        onError={() => setFailed(true)}
        onClick={(e) => (e.currentTarget.paused ? void e.currentTarget.play().catch(() => undefined) : e.currentTarget.pause())}
      />
      {audioOnly ? <p className="player__audio-label">Audio recording</p> : null}
      {failed ? <Alert type="error" showIcon title="The recording could not be loaded. Reload the page to try again." /> : null}
      <ProgressBar controller={controller} duration={state.duration} markers={markers} waveformSeed={audioOnly ? meetingId : undefined} />
      {media ? (
        <PlayerControls
          controller={controller}
          media={media}
          state={state}
          onFullscreen={audioOnly ? undefined : () => void box.current?.requestFullscreen?.().catch(() => undefined)}
        />
      ) : null}
      {snippetEnded ? (
        <p className="player__notice" role="status">
          {SNIPPET_ENDED_MESSAGE}
        </p>
      ) : null}
    </section>
  )
}
