import { useEffect } from 'react'
import { readLocal, writeLocal } from '../../../lib/storage'
import { LOCAL_KEYS } from '../../../lib/storageKeys'
import { postOrigin } from '../api/postOrigin'
import { utmOriginFrom } from '../utils/utm'

/** On a first visit with utm_* parameters: POST /api/origins.json and remember it as utm_track. */
export function useUtmTracking(): void {
  useEffect(() => {
    if (readLocal(LOCAL_KEYS.utmTrack)) return
    const origin = utmOriginFrom(window.location, document.referrer)
    if (!origin) return
    writeLocal(LOCAL_KEYS.utmTrack, JSON.stringify(origin))
    void postOrigin(origin).catch(() => undefined)
  }, [])
}
