import { FullPageSpin } from '../components/FullPageSpin'
import { useActor } from '../api/useActor'
import { useProfile } from '../api/getProfile'
import { CrmInfoPanel } from '../features/deal-activity/components/CrmInfoTab'
import { DealActivityPanel } from '../features/deal-activity/components/DealActivityTab'
import { DealChatPanel } from '../features/deal-insights/components/DealChatPanel'
import { DealInsightsPanel } from '../features/deal-insights/components/DealInsightsTab'
import { ChecklistAdoptionPage } from '../features/reports/checklist-adoption/components/ChecklistAdoptionPage'
import type { DealTabRenderers } from '../features/reports/pipeline-review/components/DealDrawer'
import { PipelineReviewPage } from '../features/reports/pipeline-review/components/PipelineReviewPage'
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
  checklist_adoption: (p) => <ChecklistAdoptionPage {...p} />,
}

/** /reports?page=… — the reports shell with the report the page number names. */
export function ReportsRoute() {
  const actor = useActor()
  const { data: profile } = useProfile()
  if (!actor || !profile) return <FullPageSpin />
  return <ReportsPage actor={actor} profile={profile} reports={reports} />
}
