import { WHY_HOW, type TWhyHow } from '@parley/shared/schemas/checklists'
import { Skeleton } from 'antd'
import { Navigate, useLocation, useParams } from 'react-router'
import { ButtonLink } from '../components/ButtonLink'
import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'
import { useChecklistSignal } from '../features/checklists/api/getChecklistSignal'
import { ChecklistWhyHow } from '../features/checklists/components/ChecklistWhyHow'
import { backTarget, LIBRARY_PATH, WHY_HOW_TITLES } from '../features/checklists/utils/whyHowLinks'
import { ApiError } from '../lib/api'

const isWhyHow = (v: string | undefined): v is TWhyHow => (WHY_HOW as readonly string[]).includes(v ?? '')

/** /checklist/:id/:type — type is why or how; the back arrow returns to the library (with its filter). */
export function ChecklistDetailRoute() {
  const { id, type } = useParams()
  const location = useLocation()
  const signalId = Number(id)
  const signal = useChecklistSignal(signalId)
  if (!isWhyHow(type) || !Number.isInteger(signalId) || signalId <= 0) return <Navigate to={LIBRARY_PATH} replace />
  const back = { to: backTarget(location.state), label: 'Checklist library' }

  if (signal.isError) {
    const missing = signal.error instanceof ApiError && signal.error.status === 404
    return (
      <div className="page">
        <PageHeader title={WHY_HOW_TITLES[type]} back={back} />
        <EmptyState
          illustration="list"
          title={missing ? 'Checklist signal not found' : 'This checklist signal could not be loaded'}
          description={missing ? 'It may have been removed from your checklist library.' : 'Please try again in a moment.'}
          action={<ButtonLink to={back.to}>Back to the library</ButtonLink>}
        />
      </div>
    )
  }
  return (
    <div className="page">
      <PageHeader title={signal.data?.signal_label ?? WHY_HOW_TITLES[type]} subtitle={signal.data?.detail} back={back} />
      {signal.data ? <ChecklistWhyHow signal={signal.data} type={type} from={back.to} /> : <Skeleton active paragraph={{ rows: 5 }} />}
    </div>
  )
}
