import { WIN_LOSS_GROUPING_DEFS, type WinLossGrouping } from '@parley/shared/rules/win-loss'
import { REPORT_PAGE_SIZE, ZDistinctResponse } from '@parley/shared/schemas/reports'
import {
  type TWinLossQuery,
  ZLostDriverChart,
  ZLostFactorChart,
  ZLostStageTable,
  ZWinLossDealPage,
  ZWinLossGroupTable,
  ZWinLossQuadrant,
  ZWinLossRawPage,
} from '@parley/shared/schemas/win-loss'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../../lib/api'
import { reportKeys } from '../../api/reportKeys'

// Competitive Win-Loss's calls. Failures are only logged ("No user-facing
// error messages are shown for report loads"), so every call is silent; the sections show their empty states.

const KEY = 'win_loss'

function useWinLossCall<T extends { data: unknown }>(kind: string, path: string, body: TWinLossQuery, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: reportKeys.report(KEY, kind, body),
    queryFn: async ({ signal }): Promise<T['data']> => (await api.post(path, body, { schema, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** The selector table of a grouping (…-table): its rows, unique deals and the stage groups' sales_stage values. */
export const useWinLossGroups = (grouping: WinLossGrouping, query: TWinLossQuery) =>
  useWinLossCall(`table-${grouping}`, WIN_LOSS_GROUPING_DEFS[grouping].tablePath, query, ZWinLossGroupTable)

/** The SWOT quadrant of a grouping with the top threats and weaknesses. */
export const useWinLossQuadrant = (groupBy: WinLossGrouping, query: TWinLossQuery) =>
  useWinLossCall('quadrant', '/reports/battleCard-ObjectionCategory-graph', { ...query, sort: undefined, group_by: groupBy }, ZWinLossQuadrant)

/** 'Why We Are Loosing?': lost deals by lost stage. */
export const useLostStages = (query: TWinLossQuery) =>
  useWinLossCall('lost-stages', '/reports/battleCard-lost-deals-by-stage-with-nature', query, ZLostStageTable)

/** 'Decision Drivers For Lost Deals'. */
export const useLostDrivers = (query: TWinLossQuery) =>
  useWinLossCall('lost-drivers', '/reports/battleCard-lost-deals-objection-category-insights', query, ZLostDriverChart)

/** 'Underlying Factors For Lost Deals'. */
export const useLostFactors = (query: TWinLossQuery) => useWinLossCall('lost-factors', '/reports/battleCardLostDealSUBCategorySWOT', query, ZLostFactorChart)

/** 'Deal-Level SWOT Analysis': 25 deals after the cursor (null = the first page). */
export const useDealSwotPage = (query: TWinLossQuery, after: string | null) =>
  useWinLossCall('deals', '/reports/battleCardFullDealSWOTWinlossNotes', { ...query, take: REPORT_PAGE_SIZE, after: after ?? undefined }, ZWinLossDealPage)

/** The raw insights: 25 after the cursor (null = the first page). */
export const useRawPage = (query: TWinLossQuery, after: string | null) =>
  useWinLossCall('raw', '/reports/battleCardRawData', { ...query, take: REPORT_PAGE_SIZE, after: after ?? undefined }, ZWinLossRawPage)

/** Distinct mode: the add-filter menu's option lists and labels (over the scope and ranges, not the filters). */
export function useWinLossOptions(query: TWinLossQuery) {
  const body = { ...query, filter: undefined, sort: undefined, distinct: true }
  return useQuery({
    queryKey: reportKeys.report(KEY, 'distinct', body),
    queryFn: async ({ signal }) => {
      const [lists, labels] = (await api.post('/reports/battleCardRawData', body, { schema: ZDistinctResponse, silent: true, signal })).data
      return { lists, labels: labels.schema }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
