import { Button, Modal, Progress } from 'antd'
import { useEffect, useState } from 'react'
import { readSession, writeSession } from '../../lib/storage'
import { SESSION_KEYS } from '../../lib/storageKeys'

const MODAL_DELAY_MS = 1000
const REDIRECT_SECONDS = 5

/** Offered once per browser session, 1 s after load. */
export function OptionalUpgradeModal({ target }: { target: string }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (readSession(SESSION_KEYS.upgradeModalShown)) return
    const timer = window.setTimeout(() => {
      writeSession(SESSION_KEYS.upgradeModalShown, 'true')
      setOpen(true)
    }, MODAL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <Modal
      open={open}
      title="Meet the new Parley"
      onCancel={() => setOpen(false)}
      footer={[
        <Button key="later" onClick={() => setOpen(false)}>
          Maybe later
        </Button>,
        <Button key="go" type="primary" href={target}>
          Try the new version
        </Button>,
      ]}
    >
      <p>Your company can now use the new version of Parley at {target.replace(/^https?:\/\//, '')}.</p>
      <p>You can switch now or keep using this version for the time being.</p>
    </Modal>
  )
}

/** A 5-second countdown, then the new domain. */
export function ForcedRedirectModal({ target }: { target: string }) {
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS)
  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000)
    return () => window.clearInterval(timer)
  }, [])
  useEffect(() => {
    if (secondsLeft === 0) window.location.assign(target)
  }, [secondsLeft, target])
  return (
    <Modal
      open
      title="Parley has moved"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" href={target}>
          Go now
        </Button>
      }
    >
      <p>
        Your company now uses the new version of Parley. Taking you there in {secondsLeft} second{secondsLeft === 1 ? '' : 's'}…
      </p>
      <Progress percent={((REDIRECT_SECONDS - secondsLeft) / REDIRECT_SECONDS) * 100} showInfo={false} aria-label="Redirect countdown" />
    </Modal>
  )
}
