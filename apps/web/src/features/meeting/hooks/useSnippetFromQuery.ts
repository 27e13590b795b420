import { snippetWindow } from '@parley/shared/rules/snippet-time'
import { useEffect, useRef } from 'react'
import { toast } from '../../../lib/toast'
import type { PlayerController } from '../utils/playerController'
import { parseTimeOption } from '../utils/time'

/**
 * The `start`/`end`/`time` query options: seek to the start once the call is loaded and, with an
 * end, play only up to it ('Video snippet has ended!'). `time` is another name for `start` and also takes hh:mm:ss.
 */
export function useSnippetFromQuery(controller: PlayerController, params: URLSearchParams, duration: number | null, ready: boolean): void {
  const done = useRef(false)
  useEffect(() => {
    if (!ready || done.current) return
    done.current = true
    const raw = params.get('start') ?? params.get('time')
    if (raw === null) return
    const start = parseTimeOption(raw)
    const end = parseTimeOption(params.get('end'))
    const window = snippetWindow(start ?? raw, end, duration)
    if (!window.ok) {
      toast.warning(window.message)
      return
    }
    controller.seek(window.start, { play: true, snippet: window.end === null ? null : { start: window.start, end: window.end } })
  }, [controller, params, duration, ready])
}
