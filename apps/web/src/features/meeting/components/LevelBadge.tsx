/** A coloured label (High/Medium/Low, Followed/Not followed …); the colour is decided by the caller's rule. */
export function LevelBadge({ label, colour, title }: { label: string; colour: 'green' | 'orange' | 'red' | 'grey'; title?: string }) {
  return (
    <span className={`badge level-badge level-badge--${colour}`} title={title}>
      {label}
    </span>
  )
}
