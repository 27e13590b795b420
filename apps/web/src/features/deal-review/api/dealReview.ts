import { type TDealReviewQuery, type TDealReviewResponse, ZDealReviewResponse } from '@parley/shared/schemas/deal-review'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const dealReviewKeys = {
  page: (q: TDealReviewQuery) => ['deal-review', 'page', q] as const,
}

/** GET /api/users/dealReview: a page of 15 deals with their stage signals and recorded calls. */
export function getDealReview(query: TDealReviewQuery, signal?: AbortSignal): Promise<TDealReviewResponse> {
  return api.get('/users/dealReview', { query: { ...query }, schema: ZDealReviewResponse, signal })
}

export const dealReviewQueryOptions = (query: TDealReviewQuery) =>
  queryOptions({ queryKey: dealReviewKeys.page(query), queryFn: ({ signal }) => getDealReview(query, signal), placeholderData: keepPreviousData })

export function useDealReview(query: TDealReviewQuery) {
  return useQuery(dealReviewQueryOptions(query))
}
