import { sql } from 'drizzle-orm'
import { qualificationScore } from '@parley/shared/rules/deal-scores'
import { FORECAST_VALUES } from '@parley/shared/rules/pipeline-review'

// A deal's forecast and qualification score in SQL, defined once for every report that shows or filters by them
// (Pipeline Review, the deal reviews). Aliases: d deals, m deal_metrics.

export const forecastSql = sql`coalesce(m.forecast, d.forecast, 'No forecast')`

/** The qualification score of the forecast (rules/deal-scores qualificationScore) as a CASE built from the same rule. */
export const qualificationSql = sql`(case ${forecastSql} ${sql.join(
  FORECAST_VALUES.map((f) => sql`when ${f} then ${qualificationScore(f)}`),
  sql` `,
)} else 'None' end)`
