import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZAuditDealMappingBody,
  ZAuditDealMappingResponse,
  ZDealExplainabilityQuery,
  ZDealExplainabilityResponse,
  ZDealOptionsResponse,
  ZDealsQuery,
  ZDropdownDealsQuery,
  ZUpdateDealBody,
  ZUpdateDealResponse,
} from '@parley/shared/schemas/deal-mapping'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { auditDealMapping, dealExplainability, dealsOfOwner, dropdownDeals, updateDeal } from './deal-mapping.service'

/** Mapping a call to a deal: dropdownDeals, deals, dealExplainability, auditDealMapping, update_deal. */
export const dealMappingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/dropdownDeals',
      {
        schema: {
          tags: ['deals'],
          summary: 'Deals to map a call to: Suggested (recommended, by calendar_event), Your deals (owner) or All deals (company)',
          querystring: ZDropdownDealsQuery,
          response: { 200: ZDealOptionsResponse },
        },
      },
      async (request) => ({ data: await dropdownDeals(deps, requireUser(request), request.query) }),
    )

    app.get(
      '/users/deals',
      {
        schema: { tags: ['deals'], summary: "A user's deals, by the owner's e-mail", querystring: ZDealsQuery, response: { 200: ZDealOptionsResponse } },
      },
      async (request) => ({ data: await dealsOfOwner(deps, requireUser(request), request.query.owner) }),
    )

    app.get(
      '/users/dealExplainability',
      {
        schema: {
          tags: ['deals'],
          summary: "Why a call is mapped to a deal: its external attendees, the prospect, the deal's account and owner, open",
          querystring: ZDealExplainabilityQuery,
          response: { 200: ZDealExplainabilityResponse },
        },
      },
      async (request) => ({ data: await dealExplainability(deps, requireUser(request), request.query.calendar_event, request.query.crm_deal) }),
    )

    app.post(
      '/users/auditDealMapping',
      {
        schema: {
          tags: ['deals'],
          summary: "A review of a call's deal mapping (type Review) or a wrong-deal report with feedback",
          body: ZAuditDealMappingBody,
          response: { 200: ZAuditDealMappingResponse },
        },
      },
      async (request) => auditDealMapping(deps, requireUser(request), request.body),
    )

    app.put(
      '/update_deal',
      {
        schema: {
          tags: ['deals'],
          summary: "Map a call to another deal, or unlink it ('null'); the deal tag editing rule applies",
          body: ZUpdateDealBody,
          response: { 200: ZUpdateDealResponse },
        },
      },
      async (request) => updateDeal(deps, requireUser(request), request.body),
    )
  }
