import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { Scope } from '@parley/shared/rules/scope'
import { callsRangeEnd } from '@parley/shared/rules/win-loss'
import type { TWinLossQuery } from '@parley/shared/schemas/win-loss'
import type { ReportState } from '../../utils/reportSearch'
import { toReportQuery } from '../../utils/reportQuery'

/**
 * The report's query from the page state: the common query without what win-loss does not take, its Calls Done In
 * range ending two hours before now ("The end time sent is two hours before now").
 */
export function toWinLossQuery(state: ReportState, scope: Scope, now: Date): TWinLossQuery {
  const { skip: _skip, checklist_filters: _checklist, search: _search, group: _group, ...q } = toReportQuery(state, REPORT_RANGES.win_loss, scope, now)
  if (q.startTime !== undefined && q.startTime !== null && q.endTime !== undefined && q.endTime !== null) {
    q.endTime = callsRangeEnd(q.startTime, q.endTime, now)
  }
  return q
}
