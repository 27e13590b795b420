import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import { EmptyState } from '../../../components/EmptyState'

const TEXTS: Partial<Record<MeetingTabKey, { title: string; description: string }>> = {
  '4': {
    title: 'Ask Me Anything is not available yet',
    description: 'Questions and answers about this call will appear here once the AI chat is enabled on this installation.',
  },
  '5': {
    title: 'No deal activity to show',
    description: "Available when your CRM is connected and this call is mapped to a deal: the deal's calls and e-mails on a timeline.",
  },
  '7': { title: 'No CRM information available.', description: 'Available when your CRM is connected and this call is mapped to a deal.' },
  '8': {
    title: 'No deal insights to show',
    description: "Available when your CRM is connected and this call is mapped to a deal: the deal's checklist and insights across its calls.",
  },
}

/** Tabs whose content belongs to later work (AI chat, CRM): an honest empty state, never made-up data. */
export function PlaceholderTab({ tabKey, shared }: { tabKey: MeetingTabKey; shared?: boolean }) {
  if (shared) return <EmptyState headingLevel={3} illustration="lock" title="Not available on a shared call" />
  const text = TEXTS[tabKey] ?? { title: 'Nothing to show yet', description: '' }
  return <EmptyState headingLevel={3} illustration="chart" title={text.title} description={text.description} />
}
