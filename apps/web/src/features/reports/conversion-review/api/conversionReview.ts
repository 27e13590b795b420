import type { AggType, LeaderboardGrouping, ReviewMetricType } from '@parley/shared/rules/conversion-review'
import type { ReviewKind } from '@parley/shared/rules/deal-stages'
import { ZReviewConversionResponse, ZReviewDealsResponse, ZReviewLostResponse, ZReviewSectionResponse } from '@parley/shared/schemas/conversion-review'
import { type TReportQuery, ZDistinctResponse } from '@parley/shared/schemas/reports'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// The two review dashboards' calls: one POST per metric type, "Response
// data.data". Report loads show no errors, so every call is silent.

const PATH: Readonly<Record<ReviewKind, string>> = {
  qualified: '/reports/qualified-deal-review-metrics',
  mql: '/reports/mql-deal-review-metrics',
}
const REPORT: Readonly<Record<ReviewKind, string>> = { qualified: 'qualified_deal_review', mql: 'mql_deal_review' }
const DEALS: Readonly<Record<ReviewKind, ReviewMetricType>> = { qualified: 'qualified_deals', mql: 'mql_deals' }

function useMetric<T>(kind: ReviewKind, metricType: ReviewMetricType, body: object, schema: z.ZodType<{ data: { data: T } }>) {
  return useQuery({
    queryKey: reportKeys.report(REPORT[kind], metricType, body),
    queryFn: async ({ signal }) => (await api.post(PATH[kind], body, { query: { metricType }, schema, silent: true, signal })).data.data,
    placeholderData: keepPreviousData,
  })
}

/** The cards: qualified_deals / mql_deals. */
export function useReviewDeals(kind: ReviewKind, query: TReportQuery) {
  return useMetric(kind, DEALS[kind], query, ZReviewDealsResponse)
}

/** The deals that moved back or were lost, by stage. */
export function useReviewLost(kind: ReviewKind, query: TReportQuery) {
  return useMetric(kind, kind === 'qualified' ? 'qualified_lost' : 'mql_lost', query, ZReviewLostResponse)
}

/** The trend by month or quarter. */
export function useReviewConversion(kind: ReviewKind, query: TReportQuery, aggType: AggType) {
  return useMetric(kind, kind === 'qualified' ? 'qualified_conversion' : 'mql_conversion', { ...query, aggType }, ZReviewConversionResponse)
}

/** One action section with its leaderboard grouping. */
export function useReviewSection(kind: ReviewKind, metricType: ReviewMetricType, query: TReportQuery, groupBy: LeaderboardGrouping) {
  return useMetric(kind, metricType, { ...query, groupBy }, ZReviewSectionResponse)
}

/** "One call with an empty filter supplies the filter option lists." */
export function useReviewOptions(kind: ReviewKind, query: TReportQuery) {
  const body = { ...query, filter: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report(REPORT[kind], 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post(PATH[kind], body, { query: { metricType: DEALS[kind] }, schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
