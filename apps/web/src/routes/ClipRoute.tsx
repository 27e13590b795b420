import { useParams } from 'react-router'
import { ClipPage } from '../features/clips/components/ClipPage'

/** /clip/:id */
export function ClipRoute() {
  const { id = '' } = useParams()
  return <ClipPage rawId={id} />
}
