import type { TTranscriptLine } from '@parley/shared/schemas/meeting-detail'
import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { usePlayerTime } from '../hooks/usePlayerTime'
import { useVirtualRows } from '../hooks/useVirtualRows'
import type { PlayerController } from '../utils/playerController'
import { activeLineIndex } from '../utils/transcriptLines'
import type { SearchHit } from '../utils/transcriptSearch'
import { TranscriptLineRow } from './TranscriptLineRow'

export interface TranscriptListHandle {
  scrollToLine: (index: number) => void
}

interface TranscriptListProps {
  lines: readonly TTranscriptLine[]
  controller: PlayerController
  autoscroll: boolean
  hitsByLine: ReadonlyMap<number, SearchHit[]>
  /** The current hit: its line and its index within that line's hits. */
  current: { line: number; within: number } | null
  ref?: Ref<TranscriptListHandle>
}

const NO_HITS: SearchHit[] = []
const ROW_ESTIMATE = 72

/** The transcript lines, windowed; the line being spoken is marked and (with autoscroll) kept in view. */
export function TranscriptList({ lines, controller, autoscroll, hitsByLine, current, ref }: TranscriptListProps) {
  const container = useRef<HTMLDivElement>(null)
  const { rows, totalHeight, measure, scrollToIndex } = useVirtualRows({ count: lines.length, container, estimate: ROW_ESTIMATE })
  const active = usePlayerTime(controller, (t) => activeLineIndex(lines, t))
  const onSeek = useCallback(
    (seconds: number) => controller.seek(seconds, { play: Boolean(controller.getMedia() && !controller.getMedia()?.paused) }),
    [controller],
  )

  useImperativeHandle(ref, () => ({ scrollToLine: (index: number) => scrollToIndex(index) }), [scrollToIndex])

  // On opening, show where the player is (a snippet clicked on another tab lands here).
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    if (active > 0) scrollToIndex(active)
  }, [active, scrollToIndex])

  useEffect(() => {
    if (autoscroll && active >= 0) scrollToIndex(active, 'smooth')
  }, [active, autoscroll, scrollToIndex])

  return (
    <div ref={container} className="transcript-list" tabIndex={-1} data-testid="transcript-scroller">
      <ol aria-label="Transcript" className="transcript-list__inner" style={{ height: totalHeight }}>
        {rows.map(({ index, offset }) => {
          const line = lines[index]
          if (!line) return null
          return (
            <TranscriptLineRow
              key={index}
              index={index}
              line={line}
              offset={offset}
              total={lines.length}
              active={index === active}
              hits={hitsByLine.get(index) ?? NO_HITS}
              currentHit={current?.line === index ? current.within : -1}
              onSeek={onSeek}
              measure={measure}
            />
          )
        })}
      </ol>
    </div>
  )
}
