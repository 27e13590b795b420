import { useParams, useSearchParams } from 'react-router'
import { PublicFrame } from '../components/PublicFrame'
import { SharedClip } from '../features/clips/components/SharedClip'
import { LockedContentCard } from '../features/sharing/components/LockedContentCard'

/** /sharedClip/:id?sharingToken= — a clip opened from a share link; a token that does not open it shows the sharing feature's locked card. */
export function SharedClipRoute() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  return (
    <PublicFrame>
      <SharedClip rawId={id} token={params.get('sharingToken') ?? ''} renderLocked={() => <LockedContentCard />} />
    </PublicFrame>
  )
}
