import { DEFAULT_PREP_NOTE_INTERVAL, PREP_NOTE_INTERVALS, prepIntervalLabel, SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { TUserSettings } from '@parley/shared/schemas/settings'
import { Card, Select, Switch } from 'antd'
import { toast } from '../../../lib/toast'
import { useUpdatePostCallEmail, useUpdatePrepNotes } from '../api/preferences'

const OPTIONS = PREP_NOTE_INTERVALS.map((m) => ({ value: m, label: prepIntervalLabel(m) }))

/** 'Receive Prep Notes (for sales calls)' with its interval and toggle, and the 'Post Call Summary Email' toggle. */
export function NotificationsCard({ settings, userId }: { settings: TUserSettings; userId: number }) {
  const prep = useUpdatePrepNotes()
  const postCall = useUpdatePostCallEmail(userId)

  const savePrep = (change: { prep_note_interval?: number; enabled?: boolean }) =>
    prep.mutate(change, { onSuccess: () => toast.success(SETTINGS_MESSAGES.prepUpdated), onError: (err) => toast.error(err.message) })

  return (
    <Card title="E-mails" className="settings-card">
      <div className="settings-row settings-row--stack">
        <label htmlFor="prep-notes">Receive Prep Notes (for sales calls)</label>
        <div className="settings-row__controls">
          <Select
            aria-label="Time before call"
            className="settings-interval"
            value={settings.prep_note_interval ?? DEFAULT_PREP_NOTE_INTERVAL}
            options={OPTIONS}
            disabled={!settings.prep_notes_enabled || prep.isPending}
            onChange={(v) => savePrep({ prep_note_interval: v })}
          />
          <Switch
            id="prep-notes"
            aria-label="Receive Prep Notes"
            checked={settings.prep_notes_enabled}
            loading={prep.isPending}
            onChange={(on) =>
              savePrep(on && settings.prep_note_interval === null ? { enabled: on, prep_note_interval: DEFAULT_PREP_NOTE_INTERVAL } : { enabled: on })
            }
          />
        </div>
      </div>
      <div className="settings-row">
        <label htmlFor="post-call-email">Post Call Summary Email</label>
        <Switch
          id="post-call-email"
          aria-label="Post Call Summary Email"
          checked={settings.post_call_email}
          loading={postCall.isPending}
          onChange={(on) =>
            postCall.mutate(on, {
              onSuccess: () => toast.success(SETTINGS_MESSAGES.postCallEmailUpdated),
              onError: () => toast.error(SETTINGS_MESSAGES.postCallEmailFailed),
            })
          }
        />
      </div>
    </Card>
  )
}
