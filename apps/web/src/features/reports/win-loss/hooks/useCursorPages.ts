import { cursorPageNumber, type CursorStack, FIRST_CURSOR_PAGE, nextCursorPage, previousCursorPage } from '@parley/shared/rules/objection-handling'
import { useEffect, useState } from 'react'

/**
 * A cursor-paged table's place ("Next pushes the current cursor on a stack and uses the returned
 * after; Previous pops"), back on page 1 whenever `resetKey` (the query) changes.
 */
export function useCursorPages(resetKey: string) {
  const [pages, setPages] = useState<CursorStack>(FIRST_CURSOR_PAGE)
  useEffect(() => {
    if (resetKey) setPages(FIRST_CURSOR_PAGE)
  }, [resetKey])
  const turn = (to: number, after: string | null) =>
    setPages((p) => (to > cursorPageNumber(p) ? (after ? nextCursorPage(p, after) : p) : previousCursorPage(p)))
  return { after: pages.current, page: cursorPageNumber(pages), turn }
}
