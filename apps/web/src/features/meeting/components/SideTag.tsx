import type { TSpeakerSide } from '@parley/shared/schemas/analysis'

const LABELS: Record<TSpeakerSide, string> = { rep: 'Rep', prospect: 'Prospect', unknown: 'Guest' }

/** Rep or prospect, in the colours the transcript uses for the two sides. */
export function SideTag({ side }: { side: TSpeakerSide }) {
  return <span className={`badge side-badge side-badge--${side}`}>{LABELS[side]}</span>
}
