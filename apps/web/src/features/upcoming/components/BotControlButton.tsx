import type { BotControl } from '@parley/shared/rules/meeting-timing'
import { Button } from 'antd'
import { useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { botControl } from '../api/botSchedule'

/** "After a send or remove answered with status 204, the page reloads after 2.5 seconds" (§4, §9). */
const RELOAD_AFTER_MS = 2500
const FAILED = "Notetaker couldn't be sent, please try again!"

/** 'Send Notetaker In Call' / 'Remove Notetaker From Call' for a meeting in progress (spec §4, §8). */
export function BotControlButton({ gceId, control }: { gceId: string; control: BotControl }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const conflict = await botControl({ gce_id: gceId, bot_action: control.action })
      if (conflict !== undefined) {
        toast.info(conflict)
        setBusy(false)
        return
      }
      toast.success(control.action === 'send' ? 'Notetaker sent!' : 'Notetaker removed!')
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS)
    } catch (err) {
      toast.error(err instanceof ApiError && (err.status === 400 || err.status === 404) ? err.message : FAILED)
      setBusy(false)
    }
  }
  return (
    <Button size="small" type={control.action === 'send' ? 'primary' : 'default'} danger={control.action === 'remove'} loading={busy} onClick={run}>
      {control.label}
    </Button>
  )
}
