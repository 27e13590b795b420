import type { Database } from '../../db/client'
import type { JobDefinition } from '../../platform/jobs/jobs'
import { refreshMeetingCounts } from './admin-users.repository'

/**
 * Every 15 minutes, the admin table's meeting counts of every company are recomputed from calendar_events into
 * user_meeting_counts. Idempotent: a rerun writes the same numbers.
 */
export function refreshMeetingCountsJob(db: Database, now: () => Date = () => new Date()): JobDefinition {
  return {
    name: 'admin-meeting-counts',
    schedule: '*/15 * * * *',
    policy: 'singleton',
    handler: async () => {
      await refreshMeetingCounts(db.system, null, now())
    },
  }
}
