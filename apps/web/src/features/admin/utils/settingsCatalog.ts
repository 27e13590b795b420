import type { TCompanySettings } from '@parley/shared/schemas/company-settings'

// Every per-company switch, grouped and explained in plain words for the super admins'
// settings panel. A unit test checks that no key of ZCompanySettings is missing here.

export type SettingKey = keyof TCompanySettings

export interface SettingEntry {
  key: SettingKey
  label: string
  help: string
  /** For choice settings: the allowed values in words. */
  choices?: { value: string; label: string }[]
  /** For list settings: what one item is. */
  placeholder?: string
}

export interface SettingGroup {
  id: string
  title: string
  description: string
  entries: SettingEntry[]
}

export const SETTING_GROUPS: SettingGroup[] = [
  {
    id: 'company',
    title: 'Company',
    description: 'Who belongs to the company and where its people land.',
    entries: [
      {
        key: 'domains',
        label: 'E-mail domains',
        help: "The company's own e-mail domains. Anyone on a call with one of these addresses counts as a colleague, everyone else as a prospect.",
        placeholder: 'example.com',
      },
      { key: 'insightsReportUrl', label: 'Insights report address', help: 'The external report shown on the Insights page. Leave empty for none.' },
    ],
  },
  {
    id: 'features',
    title: 'Features in the sidebar',
    description: 'Pages the people of this company see.',
    entries: [
      {
        key: 'checklistLibraryAndClips',
        label: 'Checklist library and Clips',
        help: 'Shows the Checklist library and Clips pages and the "How to practice this?" link.',
      },
      { key: 'dealReview', label: 'Deal review dashboard', help: 'Shows the deal review dashboard.' },
      {
        key: 'dealReviewMqlOnly',
        label: 'Deal review: first stage only',
        help: 'The deal review dashboard shows only deals in the MQL / Prospecting stage (a pilot setup).',
      },
      { key: 'aiChatSettings', label: 'AI chat options', help: 'Turns on the extra settings of the AI chat (Ask Me Anything) for this company.' },
    ],
  },
  {
    id: 'settings-page',
    title: 'Settings page',
    description: 'Cards and switches on the Settings page.',
    entries: [
      { key: 'zoomCard', label: 'Zoom card', help: 'Offers the Zoom integration card, so people can connect their Zoom account.' },
      { key: 'msTeamsCards', label: 'Microsoft Teams cards', help: 'Offers the Teams cards for users and for admins.' },
      { key: 'privacyNotice', label: 'Privacy notice switch', help: 'Lets admins choose whether the notetaker posts a privacy message when it joins a call.' },
      { key: 'deleteMeetingsAllowed', label: 'Members may delete meetings', help: 'Lets admins allow people to delete their own recorded meetings.' },
    ],
  },
  {
    id: 'admin',
    title: 'Admin center',
    description: 'What admins see when they manage people.',
    entries: [
      {
        key: 'viewOnlyNominations',
        label: 'View Only nominations',
        help: 'Offers the two View Only nomination types (all company calls, or only calls the person joined). A View Only nomination replaces all others.',
      },
      { key: 'regionFilter', label: 'Region filter and column', help: 'Shows each person\u2019s region in the admin table and reports, with a filter for it.' },
      { key: 'dialerFilter', label: 'Dialer calls filter', help: 'Adds a filter for calls that came from the dialer on the Recordings page.' },
    ],
  },
  {
    id: 'reports',
    title: 'Reports menu',
    description: 'Who sees Reports and which reports are listed.',
    entries: [
      {
        key: 'reportsMenuFunctions',
        label: 'Functions that see Reports',
        help: 'People whose job function is listed here see the Reports menu even when they are not managers or admins.',
        placeholder: 'AE',
      },
      { key: 'reportsMenuIgnoresPolicy', label: 'Reports regardless of policy', help: 'Admins and managers see Reports even when their policy is view-only.' },
      {
        key: 'shortMenuExtras',
        label: 'Checklist Adoption and Objection Handling',
        help: 'Adds these two reports to the short menu for AE, Sales, CSM and Marketing people.',
      },
      { key: 'shortMenuQualifyToPoc', label: 'Qualify to POC report', help: 'Adds the Qualify to POC report to the short menu.' },
      { key: 'conversionDashboards', label: 'Conversion dashboards', help: 'Adds the three conversion dashboards to Reports.' },
      { key: 'winLoss', label: 'Competitive win-loss', help: 'Adds the competitive win-loss report.' },
      { key: 'winLossDeckUrl', label: 'Win-loss slide deck address', help: 'The slide deck opened from the info icon of the win-loss report.' },
      { key: 'accountReview', label: 'Channel partner account review', help: 'Adds the channel partner account review report.' },
    ],
  },
  {
    id: 'pipeline',
    title: 'Pipeline review',
    description: 'How the pipeline review report is laid out.',
    entries: [
      {
        key: 'pipelineLayout',
        label: 'Layout',
        help: 'The standard layout, or the alternative one some teams prefer.',
        choices: [
          { value: 'default', label: 'Standard' },
          { value: 'alternative', label: 'Alternative' },
        ],
      },
      { key: 'firstMeetingScore', label: 'First meeting score', help: 'Shows the score of the first meeting with each account.' },
      { key: 'acvColumn', label: 'ACV column', help: 'Shows the annual contract value of each deal.' },
      { key: 'productsDiscussed', label: 'Products discussed', help: 'Shows which products came up in the calls of each deal.' },
      { key: 'accountTabs', label: 'Account tabs', help: 'Groups the pipeline by account in tabs.' },
      { key: 'callAgendaColumns', label: 'Call agenda columns', help: 'Shows the agenda of each call.' },
      { key: 'searchPipelineMode', label: 'Search mode', help: 'Opens the pipeline as a search across deals rather than a list.' },
      {
        key: 'reviewViewAccelerate',
        label: 'View for "Accelerate & Handle Objections"',
        help: 'The saved pipeline view the deal reviews open for this action (0: none).',
      },
      { key: 'reviewViewEngageMore', label: 'View for "Engage More"', help: 'The saved pipeline view the deal reviews open for this action (0: none).' },
      { key: 'reviewViewQualifyBetter', label: 'View for "Qualify Better"', help: 'The saved pipeline view the deal reviews open for this action (0: none).' },
      { key: 'reviewViewRecordMore', label: 'View for "Record More"', help: 'The saved pipeline view the deal reviews open for this action (0: none).' },
      {
        key: 'engagementMode',
        label: 'Engagement levels',
        help: 'When a deal counts as engaged: the standard 20 and 60 days since the last call, or the fast 2 and 5 days.',
        choices: [
          { value: 'standard', label: 'Standard (20 and 60 days)' },
          { value: 'fast', label: 'Fast (2 and 5 days)' },
        ],
      },
    ],
  },
  {
    id: 'upgrade',
    title: 'Move to the new product',
    description: 'Invite or move this company to the newer version of the product.',
    entries: [
      { key: 'overhaulEnabled', label: 'Offer the new version', help: 'Shows a banner and, once per session, a modal inviting people to the new version.' },
      {
        key: 'overhaulForceRedirect',
        label: 'Move everyone now',
        help: 'Counts down five seconds, then sends everyone to the new version. Impersonating admins are never moved.',
      },
      { key: 'overhaulDomain', label: 'New version address', help: 'Where the banner, the modal and the forced move lead.' },
    ],
  },
]

export const SETTING_KEYS: SettingKey[] = SETTING_GROUPS.flatMap((g) => g.entries.map((e) => e.key))

export function settingLabel(key: string): string {
  return SETTING_GROUPS.flatMap((g) => g.entries).find((e) => e.key === key)?.label ?? key
}
