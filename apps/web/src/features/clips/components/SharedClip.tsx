import { Spin } from 'antd'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/PageHeader'
import { useSharedClip } from '../api/getSharedClip'
import { ClipView } from './ClipView'

interface SharedClipProps {
  rawId: string
  token: string
  /** The sharing feature's locked card, composed by the route. */
  renderLocked: () => ReactNode
}

/** /sharedClip/:id?sharingToken= — the clip a token opens (that clip only), or the locked card. */
export function SharedClip({ rawId, token, renderLocked }: SharedClipProps) {
  const { data, isLoading } = useSharedClip(Number(rawId), token)
  if (isLoading) return <Spin />
  if (data?.access !== 'granted') return <>{renderLocked()}</>
  return (
    <div className="page">
      <PageHeader title={data.clip.title} subtitle="Shared clip" />
      <ClipView clip={data.clip} />
    </div>
  )
}
