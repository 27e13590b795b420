import { LEVEL_COLOURS, type Level } from '@parley/shared/rules/deal-scores'

const COLOURS: Record<'green' | 'orange' | 'red' | 'grey', string> = { green: 'score--green', orange: 'score--orange', red: 'score--red', grey: 'score--grey' }

/** "Score colours: High green, Mid orange, Low red, None grey." */
export function ScoreTag({ level, label, onClick }: { level: Level | 'Medium'; label?: string; onClick?: () => void }) {
  const colour = LEVEL_COLOURS[level === 'Medium' ? 'Mid' : level]
  const text = label ?? level
  if (!onClick) return <span className={`score ${COLOURS[colour]}`}>{text}</span>
  return (
    <button
      type="button"
      className={`score score--button ${COLOURS[colour]}`}
      onClick={(e) => {
        e.stopPropagation()
        onClick()
      }}
    >
      {text}
    </button>
  )
}
