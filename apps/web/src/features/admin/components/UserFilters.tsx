import { ONBOARDING_DATE_PRESET_LABELS } from '@parley/shared/rules/admin-date-presets'
import { ONBOARDING_DATE_PRESETS, type TAdminDistinct, type TAdminFilters, type TOnboardingDatePreset } from '@parley/shared/schemas/admin'
import { Button, Select } from 'antd'
import { type Dispatch, useState } from 'react'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { type AdminTableAction, activeFilterCount } from '../utils/adminTableState'

interface UserFiltersProps {
  filters: TAdminFilters
  dispatch: Dispatch<AdminTableAction>
  options: TAdminDistinct | undefined
  /** Every company (list_companies), so the Company filter keeps its options once one is chosen. */
  companies: { id: number; name: string }[] | undefined
  superAdmin: boolean
  region: boolean
}

type Option = { value: string | number; label: string }
const people = (list: { id: number; name: string; email: string }[] | undefined): Option[] =>
  (list ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))
const texts = (list: string[] | undefined, label: (v: string) => string = (v) => v): Option[] => (list ?? []).map((v) => ({ value: v, label: label(v) }))
const STATUS_LABELS: Record<string, string> = { active: 'Active', cancelled: 'Deactivated' }

/** The ten filters, option lists from the distinct endpoint; Company for super admins, Region per company setting. */
export function UserFilters({ filters, dispatch, options, companies, superAdmin, region }: UserFiltersProps) {
  const multi = (key: Exclude<keyof TAdminFilters, 'onboarding_date'>, label: string, list: Option[]) => (
    <div className="admin-filter" key={key}>
      <label htmlFor={`admin-filter-${key}`}>{label}</label>
      <Select
        id={`admin-filter-${key}`}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        maxTagCount="responsive"
        placeholder="All"
        loading={!options}
        options={list}
        value={filters[key] as (string | number)[]}
        onChange={(value) => dispatch({ type: 'filter', key, value: value as TAdminFilters[typeof key] })}
      />
    </div>
  )
  const count = activeFilterCount(filters)
  // On phones the ten filters fold away behind one button, so the table is not pushed off screen.
  const phone = useMediaQuery('(max-width: 575.98px)')
  const [shown, setShown] = useState(false)
  if (phone && !shown) {
    return (
      <div className="admin-filters-toggle">
        <Button onClick={() => setShown(true)} aria-expanded={false} aria-controls="admin-filters">
          Filters{count ? ` (${count})` : ''}
        </Button>
      </div>
    )
  }
  return (
    <section className="admin-filters" id="admin-filters" aria-label="Filters">
      {superAdmin &&
        multi(
          'companies',
          'Company',
          (companies ?? options?.companies ?? []).map((c) => ({ value: c.id, label: c.name })),
        )}
      {multi('user_names', 'User', people(options?.users))}
      {multi('functions', 'Function', texts(options?.functions))}
      {multi('departments', 'Department', texts(options?.departments))}
      {multi(
        'user_status',
        'Status',
        texts(options?.status, (v) => STATUS_LABELS[v] ?? v),
      )}
      {multi('nominations', 'Nomination', texts(options?.nominations))}
      {multi('managers', 'Manager', people(options?.managers))}
      {region && multi('locations', 'Region', texts(options?.locations))}
      {multi('nominated_by', 'Nominated by', people(options?.nominated_by))}
      <div className="admin-filter">
        <label htmlFor="admin-filter-onboarding_date">Onboarding date</label>
        <Select
          id="admin-filter-onboarding_date"
          options={ONBOARDING_DATE_PRESETS.map((p) => ({ value: p, label: ONBOARDING_DATE_PRESET_LABELS[p] }))}
          value={filters.onboarding_date}
          onChange={(value: TOnboardingDatePreset) => dispatch({ type: 'filter', key: 'onboarding_date', value })}
        />
      </div>
      <div className="admin-filter admin-filter--action">
        <Button onClick={() => dispatch({ type: 'clear' })} disabled={count === 0}>
          Clear filters{count ? ` (${count})` : ''}
        </Button>
        {phone ? (
          <Button type="link" onClick={() => setShown(false)} aria-expanded aria-controls="admin-filters">
            Hide filters
          </Button>
        ) : null}
      </div>
    </section>
  )
}
