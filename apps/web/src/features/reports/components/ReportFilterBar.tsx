import type { DealRangePreset, ReportRanges } from '@parley/shared/rules/report-ranges'
import { Button, Select, Tag } from 'antd'
import type { ReactNode } from 'react'
import { applySnapshot, type RangeState, type ReportState, viewSnapshot } from '../utils/reportSearch'
import { activityRange } from '../utils/reportQuery'
import { AddFilterMenu, type FilterChoice } from './AddFilterMenu'
import { DateRangeMenu } from './DateRangeMenu'
import { ReportViews } from './ReportViews'

type RangeKind = 'activity' | 'created' | 'close'

interface ReportFilterBarProps {
  reportKey: string
  state: ReportState
  onChange: (next: ReportState) => void
  ranges: ReportRanges
  /** Which date-range menus the report shows, in order. */
  rangeMenus: RangeKind[]
  choices: FilterChoice[]
  /** Option lists per filter key (distinct mode). */
  options: Record<string, string[]> | undefined
  /** Filters on the bar (with or without values). */
  visible: string[]
  onVisibleChange: (keys: string[]) => void
  exportMenu: ReactNode
  /** How a filter value reads (the value itself by default), e.g. 'Google Calendar' for google_calendar. */
  optionLabel?: (key: string, value: string) => string
}

const DEAL_PRESETS: DealRangePreset[] = ['all', 'lastMonth', 'last3Months', 'last6Months', 'last1Year', 'custom']
const ALL: RangeState = { time: 'all', startTime: null, endTime: null }

/**
 * The filter bar every report shares: Views, the date-range menus, the add-filter menu grouped by
 * category, one selector per shown filter, removable filter tags, clear, and the Export menu.
 */
export function ReportFilterBar(p: ReportFilterBarProps) {
  const { state, onChange, ranges } = p
  const labelOf = (key: string) => p.choices.find((c) => c.key === key)?.label ?? key
  const valueLabel = (key: string, value: string) => p.optionLabel?.(key, value) ?? value
  const setFilter = (key: string, values: string[]) => {
    const filters = { ...state.filters }
    if (values.length) filters[key] = values
    else delete filters[key]
    onChange({ ...state, filters, view: null })
  }
  const applied = Object.entries(state.filters).flatMap(([key, values]) => values.map((v) => ({ key, value: v })))
  const menu = (kind: RangeKind) => {
    const def = kind === 'activity' ? ranges.activity : ranges[kind]
    if (!def) return null
    const presets = kind === 'activity' ? ranges.activity.presets : DEAL_PRESETS
    const value = kind === 'activity' ? activityRange(state, ranges) : (state[kind] ?? ALL)
    return (
      <DateRangeMenu
        key={kind}
        id={`${p.reportKey}-range-${kind}`}
        label={def.label}
        presets={presets}
        limit={def}
        value={value}
        onChange={(next) => onChange({ ...state, [kind]: next.time === 'all' ? null : next, view: null })}
      />
    )
  }
  return (
    <section className="report-filters" aria-label="Filters">
      <div className="report-filters__row">
        <ReportViews
          page={p.reportKey}
          currentViewId={state.view}
          snapshot={() => viewSnapshot(state)}
          onApply={(view) => {
            const next = applySnapshot(state, view.filters, view.id)
            p.onVisibleChange([...new Set([...p.visible, ...Object.keys(next.filters)])])
            onChange(next)
          }}
          onDeleted={(id) => (state.view === id ? onChange({ ...state, view: null }) : undefined)}
        />
        {p.rangeMenus.map(menu)}
        <div className="report-filters__spacer" />
        {p.exportMenu}
      </div>
      <div className="report-filters__row report-filters__row--filters">
        {p.visible.map((key) => (
          <Select
            key={key}
            mode="multiple"
            allowClear
            showSearch
            maxTagCount="responsive"
            className="report-filters__select"
            aria-label={labelOf(key)}
            placeholder={labelOf(key)}
            value={state.filters[key] ?? []}
            options={(p.options?.[key] ?? []).map((v) => ({ value: v, label: valueLabel(key, v) }))}
            onChange={(values: string[]) => setFilter(key, values)}
            popupMatchSelectWidth={false}
          />
        ))}
        <AddFilterMenu choices={p.choices} shown={p.visible} onAdd={(key) => p.onVisibleChange([...p.visible, key])} />
      </div>
      {applied.length > 0 ? (
        <div className="report-filters__tags">
          <span className="visually-hidden">Applied filters:</span>
          {applied.map(({ key, value }) => (
            <Tag key={`${key}=${value}`} className="report-filters__tag">
              {labelOf(key)}: {valueLabel(key, value)}
              <button
                type="button"
                className="report-filters__tag-remove"
                aria-label={`Remove ${labelOf(key)}: ${valueLabel(key, value)}`}
                onClick={() =>
                  setFilter(
                    key,
                    (state.filters[key] ?? []).filter((v) => v !== value),
                  )
                }
              >
                ×
              </button>
            </Tag>
          ))}
          <Button type="link" size="small" onClick={() => onChange({ ...state, filters: {}, view: null })}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  )
}
