import { DURATION_BUCKETS, type TDashboardFilters } from '@parley/shared/schemas/recordings'
import { Select, Switch } from 'antd'
import type { ReactNode } from 'react'
import { useDistinctValues, useStageList } from '../api/filterOptions'
import { CrmFieldFilters } from './CrmFieldFilters'
import { DateRangeFilter } from './DateRangeFilter'

export interface FilterPanelProps {
  filters: TDashboardFilters
  onChange: (patch: Partial<TDashboardFilters>) => void
  role: string
  /** Function, Manager, Sales rep and Deal owner manager filters: managers and admins only. */
  peopleFilters: boolean
  /** 'Dialer Calls': the company's dialerFilter setting. */
  dialerFilter: boolean
  salesReps: { name: string; email: string }[]
}

type Option = { value: string; label: string }
const texts = (list: readonly string[] | undefined): Option[] => (list ?? []).map((v) => ({ value: v, label: v }))
const people = (list: { name: string; email: string }[] | undefined): Option[] => (list ?? []).map((p) => ({ value: p.email, label: p.name }))
const DURATION_LABELS: Record<(typeof DURATION_BUCKETS)[number], string> = {
  '>1hr': '>1hr',
  '45-60': '45-60mins',
  '30-45': '30-45mins',
  '15-30': '15-30mins',
  '5-15': '5-15mins',
  '<5': '<5mins',
}
const SOURCE_LABELS: Record<string, string> = { google_calendar: 'Google Calendar', outlook_calendar: 'Outlook Calendar', Instant: 'Instant' }

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="recordings-filter">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}

/** Every list filter of the dashboard, option lists from the filter endpoints. */
export function FilterPanel({ filters, onChange, role, peopleFilters, dialerFilter, salesReps }: FilterPanelProps) {
  const stages = useStageList('dealStages', role)
  const currentStages = useStageList('currentDealStages', role)
  const distinct = useDistinctValues(role)
  const d = distinct.data

  const multi = (key: keyof TDashboardFilters, label: string, options: Option[], loading = false) => {
    const id = `recordings-filter-${key}`
    return (
      <Field id={id} label={label} key={key}>
        <Select
          id={id}
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          maxTagCount="responsive"
          placeholder="All"
          loading={loading}
          options={options}
          value={(filters[key] as string[] | undefined) ?? []}
          onChange={(value: string[]) => onChange({ [key]: value })}
        />
      </Field>
    )
  }

  return (
    <section className="recordings-filters" aria-label="Filters">
      <DateRangeFilter filters={filters} onChange={onChange} />
      {multi(
        'videoDuration',
        'Call duration',
        DURATION_BUCKETS.map((b) => ({ value: b, label: DURATION_LABELS[b] })),
      )}
      <Field id="recordings-filter-spokenBy" label="Spoken by">
        <Select
          id="recordings-filter-spokenBy"
          value={filters.spokenBy ?? 'All'}
          onChange={(v) => onChange({ spokenBy: v === 'All' ? undefined : v })}
          options={[
            { value: 'All', label: 'All' },
            { value: 'Rep', label: 'Rep' },
            { value: 'Prospect', label: 'Prospect' },
          ]}
        />
      </Field>
      {multi('stages', 'Deal stage', texts(stages.data), stages.isLoading)}
      {multi('currentStages', 'Current deal stage', texts(currentStages.data), currentStages.isLoading)}
      {peopleFilters && multi('reps', 'Sales reps', people(salesReps))}
      {peopleFilters && multi('manager', 'Manager', people(d?.manager), distinct.isLoading)}
      {peopleFilters && multi('dealOwnerManager', 'Deal owner manager', people(d?.deal_owner_manager), distinct.isLoading)}
      {peopleFilters && multi('rep_function', 'Function', texts(d?.rep_function), distinct.isLoading)}
      {multi('agenda_type', 'Agenda type', texts(d?.agenda_type), distinct.isLoading)}
      {multi(
        'sources',
        'Call source',
        (d?.call_source ?? []).map((s) => ({ value: s, label: SOURCE_LABELS[s] ?? s })),
        distinct.isLoading,
      )}
      {multi('call_dispositions', 'Call disposition', texts(d?.activity_status), distinct.isLoading)}
      <CrmFieldFilters value={filters.crm_custom_field ?? {}} onChange={(crm_custom_field) => onChange({ crm_custom_field })} />
      <div className="recordings-filter recordings-filter--switch">
        <Switch
          id="recordings-filter-short"
          size="small"
          checked={filters.exclude?.duration === true}
          onChange={(on) => onChange({ exclude: { ...filters.exclude, duration: on || undefined } })}
        />
        <label htmlFor="recordings-filter-short">Exclude calls under 5 mins</label>
      </div>
      {dialerFilter ? (
        <div className="recordings-filter recordings-filter--switch">
          <Switch
            id="recordings-filter-dialer"
            size="small"
            checked={filters.dialer_calls === true}
            onChange={(on) => onChange({ dialer_calls: on || undefined })}
          />
          <label htmlFor="recordings-filter-dialer">Dialer Calls</label>
        </div>
      ) : null}
    </section>
  )
}
