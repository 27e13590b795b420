import type { OtherCompany, TenantCase } from './tenant-case'
import { REPORT_TENANT_CASES } from './tenant-cases-reports'

export type { OtherCompany, TenantCase } from './tenant-case'

/**
 * The table every route joins: how to call it as a user of company A while naming company B's ids;
 * tenant-isolation.test.ts expects 403 or 404 (or, for lists, no row of B).
 */
export const TENANT_CASES: TenantCase[] = [
  { name: 'read company settings', method: 'GET', url: (b) => `/api/companies/${b.companyId}/settings` },
  { name: 'change company settings', method: 'PATCH', url: (b) => `/api/companies/${b.companyId}/settings`, body: () => ({ dialerFilter: true }) },
  { name: 'complete onboarding of another user', method: 'POST', url: () => '/api/users/onboarding/status', body: (b) => ({ user_id: b.userId }) },
  { name: 'mint impersonation for another user', method: 'POST', url: () => '/api/admin/impersonation-tokens', body: (b) => ({ user_id: b.userId }) },
  {
    name: 'track events as another user',
    method: 'POST',
    url: () => '/api/users/trackUserEvents',
    body: (b) => ({ page: '/', user_id: b.userId, event_type: 'page_view' }),
  },
  { name: 'list companies', method: 'GET', url: () => '/api/list_companies', mayList: true },
  { name: 'checklist signal of another company', method: 'GET', url: (b) => `/api/checklist/${b.firstId('checklist_definitions')}` },
  { name: 'checklist library', method: 'GET', url: () => '/api/checklist-library', mayList: true },
  {
    name: "change the agenda of another company's call",
    method: 'POST',
    url: () => '/api/users/updateAgendaType',
    body: (b) => ({ call_id: b.firstId('meetings'), agenda_type: 'Discovery' }),
  },
  // Admin center: a company admin naming company B sees and changes only their own company.
  { name: "edit another company's user", method: 'PUT', url: () => '/api/update_user_details', body: (b) => ({ user_id: b.userId, name: 'Renamed' }) },
  {
    name: "deactivate another company's user",
    method: 'PUT',
    url: () => '/api/update_user_details',
    body: (b) => ({ user_id: b.userId, status: 'cancelled', license_ids: [] }),
  },
  {
    name: 'invite into another company',
    method: 'POST',
    url: () => '/api/invite_new_user',
    body: (b) => ({ name: 'Smuggled', email: 'smuggled@example.com', company_id: b.companyId, license_ids: [1] }),
  },
  { name: "another company's audit log", method: 'GET', url: (b) => `/api/audit-log?company_id=${b.companyId}` },
  {
    name: 'admin table filtered to another company',
    method: 'POST',
    url: () => '/api/users/admin_panel_user_data',
    body: (b) => ({ filters: { companies: [b.companyId] }, take: 100 }),
    mayList: true,
  },
  {
    name: 'admin filter options of another company',
    method: 'POST',
    url: () => '/api/users/admin_panel_user_data?distinct=true',
    body: (b) => ({ filters: { companies: [b.companyId] } }),
    mayList: true,
  },
  {
    name: 'admin export of another company',
    method: 'POST',
    url: () => '/api/users/admin_panel_user_data/export?format=csv',
    body: (b) => ({ filters: { companies: [b.companyId] } }),
    mayList: true,
  },
  // Recordings: media and its signed link of another company's call.
  { name: "media of another company's call", method: 'GET', url: (b) => `/api/meetings/${b.firstId('meetings')}/media` },
  { name: "signed media link of another company's call", method: 'GET', url: (b) => `/api/meetings/${b.firstId('meetings')}/media-url` },
  { name: 'profile', method: 'GET', url: () => '/api/profile', mayList: true },
  // Recordings dashboard: lists filtered by B's people stay in A; B's saved views are not found.
  {
    name: "dashboard filtered to another company's rep",
    method: 'POST',
    url: () => '/api/reports/activity-dashboard?take=10&skip=0',
    body: (b) => ({ role: 'super_admin', reps: [b.userEmail], title: b.companyName }),
    mayList: true,
  },
  {
    name: "unrecorded calls of another company's rep",
    method: 'POST',
    url: () => '/api/reports/activity-dashboard',
    body: (b) => ({ role: 'super_admin', reps: [b.userEmail], only_recorded_calls: false }),
    mayList: true,
  },
  { name: "trend of another company's rep", method: 'POST', url: () => '/api/reports/activity-trend', body: (b) => ({ reps: [b.userEmail] }), mayList: true },
  { name: 'filter option lists', method: 'POST', url: () => '/api/reports/distinct-values', mayList: true },
  { name: 'current deal stages', method: 'GET', url: () => '/api/users/currentDealStages', mayList: true },
  { name: 'saved views', method: 'GET', url: () => '/api/users/readCustomViews', mayList: true },
  // Upcoming meetings: only the signed-in user's own calendar, whatever the query names.
  { name: 'upcoming meetings', method: 'GET', url: () => '/api/users/events?take=100', mayList: true },
  {
    name: "upcoming meetings searched by another company's name",
    method: 'GET',
    url: (b) => `/api/users/events?take=100&title=${encodeURIComponent(b.companyName)}`,
    mayList: true,
  },
  { name: "'Sync Now' for another company's user", method: 'GET', url: (b) => `/api/admin/run_cron_task?task=calendar_sync&user_id=${b.userId}` },
  // The demo seeds no saved views; saved-views.routes.test.ts inserts one for B and checks the 404 on a real row.
  { name: "update another company's view", method: 'POST', url: (b) => `/api/users/updateCustomView?id=${viewIdOf(b)}`, body: () => ({ view_name: 'Mine' }) },
  { name: "delete another company's view", method: 'POST', url: (b) => `/api/users/deleteCustomView?id=${viewIdOf(b)}` },
  // The export of the whole company (limit false): the file holds company A's calls only.
  {
    name: 'dashboard export of every call',
    method: 'POST',
    url: () => '/api/reports/activity-dashboard/export?format=csv',
    body: () => ({ role: 'company_admin' }),
    mayList: true,
  },
  { name: 'CRM filter fields', method: 'GET', url: () => '/api/users/dashboardFiltersDropdown', mayList: true },
  { name: 'CRM filter values', method: 'GET', url: () => '/api/users/dashboardDropdownValues?db_field=sales_play&table_name=crm_deals', mayList: true },
  // The call page: B's call is not found through any of its routes.
  {
    name: "call page of another company's call",
    method: 'POST',
    url: (b) => `/api/reports/call-details?id=${b.firstId('meetings')}`,
    body: () => ({ role: 'company_admin' }),
  },
  { name: "checklist panel of another company's call", method: 'GET', url: (b) => `/api/users/salesInsigtsOfMeeting?id=${b.firstId('meetings')}` },
  {
    name: "thumbs-down on another company's checklist item",
    method: 'POST',
    url: () => '/api/users/checklistInteraction',
    body: (b) => ({
      action_type: 'thumbs-down',
      zoom_recording_analytics_id: b.firstId('meetings'),
      source_id: b.firstId('meeting_insights'),
      source_type: 'insight',
    }),
  },
  { name: "delete another company's call", method: 'GET', url: (b) => `/api/users/deleteMeeting?id=${b.firstId('meetings')}` },
  { name: "super-admin delete of another company's call", method: 'POST', url: (b) => `/api/admin/deleteMeeting?id=${b.firstId('meetings')}` },
  { name: "download link of another company's call", method: 'POST', url: (b) => `/api/meetings/${b.firstId('meetings')}/download-url` },
  { name: "download of another company's call", method: 'GET', url: (b) => `/api/meetings/${b.firstId('meetings')}/download` },
  // Sharing: links are created, listed and revoked inside the caller's company only.
  { name: "share link of another company's call", method: 'GET', url: (b) => `/api/users/getMeetingShareURL?id=${b.firstId('meetings')}` },
  {
    name: "share link with settings of another company's call",
    method: 'POST',
    url: (b) => `/api/users/getMeetingShareURLWithSettings?id=${b.firstId('meetings')}`,
    body: () => ({ shareType: 'anyone' }),
  },
  { name: "live links of another company's call", method: 'GET', url: (b) => `/api/sharing/meetings/${b.firstId('meetings')}/links` },
  {
    name: "revoke another company's share link",
    method: 'POST',
    url: (b) => {
      try {
        return `/api/sharing/links/${b.firstId('share_links')}/revoke`
      } catch {
        return '/api/sharing/links/2000000000/revoke'
      }
    },
  },
  // Without B's token a shared load is only the locked card, never B's call.
  {
    name: "shared load of another company's call",
    method: 'GET',
    url: (b) => `/api/sharing/meetings/${b.firstId('meetings')}?sharingToken=${'A'.repeat(43)}`,
    mayList: true,
  },
  {
    name: "e-mail prompt on another company's shared call",
    method: 'POST',
    url: (b) => `/api/sharing/meetings/${b.firstId('meetings')}/email?sharingToken=${'A'.repeat(43)}`,
    body: () => ({ viewId: 1, email: 'x@example.com' }),
  },
  {
    name: "shared media of another company's call",
    method: 'GET',
    url: (b) => `/api/sharing/meetings/${b.firstId('meetings')}/media?sharingToken=${'A'.repeat(43)}&e=9999999999&s=x`,
  },
  // Settings: the query forms of update_user_details and the delete-meetings switch name B's ids.
  { name: "post-call e-mail of another company's user", method: 'PUT', url: (b) => `/api/update_user_details?user_id=${b.userId}&post_call_email=false` },
  {
    name: "disconnect another company's user's calendar",
    method: 'PUT',
    url: (b) => `/api/update_user_details?user_id=${b.userId}&remove_calendar_integration=true`,
  },
  {
    name: 'meeting delete permissions of another company',
    method: 'POST',
    url: () => '/api/users/updateDeleteMeetingsAccess',
    body: (b) => ({ companyID: b.companyId, delete_meeting: true }),
  },
  {
    name: "notetaker choice on another company's meeting",
    method: 'POST',
    url: () => '/api/users/updateBotScheduleForMeeting',
    body: (b) => ({ id: b.firstId('calendar_events'), gce_id: 'any', status: false }),
  },
  // CRM connections: another company's user cannot be refreshed; the list shows only the own company.
  { name: "refresh another company's user's CRM deals", method: 'GET', url: (b) => `/api/refresh_crm_deals?user_id=${b.userId}` },
  { name: 'CRM connections', method: 'GET', url: () => '/api/crm/connections', mayList: true },
  // Clips: another company's call cannot be cut, and its clips are neither listed, read, played, deleted nor shared.
  {
    name: "clip of another company's call",
    method: 'POST',
    url: () => '/api/users/createClip',
    body: (b) => ({ id: b.firstId('meetings'), title: 'x', startTime: 0, duration: 5 }),
  },
  { name: "clips of another company's call", method: 'GET', url: (b) => `/api/users/getClips?meetingId=${b.firstId('meetings')}` },
  { name: 'clips list', method: 'GET', url: () => '/api/users/getClips', mayList: true },
  { name: "another company's clip", method: 'GET', url: (b) => `/api/users/getClips?id=${clipIdOf(b)}` },
  { name: "another company's clip media", method: 'GET', url: (b) => `/api/clips/${clipIdOf(b)}/media` },
  { name: "download another company's clip", method: 'GET', url: (b) => `/api/clips/${clipIdOf(b)}/download` },
  { name: "delete another company's clip", method: 'DELETE', url: (b) => `/api/clips/${clipIdOf(b)}` },
  { name: "share another company's clip", method: 'GET', url: (b) => `/api/users/getShareURL?id=${clipIdOf(b)}&type=CLIP` },
  {
    name: "shared load of another company's clip",
    method: 'GET',
    url: (b) => `/api/sharing/clips/${clipIdOf(b)}?sharingToken=${'A'.repeat(43)}`,
    mayList: true,
  },
  // Ask Me Anything: another company's call can neither be asked about nor its history read.
  { name: "AMA history of another company's call", method: 'GET', url: (b) => `/api/users/parleyEurekaGetMessages?meetingId=${b.firstId('meetings')}` },
  {
    name: "AMA question on another company's call",
    method: 'POST',
    url: () => '/api/users/parleyEurekaMessage',
    body: (b) => ({ meetingId: b.firstId('meetings'), question: 'What did they say about pricing?' }),
  },
  // AI chat reports: a company admin naming another company or its user is refused.
  { name: 'AI chat report of another company', method: 'GET', url: (b) => `/api/users/parleyEurekaReport?company_id=${b.companyId}` },
  { name: "AI chat report of another company's user", method: 'GET', url: (b) => `/api/users/parleyEurekaReport?user_id=${b.userId}` },
  { name: "AI chat summary of another company's user", method: 'GET', url: (b) => `/api/users/parleyEurekaSummaryReport?user_id=${b.userId}` },
  {
    name: 'AI chat report export of another company',
    method: 'POST',
    url: () => '/api/users/parleyEurekaReport/export?format=csv',
    body: (b) => ({ company_id: b.companyId }),
  },
  // Deal Activity and CRM Info tabs: another company's deal or e-mail is not found. deal_crm_info takes the
  // CRM's own id, not a row id: deal-activity.routes.test.ts names another company's real one.
  { name: "activity of another company's deal", method: 'GET', url: (b) => `/api/users/dealActivityTab?deal_id=${b.firstId('deals')}` },
  { name: "body of another company's e-mail", method: 'GET', url: (b) => `/api/users/dealEmailBody?id=${b.firstId('emails')}` },
  // Deal mapping: B's calls, events and deals are not found; the deal lists show company A's only.
  {
    name: "suggested deals for another company's call",
    method: 'GET',
    url: (b) => `/api/users/dropdownDeals?type=recommended&calendar_event=${b.firstId('calendar_events')}`,
  },
  {
    name: "deals of another company's user",
    method: 'GET',
    url: (b) => `/api/users/dropdownDeals?type=owner&owner=${encodeURIComponent(b.userEmail)}`,
    mayList: true,
  },
  {
    name: 'all deals searched by another company',
    method: 'GET',
    url: (b) => `/api/users/dropdownDeals?type=company&search=${encodeURIComponent(b.companyName.slice(0, 20))}`,
    mayList: true,
  },
  { name: "deal list of another company's owner", method: 'GET', url: (b) => `/api/users/deals?owner=${encodeURIComponent(b.userEmail)}`, mayList: true },
  {
    name: "deal explainability of another company's call",
    method: 'GET',
    url: (b) => `/api/users/dealExplainability?calendar_event=${b.firstId('calendar_events')}&crm_deal=any`,
  },
  {
    name: "deal mapping review of another company's call",
    method: 'POST',
    url: () => '/api/users/auditDealMapping',
    body: (b) => ({ type: 'Review', source: 'meeting_page', calendar_event_id: b.firstId('calendar_events'), primary_deal_id: b.firstId('deals') }),
  },
  {
    name: "wrong-deal report on another company's call",
    method: 'POST',
    url: () => '/api/users/auditDealMapping',
    body: (b) => ({ type: 'Wrong deal', source: 'meeting_page', zoom_recording_analytics_id: b.firstId('meetings'), description: 'wrong' }),
  },
  {
    name: "map another company's call to a deal",
    method: 'PUT',
    url: () => '/api/update_deal',
    body: (b) => ({
      source: 'meeting_page',
      user_id: b.userId,
      zoom_recording_analytics_id: b.firstId('meetings'),
      updated_primary_deal_id: b.firstId('deals'),
    }),
  },
  // CRM write-back: B's call has no preview or timeline here, and nothing is written into B's deal.
  { name: "CRM note preview of another company's call", method: 'GET', url: (b) => `/api/crm-write/preview?meeting_id=${b.firstId('meetings')}` },
  {
    name: "write insights into another company's deal",
    method: 'POST',
    url: () => '/api/write_to_crm',
    body: (b) => ({
      payload: { deal_id: b.firstId('deals'), lines: [{ key: 'summary', kind: 'summary', text: 'Summary', seconds: null }] },
      zoom_recording_analytics_id: b.firstId('meetings'),
    }),
  },
  { name: "CRM writes of another company's call", method: 'GET', url: (b) => `/api/users/updateInCrmTimelines?id=${b.firstId('meetings')}` },
  // Deal Insights tab and the deal chat: B's deal, account and chat threads are not found.
  { name: "insights of another company's deal", method: 'POST', url: () => '/api/users/dealInsights', body: (b) => ({ deal_id: b.firstId('deals') }) },
  {
    name: "insights of another company's account",
    method: 'POST',
    url: () => '/api/users/dealInsights',
    body: (b) => ({ account_id: b.firstId('accounts'), account_insights: true }),
  },
  { name: "forecast of another company's deal", method: 'GET', url: (b) => `/api/users/dealForecast?deal_id=${b.firstId('deals')}` },
  { name: "deal chat threads of another company's deal", method: 'GET', url: (b) => `/api/ama/deal/messages?deal_id=${b.firstId('deals')}` },
  { name: "another company's deal chat thread", method: 'GET', url: (b) => `/api/ama/deal/messages?thread_id=${chatThreadIdOf(b)}` },
  {
    name: "deal chat question on another company's deal",
    method: 'POST',
    url: () => '/api/ama/deal/question',
    body: (b) => ({ deal_id: b.firstId('deals'), question: 'What did they say about pricing?' }),
  },
  // Deal review: naming another company's id is refused for anyone but a super admin.
  { name: 'deal review of another company', method: 'GET', url: (b) => `/api/users/dealReview?company_id=${b.companyId}` },
  // Reports: every report answers rows of the caller's company only (tenant-cases-reports.ts).
  ...REPORT_TENANT_CASES,
]

/** B's first clip, or an id no company has when B has none (the answer must still be 403/404). */
function clipIdOf(b: OtherCompany): number {
  try {
    return b.firstId('clips')
  } catch {
    return 2_000_000_000
  }
}

function viewIdOf(b: OtherCompany): number {
  try {
    return b.firstId('saved_views')
  } catch {
    return 2_000_000_000
  }
}

/** B's first chat thread, or an id no company has when B has none. */
function chatThreadIdOf(b: OtherCompany): number {
  try {
    return b.firstId('chat_threads')
  } catch {
    return 2_000_000_000
  }
}
