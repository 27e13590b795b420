import type { BotControl } from '@parley/shared/rules/meeting-timing'
import { Button } from 'antd'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { botControl } from '../api/botSchedule'
import { botControlNotice } from '../utils/botControlNotice'

/** "After a send or remove answered with status 204, the page reloads after 2.5 seconds". */
const RELOAD_AFTER_MS = 2500

/** 'Send Notetaker In Call' / 'Remove Notetaker From Call' for a meeting in progress. */
export function BotControlButton({ gceId, control }: { gceId: string; control: BotControl }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    const notice = await botControl({ gce_id: gceId, bot_action: control.action }).then(
      (conflict) => botControlNotice(control.action, { conflict }),
      (error: unknown) => botControlNotice(control.action, { error }),
    )
    toast[notice.kind](notice.text)
    if (notice.reload) window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS)
    else setBusy(false)
  }
  return (
    <Button size="small" type={control.action === 'send' ? 'primary' : 'default'} danger={control.action === 'remove'} loading={busy} onClick={run}>
      {control.label}
    </Button>
  )
}
