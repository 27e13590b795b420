import { type Level, qualificationScore } from '@parley/shared/rules/deal-scores'
import type { TDealForecast } from '@parley/shared/schemas/deal-insights'
import { Tag } from 'antd'
import dayjs from 'dayjs'

/** The forecast's level as a tag tone (green, orange, red, grey, as the qualification scores map). */
const TONE: Record<Level, string> = { High: 'deal-tag--good', Mid: 'deal-tag--mid', Low: 'deal-tag--bad', None: '' }

const SOURCE: Record<TDealForecast['forecast_source'], string> = {
  stage: 'From the deal\u2019s closed stage',
  call: 'From the latest call that gave a forecast',
  crm: 'From the CRM',
  none: 'No call or CRM forecast yet',
}

/** The deal's forecast and whether a next meeting is set. */
export function DealForecastCard({ forecast }: { forecast: TDealForecast }) {
  const next = forecast.next_meeting
  const level = qualificationScore(forecast.forecast)
  return (
    <dl className="deal-forecast" aria-label="Deal forecast">
      <div className="deal-forecast__item">
        <dt>Forecast</dt>
        <dd>
          <Tag className={`deal-tag ${TONE[level]}`}>{forecast.forecast}</Tag>
          <span className="deal-forecast__hint">{SOURCE[forecast.forecast_source]}</span>
        </dd>
      </div>
      <div className="deal-forecast__item">
        <dt>Next meeting</dt>
        <dd>
          {forecast.next_meeting_set && next ? (
            <>
              <Tag className="deal-tag deal-tag--good">Set</Tag>
              <span className="deal-forecast__hint">
                {dayjs(next.start_at).format('ddd, MMM D, h:mm A')}
                {next.title ? ` · ${next.title}` : ''}
              </span>
            </>
          ) : (
            <Tag className="deal-tag deal-tag--bad">Not set</Tag>
          )}
        </dd>
      </div>
    </dl>
  )
}
