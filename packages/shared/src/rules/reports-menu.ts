import type { Actor } from './capabilities'
import { canSeeReports } from './capabilities'

// The reports area. The web draws its report-type
// dropdown from `reportMenu`; the server answers 403 for a report `canOpenReport` refuses, so both read one rule.

export const REPORT_KEYS = [
  'calls_recordings',
  'call_details',
  'checklist_adoption',
  'voice_of_customer',
  'pipeline_review',
  'activity_review',
  'conversion_insights',
  'objection_handling',
  'bdr_to_mql',
  'qualified_deal_review',
  'mql_deal_review',
  'win_loss',
  'account_review',
  'notetaker_adoption',
] as const
export type ReportKey = (typeof REPORT_KEYS)[number]

export interface ReportPage {
  /** The `page` query value; tabs of a page (Notetaker Adoption) have none of their own. */
  page: number | null
  key: ReportKey
  name: string
  /** Reached from another report, never listed in the dropdown (Call Details, page 2). */
  hiddenFromMenu?: boolean
  /** The listed report that opens this one (its menu entry grants it). */
  partOf?: ReportKey
}

/**
 * "| 1 | Calls & Recordings | 2 | Call Details (detailed calls view; not in menus) | 3 | Checklist Adoption | 4 | Voice of
 * Customer | 5 | Pipeline Review (default page) | 6 | not shown | 7 | Conversion Insights | 8 | Objection Handling | 9 |
 * Conversion Dashboard: Call to Meeting | 10 | … Qualify to POC | 11 | … Meeting to Qualify | 12 | Competitive Win-Loss
 * Analysis | 13 | Channel Partner Account Review |". Page 6 carries Activity Review (docs/decisions.md); Notetaker
 * Adoption is "one tab of the reports page" (of Calls & Recordings).
 */
export const REPORT_PAGES: readonly ReportPage[] = [
  { page: 1, key: 'calls_recordings', name: 'Calls & Recordings' },
  { page: 2, key: 'call_details', name: 'Call Details', hiddenFromMenu: true, partOf: 'calls_recordings' },
  { page: 3, key: 'checklist_adoption', name: 'Checklist Adoption' },
  { page: 4, key: 'voice_of_customer', name: 'Voice of Customer' },
  { page: 5, key: 'pipeline_review', name: 'Pipeline Review' },
  { page: 6, key: 'activity_review', name: 'Activity Review' },
  { page: 7, key: 'conversion_insights', name: 'Conversion Insights' },
  { page: 8, key: 'objection_handling', name: 'Objection Handling' },
  { page: 9, key: 'bdr_to_mql', name: 'Conversion Dashboard: Call to Meeting' },
  { page: 10, key: 'qualified_deal_review', name: 'Conversion Dashboard: Qualify to POC' },
  { page: 11, key: 'mql_deal_review', name: 'Conversion Dashboard: Meeting to Qualify' },
  { page: 12, key: 'win_loss', name: 'Competitive Win-Loss Analysis' },
  { page: 13, key: 'account_review', name: 'Channel Partner Account Review' },
  { page: null, key: 'notetaker_adoption', name: 'Notetaker Adoption', hiddenFromMenu: true, partOf: 'calls_recordings' },
]

/** "Pipeline Review (default page)" — "default page 5". */
export const DEFAULT_REPORT_PAGE = 5

export function reportByPage(page: number): ReportPage | undefined {
  return REPORT_PAGES.find((r) => r.page === page)
}

export function reportByKey(key: ReportKey): ReportPage {
  const found = REPORT_PAGES.find((r) => r.key === key)
  if (!found) throw new Error(`unknown report ${key}`)
  return found
}

/** The browser title: "The browser title reads '{report name} - Reports'." */
export const reportTitle = (key: ReportKey) => `${reportByKey(key).name} - Reports`

/** "Full menu: Pipeline Review, Checklist Adoption, Calls & Recordings, Voice of Customer, Objection Handling, for everyone." */
const FULL_MENU: readonly ReportKey[] = ['pipeline_review', 'checklist_adoption', 'calls_recordings', 'voice_of_customer', 'objection_handling']
/** Builds Activity Review and Conversion Insights, which the spec's menus do not list: they join the full menu (docs/decisions.md). */
const FULL_MENU_ADDITIONS: readonly ReportKey[] = ['activity_review', 'conversion_insights']
/** "Users whose function is AE, Sales, CSM or Marketing and who are not company admins get a short menu." */
export const SHORT_MENU_FUNCTIONS: readonly string[] = ['AE', 'Sales', 'CSM', 'Marketing']
export const BDR_FUNCTION = 'BDR'

const isAdmin = (a: Pick<Actor, 'user_role'>) => a.user_role === 'company_admin' || a.user_role === 'super_admin'

/**
 * The report-type dropdown's entries in order: the specific-customer reports are company settings
 * (conversionDashboards, winLoss, accountReview, shortMenuExtras, shortMenuQualifyToPoc), never company names.
 * Empty when the user may not see Reports at all (capabilities.canSeeReports).
 */
export function reportMenu(a: Actor): ReportKey[] {
  if (!canSeeReports(a)) return []
  const s = a.settings
  if (!isAdmin(a) && a.function === BDR_FUNCTION) return ['pipeline_review', 'checklist_adoption']
  if (!isAdmin(a) && a.function !== null && SHORT_MENU_FUNCTIONS.includes(a.function)) {
    const short: ReportKey[] = ['pipeline_review', 'calls_recordings']
    if (s.shortMenuExtras) short.push('checklist_adoption', 'objection_handling')
    if (s.shortMenuQualifyToPoc) short.push('qualified_deal_review')
    return short
  }
  const menu: ReportKey[] = [...FULL_MENU, ...FULL_MENU_ADDITIONS]
  if (s.conversionDashboards) menu.push('bdr_to_mql', 'qualified_deal_review', 'mql_deal_review')
  if (s.winLoss) menu.push('win_loss')
  if (s.accountReview) menu.push('account_review')
  return menu
}

/** Whether the user may open a report: it is on their menu, or is part of one that is (Call Details, Notetaker Adoption). */
export function canOpenReport(a: Actor, key: ReportKey): boolean {
  const menu = reportMenu(a)
  const page = reportByKey(key)
  return menu.includes(key) || (page.partOf !== undefined && menu.includes(page.partOf))
}

/** The page a user lands on: the asked page when they may open it, else Pipeline Review, else their first report. */
export function landingReport(a: Actor, askedPage: number | null | undefined): ReportPage | null {
  const asked = askedPage === null || askedPage === undefined ? undefined : reportByPage(askedPage)
  if (asked && canOpenReport(a, asked.key)) return asked
  const menu = reportMenu(a)
  const fallback = menu.includes('pipeline_review') ? 'pipeline_review' : menu[0]
  return fallback ? reportByKey(fallback) : null
}

/** "The win-loss customer sees an info icon on Pipeline Review that opens an external slide deck." */
export function winLossDeckUrl(a: Actor): string | null {
  return a.settings.winLoss && a.settings.winLossDeckUrl ? a.settings.winLossDeckUrl : null
}
