import { customRange, type DealRangePreset, PRESET_LABELS, type RangeLimit } from '@parley/shared/rules/report-ranges'
import { DatePicker, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import type { RangeState } from '../utils/reportSearch'

interface DateRangeMenuProps {
  id: string
  label: string
  presets: readonly DealRangePreset[]
  limit: RangeLimit
  value: RangeState
  onChange: (next: RangeState) => void
}

/** Days a custom range may not use: before the report's limit, or after today unless the future is allowed. */
export function isDisabledDay(day: Dayjs, limit: RangeLimit, now = dayjs()): boolean {
  if (limit.monthsBack !== null && day.isBefore(now.subtract(limit.monthsBack, 'month').startOf('day'))) return true
  return !limit.future && day.isAfter(now.endOf('day'))
}

/** A date-range menu: the report's presets and a Custom range within its limits ("clearing is not allowed"). */
export function DateRangeMenu({ id, label, presets, limit, value, onChange }: DateRangeMenuProps) {
  const [picking, setPicking] = useState(false)
  const choice = picking ? 'custom' : value.time
  return (
    <div className="report-range">
      <label htmlFor={id} className="report-range__label">
        {label}
      </label>
      <Select<DealRangePreset>
        id={id}
        size="middle"
        className="report-range__select"
        value={choice}
        popupMatchSelectWidth={false}
        options={presets.map((p) => ({ value: p, label: PRESET_LABELS[p] }))}
        onChange={(p) => {
          if (p === 'custom') return setPicking(true)
          setPicking(false)
          onChange({ time: p, startTime: null, endTime: null })
        }}
      />
      {choice === 'custom' ? (
        <DatePicker.RangePicker
          aria-label={`${label}: custom range`}
          allowClear={false}
          disabledDate={(d) => isDisabledDay(d, limit)}
          value={value.time === 'custom' && value.startTime && value.endTime ? [dayjs.unix(value.startTime), dayjs.unix(value.endTime)] : null}
          onChange={(range) => {
            const [start, end] = range ?? []
            if (!start || !end) return
            setPicking(false)
            onChange({ time: 'custom', ...customRange(start.toDate(), end.toDate()) })
          }}
        />
      ) : null}
    </div>
  )
}
