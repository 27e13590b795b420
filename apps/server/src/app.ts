import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { registerAuthentication } from './platform/auth/authenticate'
import type { App, AppDeps } from './platform/deps'
import { errorBody, registerErrorHandling } from './platform/errors'
import { registerInputHygiene } from './platform/input-hygiene'
import { registerRateLimits } from './platform/rate-limits'
import { safeErrorSerializer } from './platform/safe-error-log'
import { registerSecurityHeaders } from './platform/security-headers'
import { adminRoutes } from './modules/admin/admin.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { checklistsRoutes } from './modules/checklists/checklists.routes'
import { uploadRoutes } from './modules/meetings/upload.routes'
import { callDetailsRoutes } from './modules/meetings/call-details.routes'
import { meetingDeletionRoutes } from './modules/meetings/meeting-deletion.routes'
import { meetingChecklistRoutes } from './modules/checklists/meeting-checklist.routes'
import { oidcRoutes } from './modules/auth/oidc/oidc.routes'
import { companiesRoutes } from './modules/companies/companies.routes'
import { trackingRoutes } from './modules/tracking/tracking.routes'
import { recordingsRoutes } from './modules/recordings/recordings.routes'
import { usersRoutes } from './modules/users/users.routes'
import { calendarRoutes } from './modules/calendar/calendar.routes'
import { crmConnectRoutes } from './modules/deals/crm-connect.routes'
import { crmWriteRoutes } from './modules/deals/crm-write.routes'
import { dealMappingRoutes } from './modules/deals/deal-mapping.routes'
import { notetakerRoutes } from './modules/notetaker/notetaker.routes'
import { settingsRoutes } from './modules/settings/settings.routes'
import { shareLinksRoutes } from './modules/sharing/share-links.routes'
import { sharedMeetingRoutes } from './modules/sharing/shared-meeting.routes'
import { clipsRoutes } from './modules/clips/clips.routes'
import { amaRoutes } from './modules/ama/ama.routes'
import { amaReportsRoutes } from './modules/ama/ama-reports.routes'
import { amaDealRoutes } from './modules/ama/ama-deal.routes'
import { dealInsightsRoutes } from './modules/deals/deal-insights.routes'
import { dealActivityRoutes } from './modules/deals/deal-activity.routes'
import { dealReviewRoutes } from './modules/deals/deal-review.routes'
import { reportsRoutes } from './modules/reports/reports.routes'

export type { App, AppDeps } from './platform/deps'

/** Registers plugins and every module's routes; never listens, so tests inject (STYLE: fastify/demo). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel, serializers: { err: safeErrorSerializer } },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  registerInputHygiene(app)
  await registerSecurityHeaders(app, deps.config.publicUrl)
  await registerRateLimits(app)

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Parley API', version: '0.1.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  registerAuthentication(app, deps)
  await app.register(
    async (api) => {
      await api.register(authRoutes(deps))
      await api.register(oidcRoutes(deps))
      await api.register(usersRoutes(deps))
      await api.register(calendarRoutes(deps))
      await api.register(crmConnectRoutes(deps))
      await api.register(crmWriteRoutes(deps))
      await api.register(dealMappingRoutes(deps))
      await api.register(notetakerRoutes(deps))
      await api.register(settingsRoutes(deps))
      await api.register(companiesRoutes(deps))
      await api.register(adminRoutes(deps))
      await api.register(trackingRoutes(deps))
      await api.register(checklistsRoutes(deps))
      await api.register(uploadRoutes(deps))
      await api.register(recordingsRoutes(deps))
      await api.register(callDetailsRoutes(deps))
      await api.register(meetingChecklistRoutes(deps))
      await api.register(meetingDeletionRoutes(deps))
      await api.register(shareLinksRoutes(deps))
      await api.register(sharedMeetingRoutes(deps))
      await api.register(clipsRoutes(deps))
      await api.register(amaRoutes(deps))
      await api.register(amaReportsRoutes(deps))
      await api.register(amaDealRoutes(deps))
      await api.register(dealInsightsRoutes(deps))
      await api.register(dealActivityRoutes(deps))
      await api.register(dealReviewRoutes(deps))
      await api.register(reportsRoutes(deps))
    },
    { prefix: '/api' },
  )
  await serveWebApp(app, deps.config.webDist)
  return app
}

/**
 * The built single-page app: every GET outside /api that matches no file gets index.html, so the client router
 * decides (and shows its own 404 page). Unknown API routes answer the one error shape.
 */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist)
  const hasWebApp = existsSync(path.join(root, 'index.html'))
  if (hasWebApp) await app.register(fastifyStatic, { root, wildcard: false, index: false })
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html')
    return reply.status(404).send(errorBody('not_found', `No API route ${request.method} ${request.url.split('?')[0]}`))
  })
}
