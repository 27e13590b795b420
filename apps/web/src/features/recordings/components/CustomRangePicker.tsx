import type { TDashboardFilters } from '@parley/shared/schemas/recordings'
import { DatePicker } from 'antd'
import dayjs from 'dayjs'
import { customRange, isFutureDay } from '../utils/datePresets'

interface CustomRangePickerProps {
  startTime: string | undefined
  endTime: string | undefined
  /** Both days picked: the range of whole local days, the end clamped to now. */
  onPick: (range: Pick<TDashboardFilters, 'startTime' | 'endTime'>) => void
}

/** The Custom date range's two calendars; days after today are disabled. */
export function CustomRangePicker({ startTime, endTime, onPick }: CustomRangePickerProps) {
  return (
    <DatePicker.RangePicker
      aria-label="Custom date range"
      allowClear={false}
      disabledDate={(d) => isFutureDay(d)}
      value={startTime ? [dayjs(startTime), dayjs(endTime ?? undefined)] : null}
      onChange={(range) => {
        const [start, end] = range ?? []
        if (start && end) onPick(customRange(start, end))
      }}
    />
  )
}
