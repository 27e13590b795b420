import { latestActivity } from '@parley/shared/rules/activity-review'
import { roundPercent } from '@parley/shared/rules/report-charts'
import { notetakerAdoptionRate } from '@parley/shared/rules/notetaker-adoption-rate'
import type { TActivityReviewRow } from '@parley/shared/schemas/activity-review'
import type { ActivityDbRow } from './activity-review.repository'

// A database row of Activity Review → the spec's "Activity review row". Pure: the page and the export shape a row
// the same way, with the shared rules for both adoption percents and the latest activity.

const iso = (v: string | null): string | null => (v === null ? null : new Date(v).toISOString())

export function toActivityRow(r: ActivityDbRow): TActivityReviewRow {
  const recorded = Number(r.recorded)
  const eligible = Number(r.eligible)
  const analysed = Number(r.analysed)
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    team_members: r.team_members ?? [],
    manager_name: r.manager_name,
    activity: latestActivity({ call: iso(r.last_call), question: iso(r.last_question), crm: iso(r.last_crm) }),
    // "Adoption percent is whole, 0 when eligible is 0."
    notetaker_adoption: notetakerAdoptionRate(recorded, eligible),
    recorded,
    eligible,
    // The average of the analysed calls' adoption fractions, as a whole percent.
    checklist_adoption: analysed > 0 ? roundPercent(Number(r.adoption_sum), analysed) : null,
    analysed_calls: analysed,
    crm_updates: Number(r.crm_updates),
    ama_questions: Number(r.ama_questions),
    calls: Number(r.calls),
  }
}
