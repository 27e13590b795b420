import { Select } from 'antd'

interface DealStageFilterProps {
  stages: string[]
  value: string | null
  onChange: (stage: string | null) => void
  loading?: boolean
}

const ALL = ''

/** The library's deal-stage filter (query dealStage); 'All deal stages' clears it. */
export function DealStageFilter({ stages, value, onChange, loading }: DealStageFilterProps) {
  // A stage in the link that the company no longer has still shows as chosen.
  const options = [ALL, ...stages, ...(value && !stages.includes(value) ? [value] : [])]
  return (
    <div className="checklist-library__toolbar-item">
      <span className="checklist-library__filter-label" aria-hidden="true">
        Deal stage{' '}
      </span>
      <Select
        className="checklist-library__filter"
        value={value ?? ALL}
        loading={loading}
        onChange={(v: string) => onChange(v === ALL ? null : v)}
        options={options.map((s) => ({ value: s, label: s === ALL ? 'All deal stages' : s }))}
        aria-label="Deal stage"
        data-testid="deal-stage-filter"
        popupMatchSelectWidth={false}
      />
    </div>
  )
}
