import { Button } from 'antd'

interface ReportPagerProps {
  page: number
  total: number
  pageSize: number
  /** Rows on this page: "Next is disabled … when fewer than 25 rows come back". */
  shown: number
  onPage: (page: number) => void
}

/** "Tables page with Previous / 'Page X of Y' / Next, or show 'No data available'" — the table above says the latter. */
export function ReportPager({ page, total, pageSize, shown, onPage }: ReportPagerProps) {
  if (total === 0) return null
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav className="report-pager" aria-label="Pages">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="report-pager__status" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button size="small" disabled={page >= pages || shown < pageSize} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
