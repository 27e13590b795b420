import { Button } from 'antd'
import { useLayoutEffect, useRef, useState } from 'react'

/** The AI summary, collapsed to three lines with See More / See Less when it is longer. */
export function SummaryCard({ summary }: { summary: string }) {
  const text = useRef<HTMLParagraphElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)

  useLayoutEffect(() => {
    const el = text.current
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 1)
  }, [expanded])

  return (
    <section className="meeting-card" aria-labelledby="meeting-summary-title">
      <h3 id="meeting-summary-title" className="meeting-card__title">
        Summary
      </h3>
      <p ref={text} id="meeting-summary-text" className={expanded ? 'meeting-summary' : 'meeting-summary meeting-summary--clamped'}>
        {summary}
      </p>
      {overflows || expanded ? (
        <Button type="link" className="meeting-card__more" aria-expanded={expanded} aria-controls="meeting-summary-text" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'See Less' : 'See More'}
        </Button>
      ) : null}
    </section>
  )
}
