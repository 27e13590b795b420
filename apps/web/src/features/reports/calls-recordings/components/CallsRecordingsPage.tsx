import { Tabs } from 'antd'
import type { ReactNode } from 'react'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { stableNow } from '../../utils/reportQuery'
import { ADOPTION_TAB, type CallsTab, callsTabOf, openCallDetails, switchCallsTab } from '../utils/callsNavigation'
import { CallsTabBody } from './CallsTabBody'
import '../callsRecordings.css'

export interface AdoptionTabProps extends ReportBodyProps {
  /** Opens Call Details (page 2, "Detailed calls view") with the tab's filters and these. */
  openCallDetails: (filters: Record<string, string[]>) => void
}

interface CallsRecordingsPageProps extends ReportBodyProps {
  /** The Notetaker Adoption tab, from its own feature folder (composed by routes/ReportsRoute.tsx). */
  renderAdoption: (props: AdoptionTabProps) => ReactNode
}

const TABS: { key: CallsTab; label: string }[] = [
  { key: 'calls', label: 'Calls & Recordings' },
  { key: ADOPTION_TAB, label: 'Notetaker Adoption' },
]

/**
 * Reports page 1 ("1 | Calls & Recordings"; "Notetaker Adoption: A tab of the reports page"):
 * the calls with their recording status, and the adoption per rep; Call Details (page 2) is opened from either.
 */
export function CallsRecordingsPage(props: CallsRecordingsPageProps) {
  const { state, setState, renderAdoption } = props
  const tab = callsTabOf(state)
  const toDetails = (filters: Record<string, string[]> = {}) => setState(openCallDetails(state, stableNow(), filters))
  return (
    <div className="calls-recordings">
      <Tabs
        className="calls-recordings__tabs"
        activeKey={tab}
        onChange={(key) => setState(switchCallsTab(state, key as CallsTab, stableNow()))}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      {tab === ADOPTION_TAB ? (
        // Keyed so the adoption tab starts with its own visible filters and table page.
        <div key="adoption">{renderAdoption({ ...props, reportKey: 'notetaker_adoption', openCallDetails: toDetails })}</div>
      ) : (
        <CallsTabBody key="calls" {...props} onOpenDetails={() => toDetails()} />
      )}
    </div>
  )
}
