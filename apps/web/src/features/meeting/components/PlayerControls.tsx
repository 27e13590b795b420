import { Button, Segmented, Tooltip } from 'antd'
import { usePlayerTime } from '../hooks/usePlayerTime'
import type { MediaState } from '../hooks/useMediaState'
import type { PlayerController } from '../utils/playerController'
import { formatClock } from '../utils/time'

/** "Video speeds 1, 1.25, 1.5, 2." */
export const PLAYBACK_SPEEDS = [1, 1.25, 1.5, 2] as const

interface PlayerControlsProps {
  controller: PlayerController
  media: HTMLMediaElement
  state: MediaState
  /** Video only: full screen of the player box. */
  onFullscreen?: () => void
}

const PlayIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M7 4.5v15l13-7.5z" />
  </svg>
)
const FullscreenIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </svg>
)
const PauseIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </svg>
)

/** Play/pause, the clock, speed, mute and (video) full screen. */
export function PlayerControls({ controller, media, state, onFullscreen }: PlayerControlsProps) {
  const time = usePlayerTime(controller, Math.floor)
  const toggle = () => (media.paused ? void media.play().catch(() => undefined) : media.pause())
  return (
    <div className="player-controls">
      <Button
        shape="circle"
        type="primary"
        aria-label={state.playing ? 'Pause' : 'Play'}
        icon={state.playing ? <PauseIcon /> : <PlayIcon />}
        onClick={toggle}
      />
      <span className="player-controls__clock" aria-live="off">
        {formatClock(time, state.duration < 3600)} / {formatClock(state.duration, state.duration < 3600)}
      </span>
      <span className="player-controls__spacer" />
      <Segmented
        size="small"
        aria-label="Playback speed"
        value={state.rate}
        onChange={(rate) => {
          media.playbackRate = rate
        }}
        options={PLAYBACK_SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
      />
      <Tooltip title={state.muted ? 'Unmute' : 'Mute'}>
        <Button
          type="text"
          size="small"
          aria-label={state.muted ? 'Unmute' : 'Mute'}
          aria-pressed={state.muted}
          onClick={() => {
            media.muted = !media.muted
          }}
        >
          {state.muted ? 'Unmute' : 'Mute'}
        </Button>
      </Tooltip>
      {/* An icon, so the controls keep to one row beside the player's speeds in the narrow player column. */}
      {onFullscreen ? (
        <Tooltip title="Full screen">
          <Button type="text" size="small" aria-label="Full screen" icon={<FullscreenIcon />} onClick={onFullscreen} />
        </Tooltip>
      ) : null}
    </div>
  )
}
