import { INTEGRATE_CALENDAR_MESSAGE, notetakerShownOn } from '@parley/shared/rules/recording-preferences'
import type { TUserSettings } from '@parley/shared/schemas/settings'
import { Button, Card, Tag } from 'antd'
import { useState } from 'react'
import { RecordingPreferencesModal } from './RecordingPreferencesModal'

/** The Notetaker card with its 'Recording Preferences' button and modal. */
export function NotetakerCard({ settings, calendarIntegrated }: { settings: TUserSettings; calendarIntegrated: boolean }) {
  const [open, setOpen] = useState(false)
  const on = notetakerShownOn(settings.notetaker_enabled, calendarIntegrated)
  return (
    <Card title="Notetaker" className="settings-card" extra={<Tag className={`settings-tag ${on ? 'settings-tag--on' : ''}`}>{on ? 'On' : 'Off'}</Tag>}>
      <p className="settings-help">
        {calendarIntegrated ? 'The notetaker joins the calendar meetings you choose and records them.' : INTEGRATE_CALENDAR_MESSAGE}
      </p>
      <Button onClick={() => setOpen(true)}>Recording Preferences</Button>
      {open ? <RecordingPreferencesModal open onClose={() => setOpen(false)} settings={settings} calendarIntegrated={calendarIntegrated} /> : null}
    </Card>
  )
}
