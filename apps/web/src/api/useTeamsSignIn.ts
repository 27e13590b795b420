import { useEffect, useState } from 'react'
import { isInFrame, trySignInThroughTeams } from './teamsSignIn'

export type TeamsSignInState = 'not-needed' | 'trying' | 'signed-in' | 'failed'

/** Runs the Teams sign-in when there is no token and the app is framed. */
export function useTeamsSignIn(needed: boolean): TeamsSignInState {
  const [state, setState] = useState<TeamsSignInState>(() => (needed && isInFrame() ? 'trying' : 'not-needed'))
  useEffect(() => {
    if (state !== 'trying') return
    let cancelled = false
    void trySignInThroughTeams().then((ok) => {
      if (!cancelled) setState(ok ? 'signed-in' : 'failed')
    })
    return () => {
      cancelled = true
    }
  }, [state])
  return state
}
