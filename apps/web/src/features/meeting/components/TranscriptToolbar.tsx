import { Button, Input, type InputRef, Spin, Switch, Tooltip } from 'antd'
import type { Ref } from 'react'

interface TranscriptToolbarProps {
  query: string
  onQuery: (value: string) => void
  hitCount: number
  /** 0-based; -1 when there is no hit. */
  current: number
  onStep: (step: 1 | -1) => void
  searching: boolean
  autoscroll: boolean
  syncing: boolean
  onAutoscroll: (on: boolean) => void
  onCopy: () => void
  inputRef: Ref<InputRef>
}

/** Search with previous/next hit, the autoscroll toggle and the copy button. */
export function TranscriptToolbar(p: TranscriptToolbarProps) {
  const counter = p.query.trim() ? (p.hitCount ? `${p.current + 1} of ${p.hitCount}` : 'No matches') : ''
  return (
    <div className="transcript-toolbar">
      <div className="transcript-toolbar__search">
        <Input
          ref={p.inputRef}
          allowClear
          type="search"
          aria-label="Search transcript"
          placeholder="Search transcript (Ctrl+F)"
          value={p.query}
          onChange={(e) => p.onQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            p.onStep(e.shiftKey ? -1 : 1)
          }}
          suffix={
            p.searching ? (
              <Spin size="small" />
            ) : (
              <span className="transcript-toolbar__count" aria-live="polite">
                {counter}
              </span>
            )
          }
        />
        <Button aria-label="Previous match" disabled={p.hitCount === 0} onClick={() => p.onStep(-1)}>
          ↑
        </Button>
        <Button aria-label="Next match" disabled={p.hitCount === 0} onClick={() => p.onStep(1)}>
          ↓
        </Button>
      </div>
      <div className="transcript-toolbar__auto">
        <Switch size="small" checked={p.autoscroll} loading={p.syncing} onChange={p.onAutoscroll} aria-label="Autoscroll" />
        <span aria-hidden="true">Autoscroll</span>
      </div>
      <Tooltip title="Copy transcript">
        <Button onClick={p.onCopy}>Copy</Button>
      </Tooltip>
    </div>
  )
}
