import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import { Input, InputNumber, Select, Switch } from 'antd'
import { useEffect, useState } from 'react'
import type { SettingEntry } from '../utils/settingsCatalog'

interface SettingControlProps {
  entry: SettingEntry
  value: TCompanySettings[keyof TCompanySettings]
  disabled: boolean
  onSave(value: TCompanySettings[keyof TCompanySettings]): void
}

/** One setting: a switch, a choice, a list, a whole number or a text saved when the field is left. */
export function SettingControl({ entry, value, disabled, onSave }: SettingControlProps) {
  const id = `setting-${entry.key}`
  const [draft, setDraft] = useState(typeof value === 'string' ? value : '')
  useEffect(() => {
    if (typeof value === 'string') setDraft(value)
  }, [value])

  if (typeof value === 'boolean') {
    return <Switch id={id} aria-describedby={`${id}-help`} checked={value} disabled={disabled} onChange={(checked) => onSave(checked)} />
  }
  if (typeof value === 'number') {
    return (
      <InputNumber
        id={id}
        aria-describedby={`${id}-help`}
        min={0}
        precision={0}
        value={value}
        disabled={disabled}
        onBlur={(e) => {
          const next = Number(e.target.value)
          if (Number.isInteger(next) && next >= 0 && next !== value) onSave(next)
        }}
      />
    )
  }
  if (Array.isArray(value)) {
    return (
      <Select
        id={id}
        aria-describedby={`${id}-help`}
        className="admin-setting__wide"
        mode="tags"
        tokenSeparators={[',', ' ']}
        placeholder={entry.placeholder}
        value={value}
        disabled={disabled}
        open={false}
        onChange={(next: string[]) => onSave(entry.key === 'domains' ? next.map((d) => d.trim().toLowerCase()).filter(Boolean) : next)}
      />
    )
  }
  if (entry.choices) {
    return (
      <Select
        id={id}
        aria-describedby={`${id}-help`}
        className="admin-setting__choice"
        value={value}
        disabled={disabled}
        options={entry.choices}
        onChange={(next) => onSave(next)}
      />
    )
  }
  const commit = () => {
    if (draft.trim() !== value) onSave(draft.trim())
  }
  return (
    <Input
      id={id}
      aria-describedby={`${id}-help`}
      className="admin-setting__wide"
      value={draft}
      disabled={disabled}
      placeholder="Not set"
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  )
}
