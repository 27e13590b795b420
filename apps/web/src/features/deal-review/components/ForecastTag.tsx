import { DEAL_FORECAST_TONES, type DealForecast, type DealForecastLabel } from '@parley/shared/rules/deal-forecast-label'
import { Tag, Tooltip } from 'antd'

/** What each label means, for the tag's tooltip (the formula: packages/shared/src/rules/deal-forecast-label.ts). */
const HELP: Record<DealForecastLabel, string> = {
  'Going super strong': 'Weighted stage score above 7 of 10',
  OK: 'Weighted stage score above 4, up to 7 of 10',
  'Needs attention': 'Weighted stage score from 2.1 up to 4 of 10',
  'At risk': 'Weighted stage score below 2.1 of 10',
  'N/A': 'No analysed call at the current stage yet',
  'No recorded calls': 'No recorded call at the current stage',
  'NA - short recording': 'The calls at the current stage are under 5 minutes, too short for insights',
  'Not in pilot': 'The pilot reviews one stage only, and this deal is not at it',
}

/** The deal's forecast label as a coloured tag, its meaning in the tooltip and the weighted score (0–10) beside it. */
export function ForecastTag({ forecast }: { forecast: DealForecast }) {
  return (
    <span className="deal-review__forecast-cell">
      <Tooltip title={forecast.score === null ? HELP[forecast.label] : `${HELP[forecast.label]}: ${forecast.score.toFixed(1)}`}>
        <Tag className={`deal-review__forecast deal-review-tone deal-review-tone--${DEAL_FORECAST_TONES[forecast.label]}`}>{forecast.label}</Tag>
      </Tooltip>
      {forecast.score !== null ? <span className="deal-review__score">{forecast.score.toFixed(1)}</span> : null}
    </span>
  )
}
