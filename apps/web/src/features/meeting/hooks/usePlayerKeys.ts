import { useEffect, useRef } from 'react'
import type { PlayerController } from '../utils/playerController'

const STEP_SECONDS = 5

/** Keys belong to the control that has focus when it uses them itself (typing, buttons, tabs, sliders). */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target.closest('input, textarea, select, button, a[href], [role="slider"], [role="tab"], [role="menuitem"], [role="option"], [role="combobox"]')) {
    return true
  }
  return false
}

/**
 * The call page's keys: space plays or pauses, left/right arrows step 5 s, Ctrl+F (⌘F) opens the transcript search
 * when `onFind` is given.
 */
export function usePlayerKeys(controller: PlayerController, onFind?: () => void): void {
  const find = useRef(onFind)
  find.current = onFind
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f' && find.current) {
        e.preventDefault()
        find.current()
        return
      }
      if (e.ctrlKey || e.metaKey || e.altKey || ownsKeys(e.target)) return
      const media = controller.getMedia()
      if (e.key === ' ' && media) {
        e.preventDefault()
        if (media.paused) void media.play().catch(() => undefined)
        else media.pause()
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault()
        const step = e.key === 'ArrowLeft' ? -STEP_SECONDS : STEP_SECONDS
        const end = media && Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY
        controller.seek(Math.min(end, Math.max(0, controller.getTime() + step)))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [controller])
}
