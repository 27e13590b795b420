import type { TProfile } from '@parley/shared/schemas/user'
import { api } from '../../../lib/api'

export type ReportEvent = 'export_click' | 'pie_chart_view' | 'chart_click' | 'deal_link_click'

/**
 * POST /api/users/trackUserEvents for a report interaction (export_click, pie_chart_view,
 * chart clicks, deal_link_click); best effort, never shown, and not sent while impersonating.
 */
export function trackReportEvent(profile: TProfile, event: ReportEvent, metadata: Record<string, string>): void {
  if (profile.impersonating) return
  void api
    .post('/users/trackUserEvents', { page: '/reports', user_id: profile.id, event_type: event, impersonation: false, metadata }, { silent: true })
    .catch(() => undefined)
}
