import { WIN_LOSS_TITLES } from '@parley/shared/rules/win-loss'
import type { TWinLossQuery, TWinLossRawRow } from '@parley/shared/schemas/win-loss'
import type { ReactNode } from 'react'
import { ReportTable } from '../../components/ReportTable'
import { useRawPage } from '../api/winLoss'
import { useCursorPages } from '../hooks/useCursorPages'
import { rawColumns } from './rawColumns'

interface RawDataSectionProps {
  /** The page's query with this table's sort. */
  query: TWinLossQuery
  queryKey: string
  onSort: (type: 'asc' | 'desc') => void
  onCall: (row: TWinLossRawRow) => void
  exportMenu: (total: number | undefined) => ReactNode
}

/** "Raw-data table 'Look At Each Decision Driver And Underlying Factor' with Export menu and Previous / Page x of y / Next." */
export function RawDataSection({ query, queryKey, onSort, onCall, exportMenu }: RawDataSectionProps) {
  const pages = useCursorPages(queryKey)
  const answer = useRawPage(query, pages.after)
  const total = answer.data?.total
  return (
    <section className="win-loss__card" aria-labelledby="win-loss-raw-title">
      <header className="win-loss__card-head">
        <h2 id="win-loss-raw-title" className="win-loss__card-title">
          {WIN_LOSS_TITLES.raw} <span className="win-loss__count-note">({total ?? 0} insights)</span>
        </h2>
        {exportMenu(total)}
      </header>
      <ReportTable<TWinLossRawRow>
        caption={WIN_LOSS_TITLES.raw}
        rows={answer.data?.data ?? []}
        rowKey="id"
        total={total ?? 0}
        page={pages.page}
        onPage={(n) => pages.turn(n, answer.data?.after ?? null)}
        loading={answer.isFetching}
        scrollX={2200}
        columns={rawColumns(query.sort?.type !== 'asc', onCall)}
        onSort={(s) => onSort(s?.type ?? 'desc')}
      />
    </section>
  )
}
