import type { AggType } from '@parley/shared/rules/conversion-review'
import { REVIEW_DEFAULT_FILTERS, REVIEW_HEADINGS, REVIEW_SECTIONS, reviewFilters } from '@parley/shared/rules/conversion-review-page'
import type { ReviewKind } from '@parley/shared/rules/deal-stages'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import { Segmented, Skeleton } from 'antd'
import { useEffect, useState } from 'react'
import { trackReportEvent } from '../../api/trackReportEvent'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { useReportQuery } from '../../hooks/useReportQuery'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { useReviewConversion, useReviewDeals, useReviewLost, useReviewOptions } from '../api/conversionReview'
import { pipelineLinkUrl } from '../utils/pipelineLinkUrl'
import { cardNumbers } from '../utils/reviewCards'
import { ReviewCards } from './ReviewCards'
import { ReviewSectionBlock } from './ReviewSectionBlock'
import { TrendChart } from './TrendChart'
import { UnblockCards } from './UnblockCards'
import '../conversion-review.css'

const STAGE_WORD: Readonly<Record<ReviewKind, string>> = { qualified: 'Qualify', mql: 'MQL' }

/**
 * Qualified-deal review (page 10) and MQL-deal review (page 11): the filter bar, the heading, the
 * movement cards, the trend, 'Unblock No-Movement Deals' and the action sections.
 */
export function ConversionReviewPage({ kind, reportKey, state, setState, scope, profile }: ReportBodyProps & { kind: ReviewKind }) {
  const settings = profile.company_settings
  const ranges = REPORT_RANGES[reportKey]
  const { debounced } = useReportQuery(state, ranges, scope)
  const [aggType, setAggType] = useState<AggType>('month')
  // The period the sections were counted in: their links name it, so Pipeline Review lists the same deals.
  const period = { startTime: debounced.startTime ?? 0, endTime: debounced.endTime ?? Math.floor(Date.now() / 1000) }

  const options = useReviewOptions(kind, debounced)
  const deals = useReviewDeals(kind, debounced)
  const lost = useReviewLost(kind, debounced)
  const trend = useReviewConversion(kind, debounced, aggType)

  const [visible, setVisible] = useVisibleFilters(REVIEW_DEFAULT_FILTERS, state.filters)
  useEffect(() => trackReportEvent(profile, 'pie_chart_view', { report: reportKey }), [profile, reportKey])

  const choices = filterChoices(options.data?.labels, 'Deal', reviewFilters(settings))
  const setFilter = (key: string, value: string) => {
    trackReportEvent(profile, 'chart_click', { report: reportKey, filter: key, value })
    setState({ ...state, filters: { ...state.filters, [key]: [value] }, view: null })
  }

  return (
    <div className="conversion-review">
      <ReportFilterBar
        reportKey={reportKey}
        state={state}
        onChange={setState}
        ranges={ranges}
        rangeMenus={['activity', 'created', 'close']}
        choices={choices}
        options={options.data?.lists}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={null}
      />
      <h2 className="conversion-review__heading">{REVIEW_HEADINGS[kind]}</h2>
      <ReviewCards kind={kind} numbers={deals.data ? cardNumbers(deals.data) : undefined} backStages={lost.data?.lostByStage ?? []} />
      <section className="review-panel review-trend" aria-labelledby="review-trend-title">
        <div className="review-panel__head">
          <h3 id="review-trend-title" className="review-panel__title">
            {STAGE_WORD[kind]} conversion by {aggType} entered
          </h3>
          <Segmented<AggType>
            size="small"
            aria-label="Aggregation"
            value={aggType}
            onChange={setAggType}
            options={[
              { value: 'month', label: 'Month' },
              { value: 'quarter', label: 'Quarter' },
            ]}
          />
        </div>
        {trend.data ? <TrendChart data={trend.data} stage={STAGE_WORD[kind]} /> : <Skeleton active paragraph={{ rows: 6 }} />}
      </section>
      <UnblockCards kind={kind} query={debounced} />
      {REVIEW_SECTIONS[kind].map((section, i) => (
        <ReviewSectionBlock
          key={section.key}
          kind={kind}
          index={i + 1}
          section={section}
          query={debounced}
          pipelineUrl={pipelineLinkUrl(kind, section, state, settings, period)}
          onFilter={setFilter}
        />
      ))}
    </div>
  )
}
