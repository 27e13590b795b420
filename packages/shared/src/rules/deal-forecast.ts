import { FORECASTS, type Forecast } from './deal-scores'
import { stageGroupOf } from './deal-stages'

// The deal forecast of the Deal Insights tab ("Deal forecast: forecast (High Likely, Likely, Less
// Likely, No forecast), next_meeting_set"; GET /users/dealForecast). The spec names the values, not how they are
// reached; the rule below is Parley's (docs/decisions.md, "Deal Insights tab").

export const NO_FORECAST: Forecast = 'No forecast'

/** One recorded call of the deal, as far as the forecast cares. */
export interface ForecastCall {
  startTime: Date
  /** The stored analysis's forecast; null when the call was not analysed. */
  forecast: string | null
}

/** One calendar event of the deal (recorded or not). */
export interface ForecastEvent {
  startAt: Date
  cancelled: boolean
}

export interface DealForecastInput {
  calls: readonly ForecastCall[]
  /** The CRM's own forecast of the deal, when it keeps one. */
  crmForecast: string | null
  events: readonly ForecastEvent[]
  now: Date
  /** The deal's current stage: a closed deal's outcome outranks what any call suggested. */
  stage?: string | null
}

export interface DealForecast {
  forecast: Forecast
  /** Where the forecast came from: the deal's closed stage, the latest call that gave one, the CRM, or nothing. */
  source: 'stage' | 'call' | 'crm' | 'none'
  next_meeting_set: boolean
  /** The next meeting's start, when one is set. */
  next_meeting_at: Date | null
}

// The won group of the stage rules includes open late stages ("Technical Win / Negotiation"): only a closed win counts.
const WON_STAGE = /\bclosed?\s*-?\s*won\b/i
const LOST_STAGE = /\blost\b/i

const asForecast = (value: string | null | undefined): Forecast | null => {
  const v = value?.trim()
  return FORECASTS.find((f) => f === v) ?? null
}

/**
 * forecast: the forecast of the most recent analysed call that gave one (High Likely, Likely or Less Likely; a call
 * that said 'No forecast' gives way to the one before it, since saying nothing is not a change of mind), else the
 * CRM's forecast, else 'No forecast'.
 * A lost deal is never forecast as likely (Less Likely) and a won one is High Likely, whatever its calls said.
 * next_meeting_set: a calendar event of the deal, not cancelled, starts after now.
 */
export function dealForecast(input: DealForecastInput): DealForecast {
  const latestFirst = [...input.calls].sort((a, b) => b.startTime.getTime() - a.startTime.getTime())
  const fromCall = latestFirst.map((c) => asForecast(c.forecast)).find((f) => f !== null && f !== NO_FORECAST) ?? null
  const fromCrm = asForecast(input.crmForecast)
  const next = input.events
    .filter((e) => !e.cancelled && e.startAt.getTime() > input.now.getTime())
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())[0]
  const lost = stageGroupOf(input.stage) === 'lost' || LOST_STAGE.test(input.stage ?? '')
  const won = WON_STAGE.test(input.stage ?? '')
  const fromStage: Forecast | null = lost ? 'Less Likely' : won ? 'High Likely' : null
  return {
    forecast: fromStage ?? fromCall ?? fromCrm ?? NO_FORECAST,
    source: fromStage ? 'stage' : fromCall ? 'call' : fromCrm ? 'crm' : 'none',
    next_meeting_set: next !== undefined,
    next_meeting_at: next?.startAt ?? null,
  }
}
