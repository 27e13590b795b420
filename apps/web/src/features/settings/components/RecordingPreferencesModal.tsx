import {
  checkRecordingPreferencesSave,
  INTEGRATE_CALENDAR_MESSAGE,
  preferenceControlsDisabled,
  type RecordingPreferences,
  type RecordingToggles,
  setMasterToggle,
  togglesFromFlags,
} from '@parley/shared/rules/recording-preferences'
import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { TUserSettings } from '@parley/shared/schemas/settings'
import { Alert, Modal, Switch } from 'antd'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { useUpdateNotetakerSettings } from '../api/notetakerSettings'

const TOGGLES: { key: keyof RecordingToggles; label: string }[] = [
  { key: 'externalHostedByMe', label: 'External meetings hosted by me' },
  { key: 'externalHostedByOthers', label: 'External meetings hosted by others' },
  { key: 'internalMeetings', label: 'Internal meetings' },
]

interface Props {
  open: boolean
  onClose: () => void
  settings: TUserSettings
  calendarIntegrated: boolean
}

/** Recording Preferences: the master toggle and the three ↔ five-flag mapping. */
export function RecordingPreferencesModal({ open, onClose, settings, calendarIntegrated }: Props) {
  const [prefs, setPrefs] = useState<RecordingPreferences>(() => ({ notetakerEnabled: settings.notetaker_enabled, toggles: togglesFromFlags(settings) }))
  const [problem, setProblem] = useState<string | null>(null)
  const save = useUpdateNotetakerSettings()
  const disabled = preferenceControlsDisabled(prefs, calendarIntegrated)

  const onSave = () => {
    const check = checkRecordingPreferencesSave(prefs, calendarIntegrated)
    if (!check.ok) {
      setProblem(check.message)
      return
    }
    save.mutate(
      { ...check.flags, notetaker_enabled: check.notetakerEnabled },
      {
        onSuccess: () => {
          toast.success(SETTINGS_MESSAGES.settingsUpdated)
          onClose()
        },
        // "Notetaker save failures are only logged"; the form stays open with the server's reason.
        onError: (err) => {
          console.error('Saving notetaker settings failed', err)
          setProblem(err.message)
        },
      },
    )
  }

  const change = (next: RecordingPreferences) => {
    setProblem(null)
    setPrefs(next)
  }

  return (
    <Modal
      open={open}
      title="Recording Preferences"
      okText="Save"
      onOk={onSave}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: disabled.save }}
      destroyOnHidden
    >
      {!calendarIntegrated ? <Alert type="info" showIcon className="settings-modal__alert" message={INTEGRATE_CALENDAR_MESSAGE} /> : null}
      <div className="settings-row settings-row--master">
        <label htmlFor="notetaker-master">Notetaker</label>
        <Switch
          id="notetaker-master"
          aria-label="Notetaker"
          checked={prefs.notetakerEnabled}
          disabled={disabled.master}
          onChange={(on) => change(setMasterToggle(prefs, on))}
        />
      </div>
      <p className="settings-help">Choose the meetings the notetaker joins and records.</p>
      {TOGGLES.map((t) => (
        <div className="settings-row" key={t.key}>
          <label htmlFor={`rec-${t.key}`}>{t.label}</label>
          <Switch
            id={`rec-${t.key}`}
            aria-label={t.label}
            checked={prefs.toggles[t.key]}
            disabled={disabled.toggles}
            onChange={(on) => change({ ...prefs, toggles: { ...prefs.toggles, [t.key]: on } })}
          />
        </div>
      ))}
      {problem ? <Alert type="error" showIcon role="alert" className="settings-modal__alert" message={problem} /> : null}
    </Modal>
  )
}
