import type { Config } from './config'
import type { Database } from './db/client'
import { processCallJob } from './modules/analysis/process-call.job'
import { reanalyseCallsJob } from './modules/analysis/reanalyse-calls.job'
import { ingestRecordingJob } from './modules/meetings/ingest-recording.job'
import { purgeExpiredTokensJob } from './modules/auth/purge-expired-tokens.job'
import { refreshMeetingCountsJob } from './modules/admin/refresh-meeting-counts.job'
import { recomputeDealRollupsJob } from './modules/deals/recompute-deal-rollups.job'
import { calendarSyncJobs } from './modules/calendar/calendar-sync.job'
import { crmSyncJobs } from './modules/deals/crm-sync.job'
import { notetakerJobs } from './modules/notetaker/notetaker.job'
import { notificationJobs } from './modules/notifications/notifications.job'
import { renderClipJob } from './modules/clips/clip-render.job'
import { checklistScoresJobs } from './modules/reports/refresh-checklist-scores.job'
import { callFactsJobs } from './modules/reports/refresh-call-facts.job'
import { winLossFactsJobs } from './modules/reports/refresh-win-loss-facts.job'
import type { JobDefinition, Jobs } from './platform/jobs/jobs'
import type { Secrets } from './platform/secrets'
import type { Storage } from './platform/storage/storage'

/** What handlers need; `jobs` is the queue itself, so handlers can queue follow-up work. */
export interface JobDeps {
  db: Database
  config: Config
  storage: Storage
  secrets: Secrets
  jobs: Jobs
}

/** Every queue handler of every module; main.ts runs them in-process, worker.ts apart. */
export function jobDefinitions(deps: JobDeps): JobDefinition[] {
  const { db } = deps
  return [
    purgeExpiredTokensJob(db),
    refreshMeetingCountsJob(db),
    recomputeDealRollupsJob(db),
    processCallJob(deps),
    reanalyseCallsJob(deps),
    ingestRecordingJob(deps),
    ...calendarSyncJobs(deps),
    ...crmSyncJobs(deps),
    ...notetakerJobs(deps),
    ...notificationJobs(deps),
    renderClipJob(deps),
    ...checklistScoresJobs(db),
    ...callFactsJobs(db),
    ...winLossFactsJobs(db),
  ]
}
