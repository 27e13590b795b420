import { ACTIVITY_COLOURS, type ActivityToggles } from '@parley/shared/rules/deal-activity'
import { Checkbox } from 'antd'

const TOGGLES: { key: keyof ActivityToggles; label: string; colour: string | null }[] = [
  { key: 'recorded', label: 'Recorded calls', colour: ACTIVITY_COLOURS.recorded },
  { key: 'unrecorded', label: 'Not recorded calls', colour: ACTIVITY_COLOURS.unrecorded },
  { key: 'emails', label: 'E-mails', colour: ACTIVITY_COLOURS.email },
  { key: 'stale', label: 'Stale (no activity)', colour: null },
]

/** "Activity toggles: recorded calls, not recorded calls, emails, stale (no activity)." */
export function ActivityToggleBar({ value, onChange }: { value: ActivityToggles; onChange: (next: ActivityToggles) => void }) {
  return (
    <fieldset className="deal-activity__toggles">
      <legend className="deal-activity__legend">Show</legend>
      {TOGGLES.map((t) => (
        <Checkbox key={t.key} checked={value[t.key]} onChange={(e) => onChange({ ...value, [t.key]: e.target.checked })}>
          <span className="deal-activity__toggle">
            <span
              className={`deal-activity__swatch${t.colour ? '' : ' deal-activity__swatch--stale'}`}
              style={t.colour ? { background: t.colour } : undefined}
              aria-hidden="true"
            />
            {t.label}
          </span>
        </Checkbox>
      ))}
    </fieldset>
  )
}
