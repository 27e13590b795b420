import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZDealActivityQuery,
  ZDealActivityResponse,
  ZDealCrmInfoQuery,
  ZDealCrmInfoResponse,
  ZDealEmailBodyQuery,
  ZDealEmailBodyResponse,
} from '@parley/shared/schemas/deal-activity'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { dealCrmInfo } from './crm-info.service'
import { accountActivity } from './account-activity.service'
import { dealActivity, dealEmailBody } from './deal-activity.service'

/** The call page's Deal Activity (tab 5) and CRM Info (tab 7) reads. */
export const dealActivityRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/dealActivityTab',
      {
        schema: {
          tags: ['deals'],
          summary: "A deal's calls (recorded and not) and e-mails for the activity timeline, with the counts",
          description: "A call the viewer may not open is listed without its title or outcomes (can_view false). Another company's deal is 404.",
          querystring: ZDealActivityQuery,
          response: { 200: ZDealActivityResponse },
        },
      },
      async (request) => {
        const auth = requireUser(request)
        const { deal_id: dealId, account_activities: account } = request.query
        return { data: account === 'true' ? await accountActivity(deps, auth, dealId) : await dealActivity(deps, auth, dealId) }
      },
    )

    app.get(
      '/users/dealEmailBody',
      {
        schema: {
          tags: ['deals'],
          summary: "One e-mail's body (plain text)",
          querystring: ZDealEmailBodyQuery,
          response: { 200: ZDealEmailBodyResponse },
        },
      },
      async (request) => ({ data: await dealEmailBody(deps, requireUser(request), request.query.id) }),
    )

    app.get(
      '/users/deal_crm_info',
      {
        schema: {
          tags: ['deals'],
          summary: 'The deal as the CRM holds it (CRM Info tab)',
          querystring: ZDealCrmInfoQuery,
          response: { 200: ZDealCrmInfoResponse },
        },
      },
      async (request) => ({ data: await dealCrmInfo(deps, requireUser(request), request.query.crm_deal_id) }),
    )
  }
