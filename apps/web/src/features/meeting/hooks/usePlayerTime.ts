import { useSyncExternalStore } from 'react'
import type { PlayerController } from '../utils/playerController'

/** The player's time, mapped through `select` so a component re-renders only when what it shows changes. */
export function usePlayerTime<T = number>(controller: PlayerController, select?: (seconds: number) => T): T {
  const read = () => (select ? select(controller.getTime()) : (controller.getTime() as T))
  return useSyncExternalStore(controller.subscribe, read, read)
}
