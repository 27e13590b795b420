import { BDR_SORT_MAP, type BdrSectionDef, type BdrSortColumn } from '@parley/shared/rules/bdr-dashboard'
import type { TBdrCallRow } from '@parley/shared/schemas/bdr-dashboard'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { useEffect, useState } from 'react'
import { ExportMenu } from '../../../../components/ExportMenu'
import { exportReport } from '../../api/exportReport'
import { ReportTable } from '../../components/ReportTable'
import { useBdrRows, useBdrSignals } from '../api/bdrDashboard'
import { sectionAnchor } from '../utils/sectionAnchor'
import { bdrCallColumns } from './bdrCallColumns'
import { BdrChecklistTable } from './BdrChecklistTable'
import { BestPracticesPanel } from './BestPracticesPanel'

interface BdrSectionViewProps {
  section: BdrSectionDef
  query: TReportQuery
  onExport: (format: string) => void
}

/**
 * One section of the dashboard: its hint, the Checklist & Best Practices table, the Best Practices panel, and
 * the call table with Export (.xlsx/.csv) and Previous / Next. The table sorts and pages on its own.
 */
export function BdrSectionView({ section, query, onExport }: BdrSectionViewProps) {
  const [tablePage, setTablePage] = useState(1)
  const [sort, setSort] = useState<TReportQuery['sort']>(null)
  const key = JSON.stringify(query)
  // "Changing any filter, date range or sort resets to page 1."
  useEffect(() => {
    if (key) setTablePage(1)
  }, [key])
  const signals = useBdrSignals(query, section.key)
  const rows = useBdrRows(query, section.key, tablePage, sort)
  const total = rows.data?.total ?? 0
  const titleId = `${sectionAnchor(section.key)}-title`
  return (
    <section id={sectionAnchor(section.key)} className="bdr-section" aria-labelledby={titleId}>
      <header className="bdr-section__head">
        <h2 id={titleId} className="bdr-section__title" tabIndex={-1}>
          {section.number}. {section.title}
        </h2>
        <p className="bdr-section__hint">{section.hint}</p>
      </header>
      <div className="bdr-section__grid">
        <div className="bdr-section__checklist">
          <h3 className="bdr-section__sub">Checklist &amp; Best Practices</h3>
          <BdrChecklistTable signals={signals.data?.data ?? []} loading={signals.isFetching} caption={`${section.title}: Checklist & Best Practices`} />
        </div>
        <BestPracticesPanel items={signals.data?.best_practices ?? []} title={`${section.title}: Best Practices`} />
      </div>
      <div className="bdr-calls">
        <header className="bdr-calls__head">
          <h3 className="bdr-section__sub">
            Calls ({total} {total === 1 ? 'call' : 'calls'})
          </h3>
          <ExportMenu
            total={rows.data ? total : undefined}
            download={(format) => {
              onExport(format)
              return exportReport(`${section.dataPath}/export`, format, query, section.file)
            }}
            noDataMessage="No data available to export."
            failedMessage="The export failed. Please try again."
          />
        </header>
        <ReportTable<TBdrCallRow>
          caption={`${section.title}: calls`}
          rows={rows.data?.data ?? []}
          rowKey="id"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={rows.isFetching}
          scrollX={1300 + 118 * (rows.data?.columns.length ?? 0)}
          columns={bdrCallColumns({ section: section.key, checklist: rows.data?.columns ?? [], sort: sort ?? null })}
          onSort={(s) => {
            setTablePage(1)
            setSort(s ? { field: BDR_SORT_MAP[s.column as BdrSortColumn] ?? s.column, type: s.type } : null)
          }}
        />
      </div>
    </section>
  )
}
