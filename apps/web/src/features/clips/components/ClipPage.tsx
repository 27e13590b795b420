import { Spin } from 'antd'
import { EmptyState } from '../../../components/EmptyState'
import { PageHeader } from '../../../components/PageHeader'
import { useClip } from '../api/getClips'
import { ClipView } from './ClipView'

/** /clip/:id — one clip, its player and transcript. */
export function ClipPage({ rawId }: { rawId: string }) {
  const id = Number(rawId)
  const { data: clip, isLoading, isError } = useClip(id)
  return (
    <div className="page">
      <PageHeader title={clip?.title ?? 'Clip'} back={{ to: '/clips', label: 'Clips' }} />
      {isLoading ? (
        <Spin />
      ) : clip && !isError ? (
        <ClipView clip={clip} />
      ) : (
        <EmptyState illustration="recordings" title="Clip not found" description="This clip was deleted, or you do not have access to its call." />
      )}
    </div>
  )
}
