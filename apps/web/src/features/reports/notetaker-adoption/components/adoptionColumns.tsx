import { type AdoptionSortColumn, NOTETAKER_ADOPTION_COLUMNS, NOTETAKER_ADOPTION_SORT_MAP } from '@parley/shared/rules/notetaker-adoption'
import { adoptionColour } from '@parley/shared/rules/notetaker-adoption-rate'
import type { TAdoptionRow } from '@parley/shared/schemas/notetaker-adoption'
import type { ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { InfoTip } from '../../components/InfoTip'

interface AdoptionColumnsContext {
  sort: { field: string; type: 'asc' | 'desc' } | null
  /** The rep's calls in Call Details ("Detailed calls view is page 2"). */
  onRep: (rep: string) => void
}

/** "Adoption colour: up to 40 red, below 60 orange, else green"; "whole percent; 0 when eligible is 0". */
export function AdoptionValue({ percent }: { percent: number }) {
  return <span className={`adoption-pill adoption-pill--${adoptionColour(percent)}`}>{percent}%</span>
}

const WIDTHS: Record<string, number> = { rep_name: 245, manager: 180, notetakerAdoptionRate: 140 }

function cell(field: string, row: TAdoptionRow, onRep: (rep: string) => void): ReactNode {
  switch (field) {
    case 'rep_name':
      return (
        <div className="adoption-rep">
          <button type="button" className="adoption-rep__name" onClick={() => onRep(row.rep_name)}>
            {row.rep_name}
            <span className="visually-hidden">: open their calls in Call Details</span>
          </button>
          <span className="adoption-rep__email">{row.rep_email}</span>
        </div>
      )
    case 'manager':
      return row.manager ?? '—'
    case 'notetakerAdoptionRate':
      return <AdoptionValue percent={row.notetakerAdoptionRate} />
    default:
      return row[field as 'scheduled' | 'eligibleExternal' | 'eligible' | 'recorded' | 'instant']
  }
}

/** "one row per rep": rep (and e-mail), manager, scheduled, eligible, recorded, instant, adoption %. */
export function adoptionColumns({ sort, onRep }: AdoptionColumnsContext): ColumnsType<TAdoptionRow> {
  return NOTETAKER_ADOPTION_COLUMNS.map((c) => {
    const sortField = NOTETAKER_ADOPTION_SORT_MAP[c.field as AdoptionSortColumn] as string | undefined
    const numeric = c.field !== 'rep_name' && c.field !== 'manager'
    return {
      key: c.field,
      width: WIDTHS[c.field] ?? 135,
      align: numeric ? ('right' as const) : undefined,
      title: (
        <span className="report-th">
          {c.label}
          <InfoTip text={c.info} label={c.label} />
        </span>
      ),
      sorter: sortField !== undefined,
      sortOrder: sortField && sort?.field === sortField ? (sort.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      render: (_: unknown, row: TAdoptionRow) => cell(c.field, row, onRep),
    }
  })
}
