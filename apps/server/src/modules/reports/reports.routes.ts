import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app'
import { advancedOutcomesRoutes } from './advanced-outcomes.routes'
import { checklistAdoptionRoutes } from './checklist-adoption.routes'
import { callsReportRoutes } from './calls-report.routes'
import { notetakerAdoptionRoutes } from './notetaker-adoption.routes'
import { objectionHandlingRoutes } from './objection-handling.routes'
import { pipelineReviewRoutes } from './pipeline-review.routes'

/** Every report's routes (HOW-TO-ADD-A-REPORT.md step 2: one line per report). app.ts registers this plugin once. */
export const reportsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(pipelineReviewRoutes(deps))
    await app.register(checklistAdoptionRoutes(deps))
    await app.register(callsReportRoutes(deps))
    await app.register(notetakerAdoptionRoutes(deps))
    await app.register(objectionHandlingRoutes(deps))
    await app.register(advancedOutcomesRoutes(deps))
  }
