import type { TProfile } from '@parley/shared/schemas/user'
import { Button, Modal } from 'antd'
import { useEffect, useState } from 'react'
import { useCompleteOnboarding } from '../../api/completeOnboarding'
import { readSession, writeSession } from '../../lib/storage'
import { SESSION_KEYS } from '../../lib/storageKeys'

const ONBOARDING_FORM = 'https://forms.parley.example/onboarding'
const MODAL_DELAY_MS = 1000

export function onboardingFormUrl(profile: Pick<TProfile, 'name' | 'email' | 'id'>): string {
  const fragment = `name=${encodeURIComponent(profile.name)}&email=${encodeURIComponent(profile.email)}&user_id=${encodeURIComponent(String(profile.id))}`
  return `${ONBOARDING_FORM}#${fragment}`
}

/** Shown once per browser session to users who have not finished onboarding. */
export function WelcomeModal({ profile }: { profile: TProfile }) {
  const [open, setOpen] = useState(false)
  const complete = useCompleteOnboarding()

  useEffect(() => {
    if (profile.has_completed_onboarding || readSession(SESSION_KEYS.welcomeModalShown)) return
    const timer = window.setTimeout(() => {
      writeSession(SESSION_KEYS.welcomeModalShown, 'true')
      setOpen(true)
    }, MODAL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [profile.has_completed_onboarding])

  const done = () => complete.mutate(profile.id, { onSuccess: () => setOpen(false) })

  return (
    <Modal
      open={open}
      title={`Welcome to Parley, ${profile.name.split(' ')[0] ?? profile.name}!`}
      onCancel={() => setOpen(false)}
      footer={[
        <Button key="form" href={onboardingFormUrl(profile)} target="_blank" rel="noopener noreferrer">
          Open onboarding form
        </Button>,
        <Button key="done" type="primary" onClick={done} loading={complete.isPending}>
          Done
        </Button>,
      ]}
    >
      <p>Parley's notetaker joins the meetings on your calendar, records them and turns each call into a summary, action items and checklist signals.</p>
      <p>Take two minutes to fill in the onboarding form so we can set things up for your team, then press Done.</p>
    </Modal>
  )
}
