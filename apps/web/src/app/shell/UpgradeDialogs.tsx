import { Button, Modal, Progress } from 'antd'
import { useEffect, useState } from 'react'
import { readLocal, readSession, writeLocal, writeSession } from '../../lib/storage'
import { LOCAL_KEYS, SESSION_KEYS } from '../../lib/storageKeys'

const MODAL_DELAY_MS = 1000
const REDIRECT_SECONDS = 5

/**
 * Offered 1 s after load, once per user in this browser: a prompt on every new session (every report opened in a
 * new tab) buried the page under it. Remembered in local storage per user, so a colleague on the same browser still
 * sees it once.
 */
export function OptionalUpgradeModal({ target, userId }: { target: string; userId: number }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const seenKey = `${LOCAL_KEYS.upgradeModalSeen}.${userId}`
    if (readSession(SESSION_KEYS.upgradeModalShown) || readLocal(seenKey)) return
    const timer = window.setTimeout(() => {
      writeSession(SESSION_KEYS.upgradeModalShown, 'true')
      writeLocal(seenKey, 'true')
      setOpen(true)
    }, MODAL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [userId])
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
