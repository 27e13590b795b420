import { applyNominationChange, isViewOnlyKind } from '@parley/shared/rules/admin-nominations'
import type { TLicenseType } from '@parley/shared/schemas/admin'
import { Checkbox } from 'antd'

interface NominationFieldProps {
  id?: string
  types: TLicenseType[]
  value?: number[]
  onChange?: (value: number[]) => void
}

/**
 * Nomination types as checkboxes. "Choosing a View Only nomination replaces all others. Choosing
 * a normal nomination removes any View Only one."
 */
export function NominationField({ id, types, value = [], onChange }: NominationFieldProps) {
  const hasViewOnly = types.some((t) => isViewOnlyKind(t.kind))
  return (
    <div id={id}>
      <Checkbox.Group
        className="admin-nominations"
        options={types.map((t) => ({ value: t.id, label: t.title }))}
        value={value}
        onChange={(next) => onChange?.(applyNominationChange(value, next as number[], types))}
      />
      {hasViewOnly ? <p className="admin-hint">A View Only nomination replaces all others; choosing another type removes it.</p> : null}
    </div>
  )
}
