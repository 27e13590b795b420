import { ZCompanySettings, type TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { CalendarProvider, CrmName, DemoSize, MeetingPlatform, StageKind } from './types'

/** One step of a company's CRM pipeline, in funnel order. */
export interface StageDef {
  name: string
  kind: StageKind
  /** Which conversation a call at this stage usually is. */
  call: 'intro' | 'discovery' | 'demo' | 'technical' | 'pricing' | 'negotiation' | 'renewal'
}

/** What the company sells: fills the conversation grammar's slots, so each tenant's calls sound like its own business. */
export interface ProductProfile {
  product: string
  shortProduct: string
  category: string
  features: readonly string[]
  integrations: readonly string[]
  pains: readonly string[]
  outcomes: readonly string[]
  competitors: readonly string[]
  incumbents: readonly string[]
  unit: string
  listPrice: number
  tiers: readonly string[]
  products: readonly string[]
}

/** Volumes per company at each size. Bench volumes are shares of the benchmark totals. */
export interface CompanyVolumes {
  extraUsers: number
  accounts: number
  deals: number
  events: number
  recorded: number
  emails: number
  /** Stretches recorded calls; the bench needs ≈ 267 segments a call (8 million over 30,000 calls). */
  callLengthScale: number
}

export interface CompanyProfile {
  key: string
  name: string
  domain: string
  crmName: CrmName | null
  calendarProvider: CalendarProvider
  /** IANA zone of the sales floor; meetings are placed in its business hours. */
  timeZone: string
  /** Its UTC offset in hours (fixed: the demo ignores daylight saving). */
  utcOffset: number
  platforms: readonly (readonly [MeetingPlatform, number])[]
  /** Open stages in funnel order, then the won stage(s), then the lost exits. */
  stages: readonly StageDef[]
  settings: TCompanySettings
  profile: ProductProfile
  regions: readonly string[]
  /** Share of the bench totals (the largest holds half). */
  benchShare: number
  defaults: CompanyVolumes
  /** Whether the company appears at default size (the fourth only exists in the bench). */
  inDefault: boolean
}

/** The benchmark totals across all companies. */
/** Bench calls run longer than the default demo's, to reach the benchmark's ≈ 8 million segments. */
export const BENCH_CALL_LENGTH_SCALE = 2

export const BENCH_TOTALS = { events: 100_000, recorded: 30_000, deals: 50_000, accounts: 20_000, emails: 200_000 } as const

const settings = (patch: Partial<TCompanySettings>): TCompanySettings => ZCompanySettings.parse(patch)

// Qualified-review stage set.
const QUALIFIED_STAGES: readonly StageDef[] = [
  { name: 'MQL/Prospecting', kind: 'open', call: 'intro' },
  { name: 'Qualify (RSD/VP Qualification)', kind: 'open', call: 'discovery' },
  { name: 'Outcome Definition', kind: 'open', call: 'demo' },
  { name: 'POC/Pilot', kind: 'open', call: 'technical' },
  { name: 'Negotiation/Technical Win', kind: 'open', call: 'pricing' },
  { name: 'Procurement/Finalize', kind: 'open', call: 'negotiation' },
  { name: 'Won', kind: 'won', call: 'renewal' },
  { name: 'Closed-Lost', kind: 'lost', call: 'discovery' },
  { name: 'Closed-Invalid', kind: 'lost', call: 'intro' },
  { name: 'Closed- Renewal', kind: 'lost', call: 'renewal' },
]

// Win-loss funnel order, as a company on that CRM layout names its stages.
const FUNNEL_STAGES: readonly StageDef[] = [
  { name: 'MQL/Prospecting', kind: 'open', call: 'intro' },
  { name: 'Qualify (RSD/VP Qualification)', kind: 'open', call: 'discovery' },
  { name: 'RFI', kind: 'open', call: 'discovery' },
  { name: 'RFP', kind: 'open', call: 'demo' },
  { name: 'POC Objective Defined', kind: 'open', call: 'demo' },
  { name: 'POC In-Progress', kind: 'open', call: 'technical' },
  { name: 'Technical Win / Negotiation', kind: 'won', call: 'pricing' },
  { name: 'Procurement / Won', kind: 'won', call: 'negotiation' },
  { name: 'Closed Won', kind: 'won', call: 'renewal' },
  { name: 'Closed Lost', kind: 'lost', call: 'discovery' },
  { name: 'Closed Invalid', kind: 'lost', call: 'intro' },
]

// Open/won/lost group names for a renewal-heavy business.
const RENEWAL_STAGES: readonly StageDef[] = [
  { name: 'MQL/Prospecting', kind: 'open', call: 'intro' },
  { name: 'Qualify (RSD/VP Qualification)', kind: 'open', call: 'discovery' },
  { name: 'Proposal', kind: 'open', call: 'demo' },
  { name: 'Sale In Progress', kind: 'open', call: 'pricing' },
  { name: 'Finalize', kind: 'open', call: 'negotiation' },
  { name: 'Closed-Won', kind: 'won', call: 'renewal' },
  { name: 'Close - Lost', kind: 'lost', call: 'discovery' },
  { name: 'Closed Lost - Renewal', kind: 'lost', call: 'renewal' },
]

export const COMPANY_PROFILES: readonly CompanyProfile[] = [
  {
    key: 'northwind',
    name: 'Northwind Analytics',
    domain: 'northwind.example',
    crmName: 'hubspot',
    calendarProvider: 'google',
    timeZone: 'America/New_York',
    utcOffset: -5,
    platforms: [
      ['google_meet', 6],
      ['zoom', 3],
      ['teams', 1],
    ],
    stages: QUALIFIED_STAGES,
    regions: ['NA East', 'NA West', 'EMEA', 'APAC'],
    benchShare: 0.5,
    inDefault: true,
    defaults: { extraUsers: 16, accounts: 40, deals: 64, events: 470, recorded: 140, emails: 520, callLengthScale: 1 },
    settings: settings({
      checklistLibraryAndClips: true,
      reportsMenuFunctions: ['AE', 'BDR'],
      zoomCard: true,
      msTeamsCards: true,
      privacyNotice: true,
      viewOnlyNominations: true,
      regionFilter: true,
      dialerFilter: true,
      dealReview: true,
      conversionDashboards: true,
      // The saved Pipeline Review views the review dashboards' links name (spec: "90 accelerate, 88 engage more, 87 qualify better, 86 record more").
      reviewViewAccelerate: 90,
      reviewViewEngageMore: 88,
      reviewViewQualifyBetter: 87,
      reviewViewRecordMore: 86,
      winLoss: true,
      winLossDeckUrl: 'https://decks.parley.example/win-loss/northwind',
      shortMenuExtras: true,
      shortMenuQualifyToPoc: true,
      firstMeetingScore: true,
      acvColumn: true,
      productsDiscussed: true,
      accountTabs: true,
      callAgendaColumns: true,
      aiChatSettings: true,
      insightsReportUrl: 'https://reports.parley.example/embed/northwind',
      domains: ['northwind.example'],
      deleteMeetingsAllowed: true,
    }),
    profile: {
      product: 'Northwind Insight',
      shortProduct: 'Insight',
      category: 'revenue analytics platform',
      features: [
        'pipeline forecasting',
        'deal health scoring',
        'the conversation timeline',
        'automated CRM hygiene',
        'the rep scorecard',
        'the win-loss dashboard',
        'custom report builder',
        'the territory planner',
        'churn early-warning alerts',
        'the executive summary view',
      ],
      integrations: ['Salesforce', 'HubSpot', 'Snowflake', 'Slack', 'Outreach', 'Gmail', 'Looker', 'Marketo'],
      pains: [
        'forecast accuracy',
        'spreadsheet reporting every Monday',
        'pipeline visibility across regions',
        'stale CRM data',
        'reps spending hours on admin',
        'no single view of the customer',
        'slipping deals nobody flags in time',
      ],
      outcomes: ['a forecast the board trusts', 'two hours back per rep per week', 'one source of truth for pipeline', 'earlier warning on at-risk deals'],
      competitors: ['Gong', 'Clari', 'Chorus', 'Avoma', 'Salesloft'],
      incumbents: ['Excel and a lot of goodwill', 'Tableau dashboards', 'a homegrown BI tool', 'Clari', 'Salesforce reports'],
      unit: 'seat',
      listPrice: 95,
      tiers: ['Team', 'Business', 'Enterprise'],
      products: ['Insight Forecast', 'Insight Coach', 'Insight Data Cloud'],
    },
  },
  {
    key: 'acme',
    name: 'Acme Robotics',
    domain: 'acme.example',
    crmName: 'salesforce',
    calendarProvider: 'microsoft',
    timeZone: 'America/Los_Angeles',
    utcOffset: -8,
    platforms: [
      ['zoom', 5],
      ['teams', 4],
      ['google_meet', 1],
    ],
    stages: FUNNEL_STAGES,
    regions: ['Americas', 'Europe', 'Asia Pacific'],
    benchShare: 0.25,
    inDefault: true,
    defaults: { extraUsers: 16, accounts: 34, deals: 52, events: 380, recorded: 110, emails: 420, callLengthScale: 1 },
    settings: settings({
      dealReview: true,
      dealReviewMqlOnly: true,
      accountReview: true,
      pipelineLayout: 'alternative',
      searchPipelineMode: true,
      engagementMode: 'fast',
      domains: ['acme.example'],
    }),
    profile: {
      product: 'Acme PickerOne',
      shortProduct: 'PickerOne',
      category: 'autonomous warehouse picking system',
      features: [
        'the vision-guided gripper',
        'fleet orchestration',
        'the WMS connector',
        'the safety zone mapping',
        'remote monitoring',
        'the throughput simulator',
        'battery swap stations',
        'the operator tablet app',
        'predictive maintenance',
      ],
      integrations: ['Manhattan WMS', 'SAP EWM', 'Blue Yonder', 'Oracle NetSuite', 'Zebra scanners', 'Kronos'],
      pains: [
        'labour shortages on the night shift',
        'peak-season overtime',
        'mis-picks and returns',
        'slow onboarding of temp workers',
        'injury rates on the pick line',
        'throughput stuck at the same units per hour',
      ],
      outcomes: ['thirty percent more picks per hour', 'fewer mis-picks', 'a predictable peak season', 'lower overtime spend'],
      competitors: ['Locus', 'Geek+', 'Berkshire Grey', 'Fetch', 'Ocado'],
      incumbents: ['manual pick carts', 'a conveyor line from 2009', 'Locus robots', 'a pilot with Geek+', 'temp agency labour'],
      unit: 'robot',
      listPrice: 1800,
      tiers: ['Pilot', 'Fleet', 'Fleet Plus'],
      products: ['PickerOne', 'FleetOS', 'SafeZone'],
    },
  },
  {
    key: 'globex',
    name: 'Globex Health',
    domain: 'globex.example',
    crmName: 'hubspot',
    calendarProvider: 'microsoft',
    timeZone: 'America/Chicago',
    utcOffset: -6,
    platforms: [
      ['teams', 6],
      ['zoom', 3],
      ['google_meet', 1],
    ],
    stages: RENEWAL_STAGES,
    regions: ['North', 'South', 'West'],
    benchShare: 0.15,
    inDefault: true,
    defaults: { extraUsers: 6, accounts: 18, deals: 26, events: 170, recorded: 52, emails: 190, callLengthScale: 1 },
    settings: settings({
      reportsMenuFunctions: ['Sales', 'CSM'],
      reportsMenuIgnoresPolicy: true,
      zoomCard: true,
      viewOnlyNominations: true,
      regionFilter: true,
      domains: ['globex.example'],
      deleteMeetingsAllowed: true,
    }),
    profile: {
      product: 'Globex CareConnect',
      shortProduct: 'CareConnect',
      category: 'patient engagement platform',
      features: [
        'appointment reminders',
        'the patient intake forms',
        'two-way secure messaging',
        'the no-show predictor',
        'the care gap campaigns',
        'the EHR sync',
        'the analytics workspace',
        'after-visit surveys',
      ],
      integrations: ['Epic', 'Cerner', 'athenahealth', 'Twilio', 'Okta', 'Salesforce Health Cloud'],
      pains: ['no-show rates', 'front-desk phone volume', 'paper intake forms', 'patient satisfaction scores', 'care gaps in the diabetic population'],
      outcomes: ['a lower no-show rate', 'fewer calls to the front desk', 'better HCAHPS scores', 'closed care gaps'],
      competitors: ['Luma Health', 'Phreesia', 'Relatient', 'Klara'],
      incumbents: ['phone calls from the front desk', 'Phreesia', 'a patient portal nobody uses', 'Relatient'],
      unit: 'provider',
      listPrice: 140,
      tiers: ['Clinic', 'Practice', 'Health System'],
      products: ['CareConnect Remind', 'CareConnect Intake', 'CareConnect Campaigns'],
    },
  },
  {
    key: 'initech',
    name: 'Initech Systems',
    domain: 'initech.example',
    crmName: 'salesforce',
    calendarProvider: 'google',
    timeZone: 'Europe/London',
    utcOffset: 0,
    platforms: [
      ['google_meet', 4],
      ['zoom', 4],
      ['teams', 2],
    ],
    stages: QUALIFIED_STAGES,
    regions: ['NA', 'EMEA'],
    benchShare: 0.1,
    inDefault: false,
    defaults: { extraUsers: 10, accounts: 10, deals: 10, events: 50, recorded: 10, emails: 50, callLengthScale: 1 },
    settings: settings({ domains: ['initech.example'], regionFilter: true }),
    profile: {
      product: 'Initech Ledger',
      shortProduct: 'Ledger',
      category: 'spend management suite',
      features: ['approval workflows', 'virtual cards', 'the receipt matcher', 'budget guardrails', 'the close checklist'],
      integrations: ['NetSuite', 'QuickBooks', 'Workday', 'Coupa', 'Slack'],
      pains: ['month-end close taking two weeks', 'rogue spend', 'chasing receipts', 'manual approvals in e-mail'],
      outcomes: ['a five-day close', 'real-time budget visibility', 'no more receipt chasing'],
      competitors: ['Ramp', 'Brex', 'Coupa', 'Navan'],
      incumbents: ['corporate cards and spreadsheets', 'Expensify', 'Concur'],
      unit: 'employee',
      listPrice: 12,
      tiers: ['Starter', 'Growth', 'Enterprise'],
      products: ['Ledger Cards', 'Ledger Approvals', 'Ledger Close'],
    },
  },
]

/** The companies present at a size; bench adds the fourth so the largest holds half. */
export function companiesFor(size: DemoSize): CompanyProfile[] {
  return COMPANY_PROFILES.filter((c) => size === 'bench' || c.inDefault)
}

/** Volumes for one company at a size. */
export function volumesFor(c: CompanyProfile, size: DemoSize, scale = 1): CompanyVolumes {
  if (size === 'default') return c.defaults
  const s = c.benchShare * scale
  return {
    // Enough people that each rep's calendar stays plausible (a few meetings a day).
    extraUsers: Math.max(10, Math.round(600 * s)),
    accounts: Math.round(BENCH_TOTALS.accounts * s),
    deals: Math.round(BENCH_TOTALS.deals * s),
    events: Math.round(BENCH_TOTALS.events * s),
    recorded: Math.round(BENCH_TOTALS.recorded * s),
    emails: Math.round(BENCH_TOTALS.emails * s),
    callLengthScale: BENCH_CALL_LENGTH_SCALE,
  }
}
