import type { TDashboardFilters } from '@parley/shared/schemas/recordings'
import { Select } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { DATE_CHOICE_LABELS, type DateChoice, dateChoiceOf, withDateChoice } from '../utils/datePresets'

// antd's date picker is about 35 kB gzipped, a twelfth of the page: fetched when Custom is chosen (or a custom range
// is restored), not with the dashboard.
const CustomRangePicker = lazy(() => import('./CustomRangePicker').then((m) => ({ default: m.CustomRangePicker })))

interface DateRangeFilterProps {
  filters: TDashboardFilters
  onChange: (patch: Partial<TDashboardFilters>) => void
}

const CHOICES: DateChoice[] = ['all', 'last_month', '3_months', '6_months', '1_year', 'custom']

/** Date range: presets Last Month, 3 Months, 6 Months, 1 Year, or Custom days, never in the future. */
export function DateRangeFilter({ filters, onChange }: DateRangeFilterProps) {
  const committed = dateChoiceOf(filters)
  // Custom shows the picker before a range is chosen; the filter changes only once both days are picked.
  const [picking, setPicking] = useState(false)
  const choice: DateChoice = picking ? 'custom' : committed
  const clear = { datePreset: undefined, startTime: undefined, endTime: undefined }
  return (
    <div className="recordings-filter recordings-filter--date">
      <label htmlFor="recordings-filter-date">Date range</label>
      <Select<DateChoice>
        id="recordings-filter-date"
        value={choice}
        options={CHOICES.map((c) => ({ value: c, label: DATE_CHOICE_LABELS[c] }))}
        onChange={(c) => {
          if (c === 'custom') return setPicking(true)
          setPicking(false)
          onChange({ ...clear, ...withDateChoice({}, c) })
        }}
      />
      {choice === 'custom' ? (
        <Suspense fallback={null}>
          <CustomRangePicker
            startTime={filters.startTime}
            endTime={filters.endTime}
            onPick={(range) => {
              setPicking(false)
              onChange({ ...clear, ...range })
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
