import type { TWhyHow } from '@parley/shared/schemas/checklists'

export const LIBRARY_PATH = '/checklist-library'

/** The library, keeping the deal-stage filter the reader came from. */
export function libraryPath(dealStage: string | null | undefined): string {
  return dealStage ? `${LIBRARY_PATH}?dealStage=${encodeURIComponent(dealStage)}` : LIBRARY_PATH
}

/** checklist/{id}/why and checklist/{id}/how. */
export const whyHowPath = (id: number, type: TWhyHow) => `/checklist/${id}/${type}`

export const WHY_HOW_TITLES: Record<TWhyHow, string> = { why: 'Why it matters', how: 'How to practice this' }

/** Navigation state a card passes to the detail page, so its back arrow returns to the same filter. */
export interface WhyHowState {
  from?: string
}

export function backTarget(state: unknown): string {
  const from = (state as WhyHowState | null)?.from
  return typeof from === 'string' && from.startsWith(LIBRARY_PATH) ? from : LIBRARY_PATH
}
