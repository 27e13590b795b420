import { Button } from 'antd'

interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
}

/** 'Page X of Y' with previous and next (the chat report pages by 100). */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null
  return (
    <nav className="ama-reports__pager" aria-label="Pages">
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </Button>
    </nav>
  )
}
