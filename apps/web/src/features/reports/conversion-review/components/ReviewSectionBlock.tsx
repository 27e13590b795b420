import { GROUPING_FILTER, GROUPING_LABELS, LEADERBOARD_GROUPINGS, type LeaderboardGrouping, leaderboardName } from '@parley/shared/rules/conversion-review'
import { type ReviewSection, WHY_NOT_RECORDED_TITLE } from '@parley/shared/rules/conversion-review-page'
import type { ReviewKind } from '@parley/shared/rules/deal-stages'
import { SEVERITY_COLOURS } from '@parley/shared/rules/objection-handling'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { Select, Skeleton } from 'antd'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useReviewSection } from '../api/conversionReview'
import { SECTION_METRIC, sectionCount, sectionId, subCount } from '../utils/sections'
import { ReasonPie } from './ReasonPie'
import { type BarSeries, TopBarsChart } from './TopBarsChart'

interface ReviewSectionBlockProps {
  kind: ReviewKind
  index: number
  section: ReviewSection
  query: TReportQuery
  /** The 'View in Pipeline Review' address of the section. */
  pipelineUrl: string
  onFilter: (key: string, value: string) => void
}

const DEALS: BarSeries[] = [{ name: 'Deals', colour: '#4f46e5' }]
/** The objection chart's severity colours (page 8: "stacked High, Medium, Low Severity (colours #FF7231, #feac56, #Ffe885)"). */
const SEVERITIES: BarSeries[] = [
  { name: 'High severity', colour: SEVERITY_COLOURS.High },
  { name: 'Medium severity', colour: SEVERITY_COLOURS.Medium },
  { name: 'Low severity', colour: SEVERITY_COLOURS.Low },
]
const CALL_SOURCE: Readonly<Record<ReviewKind, string>> = { qualified: 'qualified_deal_review', mql: 'mql_deal_review' }

/**
 * One action section: its hint, sub-cards, the 'View in Pipeline Review' link (a new tab), the top-10 leaderboard by a
 * chosen grouping and the top-10 deals by objections (a click filters the page, each deal links its last recorded call),
 * and for Record More the pie 'Why Key Meetings Were Not Recorded'.
 */
export function ReviewSectionBlock({ kind, index, section, query, pipelineUrl, onFilter }: ReviewSectionBlockProps) {
  const [groupBy, setGroupBy] = useState<LeaderboardGrouping>('owner')
  const answer = useReviewSection(kind, SECTION_METRIC[section.key], query, groupBy)
  const data = answer.data
  const count = sectionCount(section.key, data)
  const titleId = `${sectionId(section.key)}-title`
  const board = useMemo(() => (data?.leaderboards ?? []).map((row) => ({ name: row[groupBy] ?? '', values: [row.count] })), [data, groupBy])
  const deals = data?.fatalObjectionsLeaderBoard ?? []
  const objections = useMemo(
    () => (data?.fatalObjectionsLeaderBoard ?? []).map((d) => ({ name: d.dealName, values: [d.high, d.medium, d.objections - d.high - d.medium] })),
    [data],
  )
  const junk = kind === 'qualified' && section.key === 'record_more' ? (data?.invalidRecorded ?? 0) : 0
  return (
    <section id={sectionId(section.key)} className={`review-section review-section--${section.key}`} aria-labelledby={titleId}>
      <header className="review-section__head">
        <h3 id={titleId} className="review-section__title" tabIndex={-1}>
          {index}. {section.title} <span className="review-section__count">{count === undefined ? '' : `${count} ${count === 1 ? 'deal' : 'deals'}`}</span>
        </h3>
        <a className="review-section__link" href={pipelineUrl} target="_blank" rel="noopener noreferrer">
          View in Pipeline Review
        </a>
      </header>
      <p className="review-section__hint">{section.hint}</p>
      {section.cards.length ? (
        <ul className="review-subcards">
          {section.cards.map((c) => (
            <li key={c.key} className="review-subcard">
              <strong className="review-subcard__value">{subCount(data, c.key) ?? '…'}</strong>
              <span className="review-subcard__label">{c.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {junk > 0 ? (
        <p className="review-section__note">
          {junk} {junk === 1 ? 'deal was' : 'deals were'} recorded, but only junk (a no-show, under 5 minutes, or no conversation).
        </p>
      ) : null}
      {!data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <div className="review-section__charts">
          {section.key === 'record_more' ? (
            <div className="review-panel review-panel--wide">
              <h4 className="review-panel__title">{WHY_NOT_RECORDED_TITLE}</h4>
              <ReasonPie slices={data.eligibleNotRecordedChart ?? []} />
            </div>
          ) : null}
          <div className="review-panel">
            <div className="review-panel__head">
              <h4 className="review-panel__title">Top 10 by</h4>
              <Select<LeaderboardGrouping>
                size="small"
                aria-label={`${section.title} leaderboard grouping`}
                value={groupBy}
                onChange={setGroupBy}
                options={LEADERBOARD_GROUPINGS.map((g) => ({ value: g, label: GROUPING_LABELS[g] }))}
                popupMatchSelectWidth={false}
              />
            </div>
            <TopBarsChart
              rows={board}
              series={DEALS}
              unit="deals"
              ariaLabel={`${section.title}: deals by ${GROUPING_LABELS[groupBy]}`}
              emptyText={count === 0 ? 'No deals in this section' : `No ${GROUPING_LABELS[groupBy]} on these deals`}
              onSelect={(name) => onFilter(GROUPING_FILTER[groupBy], name)}
              testId={`leaderboard-${section.key}`}
            />
          </div>
          <div className="review-panel">
            <h4 className="review-panel__title">Top 10 deals by objections</h4>
            <TopBarsChart
              rows={objections}
              series={SEVERITIES}
              unit="objections"
              ariaLabel={`${section.title}: deals by objections`}
              emptyText={count === 0 ? 'No deals in this section' : "No objections raised on these deals' calls"}
              onSelect={(name) => onFilter('deal_name', name)}
              values={false}
              testId={`objections-${section.key}`}
            />
            {deals.length ? (
              <ul className="review-deals" aria-label={`${section.title}: deals by objections`}>
                {deals.map((d) => (
                  <li key={d.dealId} className="review-deals__row">
                    <button type="button" className="review-chart__value" title={`Filter by ${d.dealName}`} onClick={() => onFilter('deal_name', d.dealName)}>
                      {leaderboardName(d.dealName)} <span className="review-chart__count">{d.objections}</span>
                    </button>
                    {d.lastRecordedCallId === null ? null : (
                      <Link className="review-deals__call" to={`/meeting/${d.lastRecordedCallId}?tab=insights&source=${CALL_SOURCE[kind]}`}>
                        Last call<span className="visually-hidden"> of {d.dealName}</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      )}
    </section>
  )
}
