import { EMPTY_STATE_TEXT, type UpcomingEmptyState } from '@parley/shared/rules/upcoming-list'
import { Button } from 'antd'
import { ButtonLink } from '../../../components/ButtonLink'
import { EmptyState } from '../../../components/EmptyState'

/** The four empty states of the upcoming-meetings list. */
export function UpcomingEmpty({ state, onRefresh }: { state: UpcomingEmptyState; onRefresh: () => void }) {
  if (state === 'sync_pending') {
    const t = EMPTY_STATE_TEXT.sync_pending
    return <EmptyState illustration="calendar" title={t.title} action={<Button onClick={onRefresh}>{t.action}</Button>} />
  }
  if (state === 'synced_no_events') {
    const t = EMPTY_STATE_TEXT.synced_no_events
    return <EmptyState illustration="calendar" title={t.title} description={t.text} />
  }
  if (state === 'not_integrated') {
    const t = EMPTY_STATE_TEXT.not_integrated
    return (
      <EmptyState
        illustration="calendar"
        title={t.title}
        description="Connect your calendar so the notetaker can join your meetings."
        action={
          <ButtonLink to={t.to} type="primary">
            {t.action}
          </ButtonLink>
        }
      />
    )
  }
  return <EmptyState illustration="search" title={EMPTY_STATE_TEXT.no_data.title} />
}
