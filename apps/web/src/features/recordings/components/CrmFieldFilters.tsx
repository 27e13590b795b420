import { Select } from 'antd'
import { useState } from 'react'
import { type TCrmFilter, useCrmFieldValues, useCrmFilters } from '../api/filterOptions'

interface CrmFieldFiltersProps {
  value: Record<string, string[]>
  onChange: (value: Record<string, string[]>) => void
}

function CrmFieldFilter({ field, value, onChange }: { field: TCrmFilter; value: string[]; onChange: (v: string[]) => void }) {
  // Values load the first time the list opens (or at once when the filter already holds some).
  const [opened, setOpened] = useState(value.length > 0)
  const values = useCrmFieldValues(field, opened)
  const id = `recordings-filter-crm-${field.db_field}`
  return (
    <div className="recordings-filter">
      <label htmlFor={id}>{field.label}</label>
      <Select
        id={id}
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        maxTagCount="responsive"
        placeholder="All"
        loading={values.isLoading && opened}
        onOpenChange={(open) => open && setOpened(true)}
        options={(values.data ?? value).map((v) => ({ value: v, label: v }))}
        value={value}
        onChange={onChange}
      />
    </div>
  )
}

/** CRM custom-field filters, loaded dynamically from dashboardFiltersDropdown. */
export function CrmFieldFilters({ value, onChange }: CrmFieldFiltersProps) {
  const fields = useCrmFilters()
  return (
    <>
      {(fields.data ?? []).map((field) => (
        <CrmFieldFilter
          key={`${field.table_name}.${field.db_field}`}
          field={field}
          value={value[field.db_field] ?? []}
          onChange={(next) => onChange({ ...value, [field.db_field]: next })}
        />
      ))}
    </>
  )
}
