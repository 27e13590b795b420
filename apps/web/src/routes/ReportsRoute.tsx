import { FullPageSpin } from '../components/FullPageSpin'
import { useActor } from '../api/useActor'
import { useProfile } from '../api/getProfile'
import { CrmInfoPanel } from '../features/deal-activity/components/CrmInfoTab'
import { DealActivityPanel } from '../features/deal-activity/components/DealActivityTab'
import { DealChatPanel } from '../features/deal-insights/components/DealChatPanel'
import { DealInsightsPanel } from '../features/deal-insights/components/DealInsightsTab'
import { AccountReviewPage } from '../features/reports/account-review/components/AccountReviewPage'
import { ActivityReviewPage } from '../features/reports/activity-review/components/ActivityReviewPage'
import { ConversionReviewPage } from '../features/reports/conversion-review/components/ConversionReviewPage'
import { BdrDashboardPage } from '../features/reports/bdr-dashboard/components/BdrDashboardPage'
import { CallDetailsPage } from '../features/reports/calls-recordings/components/CallDetailsPage'
import { CallsRecordingsPage } from '../features/reports/calls-recordings/components/CallsRecordingsPage'
import { ChecklistAdoptionPage } from '../features/reports/checklist-adoption/components/ChecklistAdoptionPage'
import { ConversionInsightsPage } from '../features/reports/conversion-insights/components/ConversionInsightsPage'
import type { DealTabRenderers } from '../features/reports/pipeline-review/components/DealDrawer'
import { NotetakerAdoptionTab } from '../features/reports/notetaker-adoption/components/NotetakerAdoptionTab'
import { ObjectionHandlingPage } from '../features/reports/objection-handling/components/ObjectionHandlingPage'
import { PipelineReviewPage } from '../features/reports/pipeline-review/components/PipelineReviewPage'
import { VoiceOfCustomerPage } from '../features/reports/voice-of-customer/components/VoiceOfCustomerPage'
import { WinLossPage } from '../features/reports/win-loss/components/WinLossPage'
import { type ReportRenderers, ReportsPage } from '../features/reports/components/ReportsPage'

/** Off the call page there is no player: every moment opens its call (NOT_ON_A_CALL matches no call id). */
const NOT_ON_A_CALL = 0
const noSeek = () => {}

/** The pipeline drawer's tabs, from the deal features (features never import each other; this route composes them). */
const dealTabs: DealTabRenderers = {
  renderDealActivity: ({ dealId }) => <DealActivityPanel dealId={dealId} currentMeetingId={NOT_ON_A_CALL} />,
  renderAsk: ({ dealId, dealName }) => <DealChatPanel dealId={dealId} dealName={dealName} currentCallId={NOT_ON_A_CALL} onSeek={noSeek} />,
  // ?footerAMA=true: "shows an ask-anything footer inside the Deal Insights tab".
  renderInsights: ({ dealId, dealName, footerAma }) => (
    <>
      <DealInsightsPanel dealId={dealId} currentCallId={NOT_ON_A_CALL} fallbackName={dealName} onSeek={noSeek} />
      {footerAma ? <DealChatPanel dealId={dealId} dealName={dealName} currentCallId={NOT_ON_A_CALL} onSeek={noSeek} /> : null}
    </>
  ),
  renderCrmInfo: ({ crmDealId }) => <CrmInfoPanel crmDealId={crmDealId} />,
  renderAccountActivity: ({ dealId }) => <DealActivityPanel dealId={dealId} currentMeetingId={NOT_ON_A_CALL} account />,
  renderAccountInsights: ({ dealId, accountId }) => (
    <DealInsightsPanel dealId={dealId} accountId={accountId} currentCallId={NOT_ON_A_CALL} fallbackName={null} onSeek={noSeek} />
  ),
}

/**
 * Each built report's page, by report key (HOW-TO-ADD-A-REPORT.md, web step): the shell shows an honest "not available
 * yet" for the others.
 */
const reports: ReportRenderers = {
  pipeline_review: (p) => <PipelineReviewPage {...p} dealTabs={dealTabs} />,
  qualified_deal_review: (p) => <ConversionReviewPage {...p} kind="qualified" />,
  mql_deal_review: (p) => <ConversionReviewPage {...p} kind="mql" />,
  bdr_to_mql: (p) => <BdrDashboardPage {...p} />,
  checklist_adoption: (p) => <ChecklistAdoptionPage {...p} />,
  activity_review: (p) => <ActivityReviewPage {...p} />,
  objection_handling: (p) => <ObjectionHandlingPage {...p} />,
  voice_of_customer: (p) => <VoiceOfCustomerPage {...p} />,
  conversion_insights: (p) => <ConversionInsightsPage {...p} />,
  win_loss: (p) => <WinLossPage {...p} />,
  // Page 13's drawer: the deal drawer's Account Activity and Account Insights tabs.
  account_review: (p) => <AccountReviewPage {...p} accountTabs={dealTabs} />,
  // Page 1 with its Notetaker Adoption tab ("a tab of the reports page"), and page 2 reached from either.
  calls_recordings: (p) => <CallsRecordingsPage {...p} renderAdoption={(tab) => <NotetakerAdoptionTab {...tab} />} />,
  call_details: (p) => <CallDetailsPage {...p} />,
}

/** /reports?page=… — the reports shell with the report the page number names. */
export function ReportsRoute() {
  const actor = useActor()
  const { data: profile } = useProfile()
  if (!actor || !profile) return <FullPageSpin />
  return <ReportsPage actor={actor} profile={profile} reports={reports} />
}
