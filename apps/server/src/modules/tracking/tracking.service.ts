import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ZOrigins } from '@parley/shared/schemas/tracking'
import type { AppDeps } from '../../platform/deps'
import { forbidden } from '../../platform/errors'
import { insertErrorReport, insertTrackingEvent, insertUtmOrigin } from './tracking.repository'

interface ErrorInput {
  kind: 'frontend' | 'error_404'
  subject: string
  message: string
  stack?: string | null
  pathname?: string
}

interface TrackInput {
  page: string | null
  eventType: string
  sessionId: string | null
  metadata: Record<string, unknown>
}

/**
 * Every stored row belongs to a company, so telemetry from signed-out visitors is only logged; impersonation
 * sessions are neither tracked nor reported.
 */
export function createTrackingService(deps: AppDeps) {
  async function reportError(request: FastifyRequest, e: ErrorInput): Promise<void> {
    const auth = request.auth
    if (auth?.impersonatorId) return
    if (!auth) {
      request.log.warn({ report: e }, 'error report from a signed-out visitor')
      return
    }
    await deps.db.withTenant(auth.user.companyId, (tx) =>
      insertErrorReport(tx, {
        companyId: auth.user.companyId,
        userId: auth.user.id,
        kind: e.kind,
        subject: e.subject,
        message: e.message,
        stack: e.stack ?? null,
        pathname: e.pathname ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      }),
    )
  }

  async function track(request: FastifyRequest, t: TrackInput, claimedUserId?: number): Promise<void> {
    const auth = request.auth
    if (!auth) {
      request.log.debug({ event: t }, 'tracking event from a signed-out visitor')
      return
    }
    if (claimedUserId !== undefined && claimedUserId !== auth.user.id) throw forbidden('You can only record your own events.')
    if (auth.impersonatorId) return
    await deps.db.withTenant(auth.user.companyId, (tx) =>
      insertTrackingEvent(tx, {
        companyId: auth.user.companyId,
        userId: auth.user.id,
        page: t.page,
        eventType: t.eventType,
        sessionId: t.sessionId,
        metadata: t.metadata,
        impersonation: false,
      }),
    )
  }

  async function recordOrigin(request: FastifyRequest, o: z.infer<typeof ZOrigins>): Promise<void> {
    const auth = request.auth
    if (!auth || auth.impersonatorId) {
      request.log.debug({ origin: o }, 'origin from a signed-out visitor')
      return
    }
    await deps.db.withTenant(auth.user.companyId, (tx) =>
      insertUtmOrigin(tx, {
        companyId: auth.user.companyId,
        userId: auth.user.id,
        referrer: o.referrer,
        appLandingPage: o.app_landing_page,
        appParameters: o.app_parameters,
        utmCampaign: o.utm_campaign,
        utmContent: o.utm_content,
        utmMedium: o.utm_medium,
        utmSource: o.utm_source,
        utmTerm: o.utm_term,
        referredToInteraction: o.referred_to_interaction,
        referredToPage: o.referred_to_page,
      }),
    )
  }

  return { reportError, track, recordOrigin }
}
