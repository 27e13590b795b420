import { Link } from 'react-router'

interface DealMomentLinkProps {
  callId: number
  seconds: number
  /** hh:mm:ss */
  label: string
  /** The call page's own call: its moments seek the player. */
  currentCallId: number
  onSeek: (seconds: number) => void
  /** What the moment is, for the accessible name. */
  about: string
}

/** A moment of one of the deal's calls: this call's seeks the player; another call's opens it at that second. */
export function DealMomentLink({ callId, seconds, label, currentCallId, onSeek, about }: DealMomentLinkProps) {
  if (callId === currentCallId) {
    return (
      <button type="button" className="deal-moment" onClick={() => onSeek(seconds)} aria-label={`Play ${about} from ${label}`}>
        ▶ {label}
      </button>
    )
  }
  return (
    <Link className="deal-moment deal-moment--other" to={`/meeting/${callId}?tab=transcript&start=${seconds}`} aria-label={`Open ${about} at ${label}`}>
      ↗ {label}
    </Link>
  )
}
