import type { FilterChoice } from '../components/AddFilterMenu'

/**
 * The add-filter menu's choices: the server's labels once the distinct call has answered (a label without a category
 * goes under `category`), else the report's own filter list.
 */
export function filterChoices(
  labels: Record<string, { label: string; category?: string }> | undefined,
  category: string,
  filters: readonly FilterChoice[],
): FilterChoice[] {
  return labels
    ? Object.entries(labels).map(([key, f]) => ({ key, label: f.label, category: f.category ?? category }))
    : filters.map((f) => ({ key: f.key, label: f.label, category: f.category }))
}
