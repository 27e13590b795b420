import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { useEffect, useRef } from 'react'
import { isTextEntry } from '../utils/keyTargets'
import { digitChoice } from '../utils/tabNavigation'

/**
 * Keys 1–8 open the tab with that key, except while typing (transcript search, bug report) or with a modifier held.
 * A disabled tab stays closed and `onUnavailable` gets its tooltip's reason, for a screen-reader announcement.
 */
export function useTabKeys(
  tabs: TMeetingDetail['tabs'],
  onOpen: (key: MeetingTabKey, name: string) => void,
  onUnavailable: (name: string, reason: string) => void,
): void {
  const latest = useRef({ tabs, onOpen, onUnavailable })
  latest.current = { tabs, onOpen, onUnavailable }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.repeat || isTextEntry(e.target)) return
      const { tabs, onOpen, onUnavailable } = latest.current
      const choice = digitChoice(e, tabs)
      if (!choice) return
      e.preventDefault()
      if (choice.kind === 'open') onOpen(choice.tab.key, choice.tab.name)
      else onUnavailable(choice.tab.name, choice.reason)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
