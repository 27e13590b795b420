import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /ask-me-anything */
export function AskMeAnythingRoute() {
  return (
    <div className="page">
      <PageHeader title="Ask Me Anything" subtitle="Questions about your calls and deals, answered from their transcripts." />
      <EmptyState
        illustration="search"
        title="No conversations yet"
        description="Questions you ask about a call or a deal, and their answers, are kept here."
      />
    </div>
  )
}
