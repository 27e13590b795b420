import { Alert, Skeleton } from 'antd'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/EmptyState'
import { useChecklistLibrary } from '../api/getChecklistLibrary'
import { libraryPath } from '../utils/whyHowLinks'
import { ChecklistSignalCard } from './ChecklistSignalCard'
import { DealStageFilter } from './DealStageFilter'
import '../checklists.css'

/** The library body: deal-stage filter (kept in the URL as ?dealStage=) and the signal cards. */
export function ChecklistLibrary() {
  const [params, setParams] = useSearchParams()
  const dealStage = params.get('dealStage') || null
  const library = useChecklistLibrary(dealStage)

  const chooseStage = (stage: string | null) => {
    setParams(stage ? { dealStage: stage } : {}, { replace: false })
  }

  const signals = library.data?.signals ?? []
  const stages = (library.data?.dealStages ?? []).map((s) => s.deal_stage)
  return (
    <>
      <div className="checklist-library__toolbar">
        <DealStageFilter stages={stages} value={dealStage} onChange={chooseStage} loading={library.isFetching} />
        {library.data ? (
          <span className="checklist-library__count" aria-live="polite">
            {signals.length === 1 ? '1 signal' : `${signals.length} signals`}
          </span>
        ) : null}
      </div>
      {library.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {library.isError && !library.data ? <Alert type="error" showIcon title="The checklist library could not be loaded. Please try again." /> : null}
      {library.data && signals.length === 0 ? (
        <EmptyState
          illustration="list"
          title={dealStage ? 'No checklist signals for this deal stage' : 'No checklist signals yet'}
          description={dealStage ? 'Choose another deal stage, or All deal stages.' : 'The signals your calls are scored on appear here.'}
        />
      ) : null}
      {signals.length > 0 ? (
        <ul className="checklist-library__grid" aria-label="Checklist signals">
          {signals.map((signal) => (
            <li key={signal.id}>
              <ChecklistSignalCard signal={signal} from={libraryPath(dealStage)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
