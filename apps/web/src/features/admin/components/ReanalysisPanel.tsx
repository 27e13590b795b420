import { Button, Card, Progress, Typography } from 'antd'
import { useState } from 'react'
import { useReanalysis, useStartReanalysis } from '../api/reanalysis'

/** Admin center → Analysis: how many calls the current analyzer has read, and a button to re-read the rest. */
export function ReanalysisPanel() {
  const [started, setStarted] = useState(false)
  const progress = useReanalysis(started)
  const start = useStartReanalysis()
  const data = progress.data?.data
  const total = data?.total ?? 0
  const current = data?.current ?? 0
  const percent = total === 0 ? 100 : Math.floor((current / total) * 100)
  const done = current >= total
  return (
    <Card title="Call analysis" className="reanalysis-panel">
      <Typography.Paragraph>
        Every call's summary, checklist, objections and insights come from its stored analysis. When the analyzer improves, re-analyse the stored calls so
        reports and call pages show the new results.
      </Typography.Paragraph>
      <Progress percent={percent} status={started && !done ? 'active' : done ? 'success' : 'normal'} aria-label="Calls on the current analysis" />
      <Typography.Paragraph data-testid="reanalysis-count">
        {data ? `${current.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} analysed calls are on the current analysis.` : 'Loading…'}
      </Typography.Paragraph>
      <Button
        type="primary"
        disabled={!data || done}
        loading={start.isPending || (started && !done)}
        onClick={() => {
          setStarted(true)
          start.mutate()
        }}
      >
        {done ? 'All calls are up to date' : 'Re-analyse all calls'}
      </Button>
    </Card>
  )
}
