import { Tooltip } from 'antd'
import type { KeyboardEvent, PointerEvent } from 'react'
import { useRef } from 'react'
import { usePlayerTime } from '../hooks/usePlayerTime'
import type { PlayerController } from '../utils/playerController'
import { formatClock } from '../utils/time'
import { WaveformBars } from './WaveformBars'

/** A checklist or insight moment drawn on the progress bar. */
export interface SignalMarker {
  seconds: number
  label: string
  tone: 'positive' | 'negative' | 'neutral'
}

interface ProgressBarProps {
  controller: PlayerController
  duration: number
  markers: readonly SignalMarker[]
  /** Audio-only recordings draw a waveform-style bar instead of a thin track. */
  waveformSeed?: number
}

const STEP_SECONDS = 5

/** The seek bar: click or drag to seek, arrow keys step 5 s, markers seek to their moment. */
export function ProgressBar({ controller, duration, markers, waveformSeed }: ProgressBarProps) {
  const track = useRef<HTMLDivElement>(null)
  const time = usePlayerTime(controller, (t) => Math.floor(t * 4) / 4)
  const length = Math.max(duration, 1)
  const ratio = Math.min(1, time / length)

  const seekFromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect()
    if (!box || box.width === 0) return
    controller.seek(((e.clientX - box.left) / box.width) * length)
  }
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -STEP_SECONDS, ArrowRight: STEP_SECONDS, Home: -time, End: length - time }
    const move = moves[e.key]
    if (move === undefined) return
    e.preventDefault()
    e.stopPropagation()
    controller.seek(Math.min(length, Math.max(0, time + move)))
  }

  return (
    <div className={waveformSeed === undefined ? 'player-progress' : 'player-progress player-progress--wave'}>
      <div
        ref={track}
        className="player-progress__track"
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(length)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={`${formatClock(time)} of ${formatClock(length)}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId)
          seekFromPointer(e)
        }}
        onPointerMove={(e) => {
          if (e.buttons === 1) seekFromPointer(e)
        }}
        onKeyDown={onKey}
      >
        {waveformSeed === undefined ? (
          <div className="player-progress__fill" style={{ width: `${ratio * 100}%` }} />
        ) : (
          <WaveformBars seed={waveformSeed} progress={ratio} />
        )}
      </div>
      {markers.map((m) => (
        <Tooltip key={`${m.label}-${m.seconds}`} title={`${m.label} · ${formatClock(m.seconds)}`}>
          <button
            type="button"
            className={`player-marker player-marker--${m.tone}`}
            style={{ left: `${Math.min(100, (m.seconds / length) * 100)}%` }}
            aria-label={`${m.label} at ${formatClock(m.seconds)}`}
            onClick={() => controller.seek(m.seconds, { play: true })}
          />
        </Tooltip>
      ))}
    </div>
  )
}
