import { useCallback, useState } from 'react'
import { readLocal, writeLocal } from '../../lib/storage'
import { LOCAL_KEYS } from '../../lib/storageKeys'

/** The sidebar's collapsed state, remembered in local storage under `collapsed`. */
export function useSiderCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readLocal(LOCAL_KEYS.collapsed) === 'true')
  const toggle = useCallback(() => {
    setCollapsed((prev) => {
      writeLocal(LOCAL_KEYS.collapsed, String(!prev))
      return !prev
    })
  }, [])
  return [collapsed, toggle]
}
