import type { TBdrBestPracticeShare } from '@parley/shared/schemas/bdr-dashboard'
import { Empty, Progress } from 'antd'

/** "Best Practices progress-bar panel": each best practice graded on the section's calls, with its share followed. */
export function BestPracticesPanel({ items, title }: { items: TBdrBestPracticeShare[]; title: string }) {
  return (
    <section className="bdr-bp" aria-label={title}>
      <h3 className="bdr-bp__title">Best Practices</h3>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No best practices graded on these calls" />
      ) : (
        <ul className="bdr-bp__list">
          {items.map((bp) => (
            <li key={bp.x} className="bdr-bp__item">
              <span className="bdr-bp__name">
                {bp.x} <span className="bdr-bp__count">({bp.count} calls)</span>
              </span>
              <Progress percent={bp.y} size="small" strokeColor="#4f46e5" aria-label={`${bp.x}: ${bp.y}% followed`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
