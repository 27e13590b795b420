import { useEffect, useRef } from 'react'
import { inKeyOwningLayer, ownsPlayerKeys } from '../utils/keyTargets'
import type { PlayerController } from '../utils/playerController'

const STEP_SECONDS = 5

/**
 * The call page's keys: space plays or pauses, left/right arrows step 5 s, Ctrl+F (⌘F) opens the transcript search
 * when `onFind` is given.
 */
export function usePlayerKeys(controller: PlayerController, onFind?: () => void): void {
  const find = useRef(onFind)
  find.current = onFind
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f' && find.current && !inKeyOwningLayer(e.target)) {
        e.preventDefault()
        find.current()
        return
      }
      if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey || e.altKey || ownsPlayerKeys(e.target)) return
      const media = controller.getMedia()
      if (e.key === ' ' && media) {
        e.preventDefault()
        if (media.paused) void media.play().catch(() => undefined)
        else media.pause()
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault()
        const step = e.key === 'ArrowLeft' ? -STEP_SECONDS : STEP_SECONDS
        const end = media && Number.isFinite(media.duration) ? media.duration + controller.mediaOffset : Number.POSITIVE_INFINITY
        controller.seek(Math.min(end, Math.max(0, controller.getTime() + step)))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [controller])
}
