import { Table, type TableProps } from 'antd'
import { useEffect, useRef } from 'react'

export const NO_DATA_TEXT = 'No data available'

type DataTableProps<T extends object> = TableProps<T> & {
  /** Pin the first column while the table scrolls sideways (default on). */
  stickyFirstColumn?: boolean
}

/**
 * The app's table: it never widens the page — a table wider than its box scrolls inside it, with the first
 * (identifying) column pinned — says 'No data available' once when empty, and its scrolling box can be reached from
 * the keyboard.
 */
export function DataTable<T extends object>({ columns, scroll, locale, className, stickyFirstColumn = true, ...rest }: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // A box that scrolls must be focusable, or keyboard users cannot scroll it.
    for (const el of box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (!el.hasAttribute('tabindex')) el.tabIndex = 0
    }
  })
  const pinned =
    stickyFirstColumn && columns?.length ? columns.map((c, i) => (i === 0 && c.fixed === undefined ? { ...c, fixed: 'left' as const } : c)) : columns
  return (
    <div ref={box} className="data-table">
      <Table<T>
        {...rest}
        className={className}
        columns={pinned}
        scroll={{ ...scroll, x: scroll?.x ?? 'max-content' }}
        locale={{ emptyText: <span className="data-table__empty">{NO_DATA_TEXT}</span>, ...locale }}
      />
    </div>
  )
}
