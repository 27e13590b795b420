import type { TTalkTime } from '@parley/shared/schemas/meeting-detail'
import { Button, Progress } from 'antd'
import { useState } from 'react'
import { SideTag } from './SideTag'

/** "Talk time: top 3 speakers, resolution 0.1 s." */
const TOP = 3

/** 252.3 → '4m 12.3s' (one decimal, as stored). */
export function formatTalkTime(seconds: number): string {
  const tenths = Math.round(seconds * 10) / 10
  const m = Math.floor(tenths / 60)
  const s = (tenths - m * 60).toFixed(1)
  return m > 0 ? `${m}m ${s}s` : `${s}s`
}

/** Talk time per speaker: the top three, then Show More. */
export function TalkTimeCard({ speakers }: { speakers: readonly TTalkTime[] }) {
  const [all, setAll] = useState(false)
  const shown = all ? speakers : speakers.slice(0, TOP)
  return (
    <section className="meeting-card" aria-labelledby="meeting-talk-title">
      <h3 id="meeting-talk-title" className="meeting-card__title">
        Talk time
      </h3>
      {speakers.length === 0 ? <p className="meeting-muted">No one was heard in this call's transcript.</p> : null}
      <ul className="talk-time">
        {shown.map((s) => (
          <li key={`${s.name}-${s.email}`} className="talk-time__row">
            <div className="talk-time__who">
              <span className="talk-time__name">{s.name}</span> <SideTag side={s.side} />
            </div>
            <Progress
              percent={s.percentage}
              showInfo={false}
              size="small"
              strokeColor={s.side === 'prospect' ? '#c2410c' : '#4f46e5'}
              aria-label={`${s.name} talk share`}
            />
            <span className="talk-time__figure">
              {formatTalkTime(s.talk_time)} · {s.percentage.toFixed(1)}%
            </span>
          </li>
        ))}
      </ul>
      {speakers.length > TOP ? (
        <Button type="link" className="meeting-card__more" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? 'Show Less' : `Show More (${speakers.length - TOP})`}
        </Button>
      ) : null}
    </section>
  )
}
