import { describe, expect, it } from 'vitest'
import { defaultCompanySettings, type TCompanySettings } from '../schemas/company-settings'
import type { Actor } from './capabilities'
import { canOpenReport, DEFAULT_REPORT_PAGE, landingReport, reportByPage, reportMenu, reportTitle, winLossDeckUrl } from './reports-menu'

const settings = (over: Partial<TCompanySettings> = {}): TCompanySettings => ({ ...defaultCompanySettings(), ...over })
const actor = (over: Partial<Actor> = {}): Actor => ({
  user_role: 'company_admin',
  is_manager: false,
  policy: 'edit',
  function: null,
  settings: settings(),
  ...over,
})
const FULL = ['pipeline_review', 'checklist_adoption', 'calls_recordings', 'voice_of_customer', 'objection_handling', 'activity_review', 'conversion_insights']

describe('report pages — "| 1 | Calls & Recordings | … | 5 | Pipeline Review (default page) | … | 13 | Channel Partner Account Review |"', () => {
  it.each([
    [1, 'calls_recordings', 'Calls & Recordings'],
    [2, 'call_details', 'Call Details'],
    [3, 'checklist_adoption', 'Checklist Adoption'],
    [4, 'voice_of_customer', 'Voice of Customer'],
    [5, 'pipeline_review', 'Pipeline Review'],
    [7, 'conversion_insights', 'Conversion Insights'],
    [8, 'objection_handling', 'Objection Handling'],
    [9, 'bdr_to_mql', 'Conversion Dashboard: Call to Meeting'],
    [10, 'qualified_deal_review', 'Conversion Dashboard: Qualify to POC'],
    [11, 'mql_deal_review', 'Conversion Dashboard: Meeting to Qualify'],
    [12, 'win_loss', 'Competitive Win-Loss Analysis'],
    [13, 'account_review', 'Channel Partner Account Review'],
  ])('page %i is %s (%s)', (page, key, name) => {
    expect(reportByPage(page)).toMatchObject({ key, name })
  })

  it('knows no page 0, 14 or 99, and Pipeline Review is the default page', () => {
    expect([0, 14, 99].map(reportByPage)).toEqual([undefined, undefined, undefined])
    expect(DEFAULT_REPORT_PAGE).toBe(5)
  })

  it('"The browser title reads \'{report name} - Reports\'."', () => {
    expect(reportTitle('pipeline_review')).toBe('Pipeline Review - Reports')
  })
})

describe('menu visibility', () => {
  it('"Full menu: Pipeline Review, Checklist Adoption, Calls & Recordings, Voice of Customer, Objection Handling, for everyone."', () => {
    expect(reportMenu(actor())).toEqual(FULL)
    expect(reportMenu(actor({ user_role: 'user', is_manager: true, function: null }))).toEqual(FULL)
  })

  it('"Conversion dashboards 9, 10, 11 and Competitive Win-Loss appear only for one specific customer company." (company settings)', () => {
    expect(reportMenu(actor({ settings: settings({ conversionDashboards: true, winLoss: true }) }))).toEqual([
      ...FULL,
      'bdr_to_mql',
      'qualified_deal_review',
      'mql_deal_review',
      'win_loss',
    ])
  })

  it('"Channel Partner Account Review appears only for another specific customer company."', () => {
    expect(reportMenu(actor({ settings: settings({ accountReview: true }) }))).toEqual([...FULL, 'account_review'])
  })

  it.each(['AE', 'Sales', 'CSM', 'Marketing'])(
    '"Users whose function is %s … and who are not company admins get a short menu: Pipeline Review and Calls & Recordings always"',
    (fn) => {
      expect(reportMenu(actor({ user_role: 'user', is_manager: true, function: fn }))).toEqual(['pipeline_review', 'calls_recordings'])
    },
  )

  it('"Checklist Adoption and Objection Handling only for one named company; Qualify to POC for the first named company."', () => {
    const s = settings({ shortMenuExtras: true, shortMenuQualifyToPoc: true, conversionDashboards: true })
    expect(reportMenu(actor({ user_role: 'user', is_manager: true, function: 'AE', settings: s }))).toEqual([
      'pipeline_review',
      'calls_recordings',
      'checklist_adoption',
      'objection_handling',
      'qualified_deal_review',
    ])
  })

  it('"Users whose function is BDR and who are not admins get only Pipeline Review and Checklist Adoption."', () => {
    expect(reportMenu(actor({ user_role: 'user', is_manager: true, function: 'BDR', settings: settings({ winLoss: true }) }))).toEqual([
      'pipeline_review',
      'checklist_adoption',
    ])
  })

  it('admins keep the full menu whatever their function', () => {
    expect(reportMenu(actor({ function: 'BDR' }))).toEqual(FULL)
    expect(reportMenu(actor({ user_role: 'super_admin', function: 'AE' }))).toEqual(FULL)
  })

  it('no Reports at all → an empty menu (capabilities.canSeeReports)', () => {
    expect(reportMenu(actor({ user_role: 'user', function: 'AE' }))).toEqual([])
    expect(landingReport(actor({ user_role: 'user', function: 'AE' }), 5)).toBeNull()
  })

  it('a report the menu does not offer cannot be opened; parts of an offered report can', () => {
    const bdr = actor({ user_role: 'user', is_manager: true, function: 'BDR' })
    expect(canOpenReport(bdr, 'calls_recordings')).toBe(false)
    expect(canOpenReport(bdr, 'call_details')).toBe(false)
    const ae = actor({ user_role: 'user', is_manager: true, function: 'AE' })
    expect(canOpenReport(ae, 'call_details')).toBe(true)
    expect(canOpenReport(ae, 'notetaker_adoption')).toBe(true)
    expect(canOpenReport(actor(), 'win_loss')).toBe(false)
  })

  it('an unknown or refused page lands on Pipeline Review', () => {
    const ae = actor({ user_role: 'user', is_manager: true, function: 'AE' })
    expect(landingReport(ae, 12)?.key).toBe('pipeline_review')
    expect(landingReport(ae, 99)?.key).toBe('pipeline_review')
    expect(landingReport(ae, 1)?.key).toBe('calls_recordings')
    expect(landingReport(ae, undefined)?.key).toBe('pipeline_review')
  })

  it('"The win-loss customer sees an info icon on Pipeline Review that opens an external slide deck."', () => {
    expect(winLossDeckUrl(actor({ settings: settings({ winLoss: true, winLossDeckUrl: 'https://deck.example' }) }))).toBe('https://deck.example')
    expect(winLossDeckUrl(actor({ settings: settings({ winLossDeckUrl: 'https://deck.example' }) }))).toBeNull()
  })
})
