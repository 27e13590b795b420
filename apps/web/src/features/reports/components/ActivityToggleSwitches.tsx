import { ACTIVITY_COLOURS, type ActivityToggles } from '@parley/shared/rules/deal-activity'
import { Checkbox } from 'antd'

const TOGGLES: { key: keyof ActivityToggles; label: string; colour?: string }[] = [
  { key: 'emails', label: 'Emails', colour: ACTIVITY_COLOURS.email },
  { key: 'recorded', label: 'Recorded calls', colour: ACTIVITY_COLOURS.recorded },
  { key: 'unrecorded', label: 'Unrecorded calls', colour: ACTIVITY_COLOURS.unrecorded },
  { key: 'stale', label: 'Stale' },
]

/** A report card's toggles for emails, recorded calls, unrecorded calls and stale stretches on the timelines. */
export function ActivityToggleSwitches({ value, onChange }: { value: ActivityToggles; onChange: (next: ActivityToggles) => void }) {
  return (
    <fieldset className="activity-toggles">
      <legend className="visually-hidden">Show on the activity timelines</legend>
      {TOGGLES.map((t) => (
        <Checkbox key={t.key} checked={value[t.key]} onChange={(e) => onChange({ ...value, [t.key]: e.target.checked })}>
          {t.colour ? <span className="activity-toggles__swatch" style={{ background: t.colour }} aria-hidden="true" /> : null}
          {t.label}
        </Checkbox>
      ))}
    </fieldset>
  )
}
