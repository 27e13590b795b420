import { type SwotNature, SWOT_NATURE_LABELS, WIN_LOSS_TITLES } from '@parley/shared/rules/win-loss'
import type { TWinLossDealRow, TWinLossQuery } from '@parley/shared/schemas/win-loss'
import type { ReactNode } from 'react'
import { ReportTable } from '../../components/ReportTable'
import { useDealSwotPage } from '../api/winLoss'
import { useCursorPages } from '../hooks/useCursorPages'
import { dealSwotColumns } from './dealSwotColumns'

interface DealSwotSectionProps {
  query: TWinLossQuery
  queryKey: string
  onFilter: (filters: Record<string, string[]>, what: string) => void
  onDeal: (row: TWinLossDealRow) => void
  exportMenu: (total: number | undefined) => ReactNode
}

/** 'Deal-Level SWOT Analysis': the deals, latest call first, 25 a page over the cursor, with the full-deal export. */
export function DealSwotSection({ query, queryKey, onFilter, onDeal, exportMenu }: DealSwotSectionProps) {
  const pages = useCursorPages(queryKey)
  const answer = useDealSwotPage(query, pages.after)
  const total = answer.data?.total
  const onNature = (nature: SwotNature) => onFilter({ nature: [SWOT_NATURE_LABELS[nature]] }, `swot_${nature}`)
  return (
    <section className="win-loss__card" aria-labelledby="win-loss-deals-title">
      <header className="win-loss__card-head">
        <h2 id="win-loss-deals-title" className="win-loss__card-title">
          {WIN_LOSS_TITLES.dealSwot} <span className="win-loss__count-note">({total ?? 0} deals)</span>
        </h2>
        {exportMenu(total)}
      </header>
      <ReportTable<TWinLossDealRow>
        caption={WIN_LOSS_TITLES.dealSwot}
        rows={answer.data?.data ?? []}
        rowKey="deal_id"
        total={total ?? 0}
        page={pages.page}
        onPage={(n) => pages.turn(n, answer.data?.after ?? null)}
        loading={answer.isFetching}
        scrollX={2000}
        columns={dealSwotColumns({ onNature, onDeal })}
      />
    </section>
  )
}
