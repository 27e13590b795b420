import { canSeeDealReview, isSuperAdmin } from '@parley/shared/rules/capabilities'
import { DEAL_REVIEW_PILOT_STAGE } from '@parley/shared/rules/deal-forecast-label'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import { DEAL_REVIEW_MESSAGES, type TDealReviewResponse } from '@parley/shared/schemas/deal-review'
import type { z } from 'zod'
import type { ZDealReviewQuery } from '@parley/shared/schemas/deal-review'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import { scopeOf } from '../../platform/access/scope'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError, badRequest, forbidden } from '../../platform/errors'
import { audit } from '../../platform/audit'
import { findSettings } from './deal-rollups.repository'
import { buildRow } from './deal-review.build'
import { callInsights, companyName, countDeals, dealEvents, dealPage, type DealFilter, signalDefinitions, stageOrder } from './deal-review.repository'

type DealReviewQuery = z.output<typeof ZDealReviewQuery>

/**
 * GET /users/dealReview: a page of the company's deals with their stage signals,
 * recordings and forecast label. The caller's own company in a tenant transaction, deals limited to the caller's
 * default scope (admins the company, managers their org, reps their own deals); a super admin may name another
 * company, read on the audited cross-company path. The dashboard is a company setting; off → 403.
 */
export async function dealReview(deps: AppDeps, auth: AuthContext, query: DealReviewQuery): Promise<TDealReviewResponse> {
  const own = auth.user.companyId
  const target = query.company_id ?? own
  if (target !== own && !isSuperAdmin(auth.actor)) throw new AppError(403, 'forbidden', DEAL_REVIEW_MESSAGES.otherCompany)

  if (target === own) {
    if (!canSeeDealReview(auth.actor)) throw forbidden(DEAL_REVIEW_MESSAGES.notEnabled)
    return deps.db.withTenant(own, async (tx) => {
      const scope = await scopeOf(tx, auth, null)
      return page(tx, { companyId: own, status: query.status, ownerIds: scope.userIds }, auth.settings, query)
    })
  }

  return deps.db.withAllCompanies(async (tx) => {
    const name = await companyName(tx, target)
    if (name === null) throw badRequest(DEAL_REVIEW_MESSAGES.unknownCompany, [{ field: 'company_id', message: DEAL_REVIEW_MESSAGES.unknownCompany }])
    const settings = await findSettings(tx, target)
    if (!settings.dealReview) throw forbidden(DEAL_REVIEW_MESSAGES.notEnabledForCompany)
    await audit(tx, {
      companyId: own,
      actorUserId: auth.user.id,
      impersonatorUserId: auth.impersonatorId,
      action: 'deal_review.other_company',
      targetType: 'company',
      targetId: target,
      details: { status: query.status, skip: query.skip },
    })
    return page(tx, { companyId: target, status: query.status, ownerIds: 'all' }, settings, query)
  })
}

async function page(tx: Db, filter: DealFilter, settings: TCompanySettings, query: DealReviewQuery): Promise<TDealReviewResponse> {
  const total = await countDeals(tx, filter)
  if (query.skip > 0 && query.skip >= total) {
    throw badRequest(DEAL_REVIEW_MESSAGES.pageBeyondRange, [{ field: 'skip', message: DEAL_REVIEW_MESSAGES.pageBeyondRange }])
  }
  const deals = await dealPage(tx, filter, query)
  const events = await dealEvents(
    tx,
    filter.companyId,
    deals.map((d) => d.id),
  )
  const meetingIds = [...new Set(events.flatMap((e) => (e.recording ? [e.recording.id] : [])))]
  const [insights, definitions, order, name] = [
    await callInsights(tx, filter.companyId, meetingIds),
    await signalDefinitions(tx, filter.companyId),
    await stageOrder(tx, filter.companyId),
    await companyName(tx, filter.companyId),
  ]
  const ctx = { pilotOnly: settings.dealReviewMqlOnly, definitions, stageOrder: order }
  return {
    data: {
      total,
      take: query.take,
      skip: query.skip,
      company: { id: filter.companyId, name: name ?? '' },
      pilotStage: settings.dealReviewMqlOnly ? DEAL_REVIEW_PILOT_STAGE : null,
      data: deals.map((d) => buildRow(d, events, insights, ctx)),
    },
  }
}
