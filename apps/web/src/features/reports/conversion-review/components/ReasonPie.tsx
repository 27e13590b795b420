import { pieSlices } from '@parley/shared/rules/report-charts'
import type { TReviewSection } from '@parley/shared/schemas/conversion-review'
import { Empty } from 'antd'
import { useEffect, useMemo } from 'react'
import { chartAnimation, useReviewChart } from '../hooks/useReviewChart'

type Slice = NonNullable<TReviewSection['eligibleNotRecordedChart']>[number]

/** 'Why Key Meetings Were Not Recorded': eligible key meetings without a recording by reason (by the pie chart rules), with the reps. */
export function ReasonPie({ slices }: { slices: Slice[] }) {
  const { host, chart } = useReviewChart()
  const drawn = useMemo(() => pieSlices(slices.map((s) => ({ key: s.not_recorded_reason, value: s.count }))), [slices])
  useEffect(() => {
    chart?.setOption(
      {
        animation: chartAnimation(),
        tooltip: { trigger: 'item', formatter: '{b}: {c} meetings ({d}%)' },
        series: [
          {
            type: 'pie',
            radius: ['38%', '68%'],
            data: drawn.map((s) => ({
              name: s.key,
              value: s.value,
              itemStyle: { color: s.colour },
              label: { show: s.labelled, formatter: `${s.percent}%`, fontSize: 12, fontWeight: 600, color: '#1f2937' },
              labelLine: { show: s.labelled },
            })),
          },
        ],
      },
      true,
    )
  }, [chart, drawn])

  if (slices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Every eligible key meeting was recorded" />
  return (
    <div className="review-pie">
      <div
        ref={host}
        className="review-chart review-chart--pie"
        role="img"
        aria-label={`Why key meetings were not recorded: ${drawn.map((s) => `${s.key} ${s.percent}%`).join(', ')}`}
      />
      <ul className="review-reasons">
        {slices.map((s) => (
          <li key={s.not_recorded_reason}>
            <span
              className="review-reasons__swatch"
              style={{ background: drawn.find((d) => d.key === s.not_recorded_reason)?.colour ?? '#cbd5e1' }}
              aria-hidden
            />
            <strong>{s.not_recorded_reason}</strong>: {s.count} {s.count === 1 ? 'meeting' : 'meetings'}, {s.owner_count} {s.owner_count === 1 ? 'rep' : 'reps'}
            {s.owner_names.length ? ` (${s.owner_names.join(', ')})` : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}
