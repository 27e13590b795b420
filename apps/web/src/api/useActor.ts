import type { Actor } from '@parley/shared/rules/capabilities'
import { useMemo } from 'react'
import { actorFromProfile } from '../lib/actor'
import { useProfile } from './getProfile'

/** The signed-in user's permission facts, or null while the profile is not loaded. */
export function useActor(): Actor | null {
  const { data } = useProfile()
  return useMemo(() => (data ? actorFromProfile(data) : null), [data])
}
