import { Button } from 'antd'
import { EmptyState } from '../../../components/EmptyState'
import { ButtonLink } from '../../../components/ButtonLink'
import { SUPPORT_EMAIL } from '../../../lib/support'

interface EmptyResultsProps {
  /** Filters are active (or the Unrecorded tab is shown): the search found nothing. */
  filtered: boolean
  otherTab: string
  onOtherTab: () => void
  onClearFilters?: () => void
}

/** "You're all set up!" with no filters; "Oops! No Results Found" with the suggestions otherwise. */
export function EmptyResults({ filtered, otherTab, onOtherTab, onClearFilters }: EmptyResultsProps) {
  if (!filtered) {
    return (
      <EmptyState
        illustration="recordings"
        title="You're all set up!"
        description="Your recorded calls will appear here with transcripts, summaries and deal insights as soon as the notetaker records them."
        action={<ButtonLink to="/upcoming-meetings">View upcoming meetings</ButtonLink>}
      />
    )
  }
  return (
    <EmptyState
      illustration="search"
      title="Oops! No Results Found"
      description={
        <ul className="empty-suggestions">
          <li>Check the spellings of your search.</li>
          <li>
            Explore the{' '}
            <Button type="link" size="small" onClick={onOtherTab} className="empty-suggestions__link">
              {otherTab}
            </Button>{' '}
            tab.
          </li>
          <li>Review the filters{onClearFilters ? ' or clear them' : ''}.</li>
          <li>
            Still stuck? <a href={`mailto:${SUPPORT_EMAIL}`}>Chat with support</a>.
          </li>
        </ul>
      }
      action={onClearFilters ? <Button onClick={onClearFilters}>Clear filters</Button> : undefined}
    />
  )
}
