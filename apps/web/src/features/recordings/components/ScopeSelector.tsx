import { SCOPE_LABELS, type Scope } from '@parley/shared/rules/scope'
import { Segmented } from 'antd'

interface ScopeSelectorProps {
  scopes: Scope[]
  value: Scope
  onChange: (scope: Scope) => void
}

/** Myself / My team / My org / Admin / Super Admin; shown only when the user has more than Myself. */
export function ScopeSelector({ scopes, value, onChange }: ScopeSelectorProps) {
  if (scopes.length < 2) return null
  return (
    <fieldset className="recordings-scope">
      <legend className="visually-hidden">Whose calls</legend>
      <Segmented<Scope> value={value} onChange={onChange} options={scopes.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))} />
    </fieldset>
  )
}
