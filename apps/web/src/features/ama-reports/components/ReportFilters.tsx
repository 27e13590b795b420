import type { TAmaReportFilters, TAmaReportUser } from '@parley/shared/schemas/ama-reports'
import { DatePicker, Select } from 'antd'
import dayjs from 'dayjs'
import { useCompanies } from '../../../api/listCompanies'

interface ReportFiltersProps {
  filters: TAmaReportFilters
  onChange: (next: TAmaReportFilters) => void
  superAdmin: boolean
  users: TAmaReportUser[]
}

/** Company (super admins only), user and a date range sent as epoch ms at day bounds. */
export function ReportFilters({ filters, onChange, superAdmin, users }: ReportFiltersProps) {
  const companies = useCompanies(superAdmin)
  const shownUsers = filters.company_id === undefined ? users : users.filter((u) => u.company_id === filters.company_id)
  return (
    <section className="ama-reports__filters" aria-label="Report filters">
      {superAdmin ? (
        <div className="ama-reports__filter">
          <label htmlFor="ama-report-company">Company</label>
          <Select<number>
            id="ama-report-company"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Every company"
            value={filters.company_id}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(company_id) => onChange({ ...filters, company_id, user_id: undefined })}
          />
        </div>
      ) : null}
      <div className="ama-reports__filter">
        <label htmlFor="ama-report-user">User</label>
        <Select<number>
          id="ama-report-user"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Every user"
          value={filters.user_id}
          options={shownUsers.map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))}
          onChange={(user_id) => onChange({ ...filters, user_id })}
        />
      </div>
      <div className="ama-reports__filter">
        <label htmlFor="ama-report-dates">Date range</label>
        <DatePicker.RangePicker
          id="ama-report-dates"
          aria-label="Date range"
          value={filters.startTime !== undefined && filters.endTime !== undefined ? [dayjs(filters.startTime), dayjs(filters.endTime)] : null}
          onChange={(range) => {
            const [start, end] = range ?? []
            onChange({ ...filters, startTime: start ? start.startOf('day').valueOf() : undefined, endTime: end ? end.endOf('day').valueOf() : undefined })
          }}
        />
      </div>
    </section>
  )
}
