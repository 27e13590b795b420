import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * The call page's rule (rules/call-access, `canViewMeeting`) as one SQL predicate over a meeting id: company admins,
 * super admins and View Only – All Company Calls users see every call of their company; anyone else sees a call they
 * own or whose calendar event they own, a call they were invited to or heard on (by e-mail), and the calls of the
 * people below them in the reporting line. A query reading call content adds it to its WHERE clause, so a call the
 * viewer may not open never leaves the database. `viewer` is the user id; an unknown viewer sees nothing.
 */
export function viewableMeetingSql(meetingId: SQL, viewer: SQL): SQL {
  return sql`exists (
    select 1 from users v
    where v.id = ${viewer} and (
      v.user_role in ('company_admin', 'super_admin')
      or exists (
        select 1 from user_licenses ul join licenses l on l.id = ul.license_id
        where ul.user_id = v.id and l.kind = 'view_only_all_calls')
      or exists (
        select 1 from meetings vm left join calendar_events vce on vce.id = vm.calendar_event_id
        where vm.id = ${meetingId} and vm.deleted_at is null and (
          vm.user_id = v.id or vce.user_id = v.id
          or exists (select 1 from unnest(vce.attendee_emails) a(email) where lower(a.email) = lower(v.email))
          or exists (select 1 from meeting_participants mp where mp.meeting_id = vm.id and lower(mp.email) = lower(v.email))
          or exists (
            with recursive below(id) as (
              select um.user_id from user_managers um where um.manager_id = v.id
              union
              select um.user_id from user_managers um join below on um.manager_id = below.id
            ) select 1 from below where below.id in (vm.user_id, vce.user_id))))))`
}

/** The viewer of the current transaction, for repository reads whose callers cannot pass one (deal chat retrieval). */
export const CURRENT_VIEWER = sql`nullif(current_setting('app.viewer_id', true), '')::int`

/** Names the viewer for the rest of the transaction: queries using CURRENT_VIEWER filter by what they may open. */
export async function setCurrentViewer(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select set_config('app.viewer_id', ${String(userId)}, true)`)
}
