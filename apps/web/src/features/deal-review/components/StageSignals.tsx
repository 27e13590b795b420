import { scoreLabel, scoreLabelColour } from '@parley/shared/rules/deal-scores'
import type { TDealReviewRow, TDealReviewSnippet, TDealReviewStage } from '@parley/shared/schemas/deal-review'
import { Tag } from 'antd'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { ForecastTag } from './ForecastTag'

const NO_CALLS = 'No insights as there are no recorded calls for the current stage.'
const SHORT_CALL = 'No insights as the last recorded call of the stage is very short and has no relevant content for processing.'

const momentLink = (s: TDealReviewSnippet) => `/meeting/${s.recordingId}?tab=transcript${s.time !== null ? `&start=${Math.floor(s.time)}` : ''}`

function Moments({ label, moments }: { label: string; moments: TDealReviewSnippet[] }) {
  if (moments.length === 0) return null
  return (
    <section className="deal-review__moments" aria-label={label}>
      <h4 className="deal-review__subheading">{label}</h4>
      <ul>
        {moments.map((m, i) => (
          <li key={`${m.recordingId}-${m.timestamp}-${i}`}>
            <Link to={momentLink(m)} className="deal-review__timestamp">
              {m.timestamp || 'Open call'}
            </Link>
            <span className="deal-review__moment-text">
              {m.speaker ? <strong>{m.speaker}: </strong> : null}“{m.text}”
            </span>
            <span className="deal-review__moment-signal">{m.signal}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Stage({ stage }: { stage: TDealReviewStage }) {
  const empty = stage.forecast.label === 'No recorded calls' ? NO_CALLS : stage.forecast.label === 'NA - short recording' ? SHORT_CALL : null
  return (
    <section className="deal-review__stage" aria-label={`Stage ${stage.stage}`}>
      <header className="deal-review__stage-head">
        <h3 className="deal-review__stage-name">
          {stage.stage}
          {stage.isCurrent ? <Tag className="deal-review__current">Current stage</Tag> : null}
        </h3>
        <ForecastTag forecast={stage.forecast} />
      </header>
      {empty ? <p className="deal-review__muted">{empty}</p> : null}
      {stage.signalIds.length === 0 ? (
        <p className="deal-review__muted">No checklist signals apply to this stage.</p>
      ) : (
        <table className="deal-review__signals">
          <caption className="visually-hidden">Signals of {stage.stage}</caption>
          <thead>
            <tr>
              <th scope="col">Signal</th>
              <th scope="col">Weight</th>
              <th scope="col">Best score</th>
            </tr>
          </thead>
          <tbody>
            {stage.signalIds.map((s) => (
              <tr key={s.id}>
                <td>{s.label}</td>
                <td>{s.weight}</td>
                <td>
                  {s.score === null ? (
                    <span className="deal-review__muted">Not discussed</span>
                  ) : (
                    <Tag className={`deal-review-tone deal-review-tone--${scoreLabelColour(scoreLabel(s.score))}`}>
                      {scoreLabel(s.score)} · {s.score}
                    </Tag>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {stage.summary ? (
        <section className="deal-review__summary" aria-label="Latest call summary">
          <h4 className="deal-review__subheading">
            Latest call{stage.startAt ? `, ${dayjs(stage.startAt).format('D MMM YYYY')}` : ''}
            {stage.title ? `: ${stage.title}` : ''}
          </h4>
          <p>{stage.summary}</p>
        </section>
      ) : null}
      <Moments label="Prospect excerpts" moments={stage.prospect_excerpts} />
      <Moments label="Moments" moments={stage.snippets} />
    </section>
  )
}

/** The drawer's 'Stage signals' tab: each reviewed stage with its weighted signals, label and cited moments. */
export function StageSignals({ row }: { row: TDealReviewRow }) {
  if (row.eventDealStages.length === 0) return <p className="deal-review__muted">This deal has no stage yet.</p>
  const stages = [...row.eventDealStages].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent))
  return (
    <div className="deal-review__stages">
      {stages.map((s) => (
        <Stage key={s.stage} stage={s} />
      ))}
    </div>
  )
}
