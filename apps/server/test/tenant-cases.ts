/**
 * The table every route joins: how to call it as a user of company A while naming company B's ids. Each later
 * issue adds its routes here; tenant-isolation.test.ts expects 403 or 404 (or, for lists, no row of B).
 */
export interface TenantCase {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: (b: OtherCompany) => string
  body?: (b: OtherCompany) => unknown
  /** For list answers that may succeed: the answer must not mention any of B's ids or names. */
  mayList?: boolean
}

export interface OtherCompany {
  companyId: number
  companyName: string
  userId: number
  userEmail: string
  /** The lowest id B has in a tenant table (e.g. `b.firstId('meetings')`); throws when B has no row there. */
  firstId(table: string): number
}

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
  // Admin center (issue 8): a company admin naming company B sees and changes only their own company.
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
  // Recordings (issue 3): media and its signed link of another company's call.
  { name: "media of another company's call", method: 'GET', url: (b) => `/api/meetings/${b.firstId('meetings')}/media` },
  { name: "signed media link of another company's call", method: 'GET', url: (b) => `/api/meetings/${b.firstId('meetings')}/media-url` },
  { name: 'profile', method: 'GET', url: () => '/api/profile', mayList: true },
  // Recordings dashboard (issue 4): lists filtered by B's people stay in A; B's saved views are not found.
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
  // Upcoming meetings (issue 7): only the signed-in user's own calendar, whatever the query names.
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
  // The call page (issue 5): B's call is not found through any of its routes.
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
]

function viewIdOf(b: OtherCompany): number {
  try {
    return b.firstId('saved_views')
  } catch {
    return 2_000_000_000
  }
}
