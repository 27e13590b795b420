import { REPORT_PAGE_SIZE } from '@parley/shared/schemas/reports'
import type { TableProps } from 'antd'
import type { SorterResult } from 'antd/es/table/interface'
import { DataTable } from '../../../components/DataTable'
import { ReportPager } from './ReportPager'

interface ReportTableProps<T extends object> {
  rows: T[]
  columns: TableProps<T>['columns']
  rowKey: keyof T & string
  total: number
  page: number
  onPage: (page: number) => void
  loading: boolean
  /** "ascend/descend maps to asc/desc; clearing sends no sort" — the column key and its direction. */
  onSort?: (sort: { column: string; type: 'asc' | 'desc' } | null) => void
  onRow?: (row: T) => void
  caption: string
  scrollY?: number
  scrollX?: number
}

/**
 * A report's table: 25 rows a page, server-side sorting, Previous / 'Page X of Y' / Next, 'No data available' (once,
 * in the table); the first column stays pinned while a wide table scrolls inside its box.
 */
export function ReportTable<T extends object>({
  rows,
  columns,
  rowKey,
  total,
  page,
  onPage,
  loading,
  onSort,
  onRow,
  caption,
  scrollY,
  scrollX,
}: ReportTableProps<T>) {
  return (
    <>
      <DataTable<T>
        className="report-table"
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={loading}
        aria-label={caption}
        pagination={false}
        scroll={{ x: scrollX, y: scrollY }}
        onRow={(row) => ({
          onClick: () => onRow?.(row),
          onKeyDown: (e) => {
            if (e.key === 'Enter' && e.target === e.currentTarget) onRow?.(row)
          },
          tabIndex: onRow ? 0 : undefined,
          className: onRow ? 'report-table__row--clickable' : undefined,
        })}
        onChange={(_p, _f, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined
          if (!onSort) return
          if (!s?.order || !s.columnKey) onSort(null)
          else onSort({ column: String(s.columnKey), type: s.order === 'ascend' ? 'asc' : 'desc' })
        }}
      />
      <ReportPager page={page} total={total} pageSize={REPORT_PAGE_SIZE} shown={rows.length} onPage={onPage} />
    </>
  )
}
