import { pipelineLink, type ReviewSection } from '@parley/shared/rules/conversion-review-page'
import type { ReviewKind } from '@parley/shared/rules/deal-stages'
import { reportByKey } from '@parley/shared/rules/reports-menu'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import { type ReportState, serializeReportSearch } from '../../utils/reportSearch'

/**
 * 'View in Pipeline Review': /reports at page 5 with the section itself and the review's filters ("each value list
 * joined by commas, encoded"), the review's deal ranges and scope, the section's saved view, and the activity timeline
 * of the last year. `period` is the review's range the section was counted in (unix seconds).
 */
export function pipelineLinkUrl(
  kind: ReviewKind,
  section: ReviewSection,
  state: ReportState,
  settings: TCompanySettings,
  period: { startTime: number; endTime: number },
): string {
  const link = pipelineLink(kind, section, state.filters, settings, period)
  const next: ReportState = {
    page: reportByKey('pipeline_review').page,
    role: state.role,
    group: 'month',
    activity: { time: 'last1Year', startTime: null, endTime: null },
    created: state.created,
    close: state.close,
    filters: link.filters,
    sort: null,
    view: link.view,
    flags: {},
  }
  return `/reports?${serializeReportSearch(next)}`
}
