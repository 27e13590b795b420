import { useMemo } from 'react'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'

/** "All are debounced 500 ms after input changes." */
const DEBOUNCE_MS = 500

/**
 * The query a report sends: the latest one once the inputs have rested 500 ms. It is compared by its JSON (the key), so
 * an equal query rebuilt on a render neither refetches nor resets the table page.
 */
export function useDebouncedQuery<Q>(query: Q): { debounced: Q; debouncedKey: string } {
  const debouncedKey = useDebouncedValue(JSON.stringify(query), DEBOUNCE_MS)
  const debounced = useMemo(() => JSON.parse(debouncedKey) as Q, [debouncedKey])
  return { debounced, debouncedKey }
}
