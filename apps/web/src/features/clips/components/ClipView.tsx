import type { TClip } from '@parley/shared/schemas/clips'
import { formatHms } from '@parley/shared/rules/snippet-time'
import { Tag } from 'antd'
import { useRef, useState } from 'react'
import '../clips.css'
import { ClipStatusTag } from './ClipStatusTag'

/** One clip: its player (once Completed) and the call's transcript lines inside it; a line seeks the player. */
export function ClipView({ clip }: { clip: TClip }) {
  const player = useRef<HTMLVideoElement>(null)
  // A clip of an audio call has no picture: the player then shows its controls only, not an empty black box.
  const [audioOnly, setAudioOnly] = useState(false)
  const seek = (seconds: number) => {
    if (!player.current) return
    player.current.currentTime = seconds
    void player.current.play().catch(() => undefined)
  }
  return (
    <div className="clip-view">
      <section aria-label="Clip player">
        {clip.status === 'Completed' && clip.videoURL ? (
          // biome-ignore lint/a11y/useMediaCaption: the clip's transcript is shown beside the player.
          <video
            ref={player}
            className={audioOnly ? 'clip-view__player clip-view__player--audio' : 'clip-view__player'}
            src={clip.videoURL}
            controls
            preload="metadata"
            aria-label={`Clip: ${clip.title}`}
            onLoadedMetadata={(e) => setAudioOnly(e.currentTarget.videoWidth === 0)}
          />
        ) : (
          <div className="clip-view__status">
            <ClipStatusTag status={clip.status} />
            <p>
              {clip.status === 'Failed'
                ? `This clip could not be made: ${clip.error ?? 'unknown reason'}`
                : 'This clip is being made. It plays here once it is ready.'}
            </p>
          </div>
        )}
        <p>
          {clip.meeting_title ? <Tag>{clip.meeting_title}</Tag> : null}
          From {formatHms(clip.start_time)} for {formatHms(clip.duration)}
        </p>
      </section>
      <section aria-label="Clip transcript">
        <h2>Transcript</h2>
        {clip.transcript && clip.transcript.length > 0 ? (
          <ol className="clip-transcript">
            {clip.transcript.map((line) => (
              <li key={`${line.start}-${line.text.slice(0, 20)}`}>
                <button type="button" className="clip-transcript__line" onClick={() => seek(line.start)}>
                  <span className="clip-transcript__meta">
                    {formatHms(line.start)} · {line.speaker ?? 'Unknown speaker'}
                  </span>
                  {line.text}
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p>No transcript lines in this clip.</p>
        )}
      </section>
    </div>
  )
}
