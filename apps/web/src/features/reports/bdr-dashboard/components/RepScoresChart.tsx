import type { TBdrRepScore } from '@parley/shared/schemas/bdr-dashboard'
import { Empty, Skeleton } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { ReportChartInstance } from '../../../../lib/charts/reportCharts'
import { InfoTip } from '../../components/InfoTip'

const INFO = "Each BDR's average checklist score (0–100) over their connected calls in the range and filters. Click a bar to filter the dashboard to that rep."

function option(reps: TBdrRepScore[]) {
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (p: { dataIndex: number }[]) => {
        const r = reps[p[0]?.dataIndex ?? 0]
        return r ? `${r.x}<br/>Score ${r.y ?? '—'} · ${r.calls} connected calls · ${r.meetings_set} meetings set` : ''
      },
    },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', min: 0, max: 100 },
    yAxis: { type: 'category', inverse: true, triggerEvent: true, data: reps.map((r) => r.x), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        name: 'Score',
        barWidth: 22,
        data: reps.map((r) => r.y),
        label: { show: true, position: 'right', color: '#1f2937' },
        itemStyle: { color: '#4f46e5', borderRadius: [0, 4, 4, 0] },
      },
    ],
  }
}

/** "A Rep Scores horizontal bar chart follows; clicking a bar filters by that rep." */
export function RepScoresChart({
  reps,
  total,
  loading,
  onSelect,
}: {
  reps: TBdrRepScore[] | undefined
  total: number
  loading: boolean
  onSelect: (rep: string) => void
}) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<ReportChartInstance | null>(null)
  const select = useRef(onSelect)
  select.current = onSelect
  const shown = reps && reps.length > 0

  useEffect(() => {
    if (!shown) return
    let instance: ReportChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../../lib/charts/reportCharts').then(({ initReportChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initReportChart(el)
      created.on('click', (e) => {
        const name = e.componentType === 'yAxis' ? (e as { value?: unknown }).value : e.name
        if (typeof name === 'string') select.current(name)
      })
      instance = created
      resize = new ResizeObserver(() => created.resize())
      resize.observe(el)
      setChart(created)
    })
    return () => {
      gone = true
      resize?.disconnect()
      instance?.dispose()
      setChart(null)
    }
  }, [shown])

  useEffect(() => {
    if (reps) chart?.setOption(option(reps), true)
  }, [chart, reps])

  return (
    <section className="bdr-reps" aria-labelledby="bdr-reps-title">
      <header className="bdr-reps__head">
        <h2 id="bdr-reps-title" className="bdr-section__title">
          Rep Scores
        </h2>
        <InfoTip text={INFO} label="Rep Scores" />
        {reps && total > reps.length ? (
          <span className="bdr-reps__more">
            Top {reps.length} of {total} reps
          </span>
        ) : null}
      </header>
      {loading && !reps ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : !shown ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No connected calls to score" />
      ) : (
        <>
          <div
            ref={host}
            className="bdr-reps__chart"
            style={{ height: Math.max(160, 40 * reps.length + 40) }}
            role="img"
            aria-label="Rep Scores bar chart"
            data-testid="bdr-rep-scores"
          />
          <ul className="chart-card__legend" aria-label="Rep Scores values">
            {reps.map((r) => (
              <li key={r.rep_id}>
                <button type="button" className="chart-card__legend-item" onClick={() => onSelect(r.x)}>
                  {r.x} <span className="chart-card__legend-count">{r.y ?? '—'}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
