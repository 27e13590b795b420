import { memo } from 'react'

const BARS = 120

/** Bar heights from a seed, so one call always draws the same shape. Not decoded audio: a visual cue for audio-only. */
function heightsFor(seed: number): number[] {
  let x = (seed * 9301 + 49297) % 233280 || 1
  const out: number[] = []
  for (let i = 0; i < BARS; i++) {
    x = (x * 9301 + 49297) % 233280
    const wobble = Math.sin(i / 6) * 0.25 + 0.55
    out.push(Math.max(0.15, Math.min(1, wobble + (x / 233280 - 0.5) * 0.7)))
  }
  return out
}

/** The waveform-style seek bar of an audio-only recording; bars before the play head are coloured. */
export const WaveformBars = memo(function WaveformBars({ seed, progress }: { seed: number; progress: number }) {
  const heights = heightsFor(seed)
  const played = Math.round(progress * BARS)
  return (
    <svg className="waveform" viewBox={`0 0 ${BARS * 3} 40`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {heights.map((h, i) => (
        <rect
          key={i}
          x={i * 3}
          y={20 - h * 18}
          width={2}
          height={h * 36}
          rx={1}
          className={i < played ? 'waveform__bar waveform__bar--played' : 'waveform__bar'}
        />
      ))}
    </svg>
  )
})
