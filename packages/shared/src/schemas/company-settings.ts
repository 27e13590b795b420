import { z } from 'zod'

/**
 * Every per-company switch the spec ties to a company id or name.
 * Stored as one validated JSON document per company; a missing key takes its default here.
 */
export const ZCompanySettings = z.object({
  /** "two own-company names": Checklist library, Clips and 'How to practice this?' */
  checklistLibraryAndClips: z.boolean().default(false),
  /** Reports menu for users whose function is listed (company 28: AE, BDR; 40: Sales, CSM; 29: Tech) */
  reportsMenuFunctions: z.array(z.string()).default([]),
  /** Company 40: admins and managers see Reports regardless of policy */
  reportsMenuIgnoresPolicy: z.boolean().default(false),
  /** Settings: Zoom card (ids 29, 47, 69) */
  zoomCard: z.boolean().default(false),
  /** Settings: MS Teams user and admin cards (ids 29, 58) */
  msTeamsCards: z.boolean().default(false),
  /** Settings: privacy-notice toggle (ids 29, 59) */
  privacyNotice: z.boolean().default(false),
  /** Admin: extra View Only nominations (ids 29, 40) */
  viewOnlyNominations: z.boolean().default(false),
  /** Admin and reports: Region filter and column (two companies) */
  regionFilter: z.boolean().default(false),
  /** Recordings: Dialer Calls filter (id 28) */
  dialerFilter: z.boolean().default(false),
  /** Deal review dashboard (ids 28, 29, 32) */
  dealReview: z.boolean().default(false),
  /** Company-28 pilot: deal review shows only the MQL/Prospecting stage */
  dealReviewMqlOnly: z.boolean().default(false),
  /** Conversion dashboards 9, 10, 11 (one customer) */
  conversionDashboards: z.boolean().default(false),
  /** Competitive Win-Loss (the same customer) and its info-icon slide deck */
  winLoss: z.boolean().default(false),
  winLossDeckUrl: z.string().default(''),
  /** Channel Partner Account Review (another customer) */
  accountReview: z.boolean().default(false),
  /** Short report menu: Checklist Adoption and Objection Handling for AE/Sales/CSM/Marketing ("one named company") */
  shortMenuExtras: z.boolean().default(false),
  /** Short report menu: Qualify to POC ("the first named company") */
  shortMenuQualifyToPoc: z.boolean().default(false),
  /**
   * Saved Pipeline Review views the qualified and MQL reviews' "View in Pipeline Review" links name ("View ids: 90
   * accelerate, 88 engage more, 87 qualify better, 86 record more"); 0 names none.
   */
  reviewViewAccelerate: z.number().int().min(0).max(2_147_483_647).default(90),
  reviewViewEngageMore: z.number().int().min(0).max(2_147_483_647).default(88),
  reviewViewQualifyBetter: z.number().int().min(0).max(2_147_483_647).default(87),
  reviewViewRecordMore: z.number().int().min(0).max(2_147_483_647).default(86),
  /** Pipeline review layout */
  pipelineLayout: z.enum(['default', 'alternative']).default('default'),
  /** Pipeline extras for specific companies */
  firstMeetingScore: z.boolean().default(false),
  acvColumn: z.boolean().default(false),
  productsDiscussed: z.boolean().default(false),
  accountTabs: z.boolean().default(false),
  callAgendaColumns: z.boolean().default(false),
  searchPipelineMode: z.boolean().default(false),
  /** Engagement levels: 20/60 days or the alternative 2/5 days */
  engagementMode: z.enum(['standard', 'fast']).default('standard'),
  /** AI chat special settings (enableEurekaSettings) */
  aiChatSettings: z.boolean().default(false),
  /** Overhaul: optional upgrade and forced redirect to a new domain */
  overhaulEnabled: z.boolean().default(false),
  overhaulForceRedirect: z.boolean().default(false),
  overhaulDomain: z.string().default(''),
  /** The external report embedded on /insights and /dashboard */
  insightsReportUrl: z.string().default(''),
  /** The company's own e-mail domains, to tell reps from prospects */
  domains: z.array(z.string()).default([]),
  /** Companies that let members delete meetings */
  deleteMeetingsAllowed: z.boolean().default(false),
})
export type TCompanySettings = z.infer<typeof ZCompanySettings>
type SettingsShape = typeof ZCompanySettings.shape
/**
 * A partial update: only the keys sent. Built from the inner types because zod 4 applies a field's default even
 * inside .partial(), which would reset every switch the caller did not send.
 */
export const ZCompanySettingsPatch = z
  .object(
    Object.fromEntries(Object.entries(ZCompanySettings.shape).map(([key, field]) => [key, field.unwrap().optional()])) as {
      [K in keyof SettingsShape]: z.ZodOptional<ReturnType<SettingsShape[K]['unwrap']>>
    },
  )
  .strict()
export const defaultCompanySettings = (): TCompanySettings => ZCompanySettings.parse({})
