import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../platform/deps'
import { accountReviewRoutes } from './account-review.routes'
import { activityReviewRoutes } from './activity-review.routes'
import { advancedOutcomesRoutes } from './advanced-outcomes.routes'
import { checklistAdoptionRoutes } from './checklist-adoption.routes'
import { conversionReviewRoutes } from './conversion-review.routes'
import { bdrDashboardRoutes } from './bdr-dashboard.routes'
import { callsReportRoutes } from './calls-report.routes'
import { conversionInsightsRoutes } from './conversion-insights.routes'
import { notetakerAdoptionRoutes } from './notetaker-adoption.routes'
import { meetingsOutcomesRoutes } from './meetings-outcomes.routes'
import { objectionHandlingRoutes } from './objection-handling.routes'
import { pipelineReviewRoutes } from './pipeline-review.routes'
import { voiceOfCustomerRoutes } from './voice-of-customer.routes'
import { winLossRoutes } from './win-loss.routes'

/** Every report's routes (HOW-TO-ADD-A-REPORT.md step 2: one line per report). app.ts registers this plugin once. */
export const reportsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(pipelineReviewRoutes(deps))
    await app.register(conversionReviewRoutes(deps))
    await app.register(checklistAdoptionRoutes(deps))
    await app.register(activityReviewRoutes(deps))
    await app.register(objectionHandlingRoutes(deps))
    await app.register(advancedOutcomesRoutes(deps))
    await app.register(accountReviewRoutes(deps))
    await app.register(bdrDashboardRoutes(deps))
    await app.register(meetingsOutcomesRoutes(deps))
    await app.register(callsReportRoutes(deps))
    await app.register(notetakerAdoptionRoutes(deps))
    await app.register(conversionInsightsRoutes(deps))
    await app.register(voiceOfCustomerRoutes(deps))
    await app.register(winLossRoutes(deps))
  }
