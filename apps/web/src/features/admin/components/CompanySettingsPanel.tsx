import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import { Alert, Card, Select, Spin } from 'antd'
import { useEffect, useState } from 'react'
import { toast } from '../../../lib/toast'
import { useCompanies } from '../../../api/listCompanies'
import { useCompanySettings, usePatchCompanySettings } from '../api/companySettings'
import { SETTING_GROUPS } from '../utils/settingsCatalog'
import { SettingControl } from './SettingControl'

/** Super admins: every per-company switch, grouped and explained; each change is audited. */
export function CompanySettingsPanel({ ownCompanyId }: { ownCompanyId: number }) {
  const [companyId, setCompanyId] = useState<number>(ownCompanyId)
  const companies = useCompanies(true)
  const settings = useCompanySettings(companyId)
  const patch = usePatchCompanySettings(companyId)

  useEffect(() => {
    if (companies.isError) toast.error('No company list')
  }, [companies.isError])

  const save = (key: keyof TCompanySettings, value: TCompanySettings[keyof TCompanySettings]) =>
    patch.mutate({ [key]: value } as Partial<TCompanySettings>, { onSuccess: () => toast.success('Settings Updated', 2) })

  return (
    <div className="admin-settings">
      <div className="admin-settings__head">
        <div className="admin-filter">
          <label htmlFor="admin-settings-company">Company</label>
          <Select
            id="admin-settings-company"
            className="admin-settings__company"
            showSearch={{ optionFilterProp: 'label' }}
            loading={companies.isLoading}
            value={companyId}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={setCompanyId}
          />
        </div>
        <p className="admin-hint">Changes apply at once to everyone in the company and are recorded in the audit log with your name.</p>
      </div>
      {settings.isError ? <Alert type="error" title="These settings could not be loaded." /> : null}
      {settings.isLoading ? <Spin /> : null}
      {settings.data
        ? SETTING_GROUPS.map((group) => (
            <Card key={group.id} className="admin-settings__group" title={<h2 className="admin-settings__title">{group.title}</h2>}>
              <p className="admin-hint">{group.description}</p>
              <ul className="admin-settings__list">
                {group.entries.map((entry) => (
                  <li key={entry.key} className="admin-setting">
                    <div className="admin-setting__text">
                      <label htmlFor={`setting-${entry.key}`} className="admin-setting__label">
                        {entry.label}
                      </label>
                      <span id={`setting-${entry.key}-help`} className="admin-setting__help">
                        {entry.help}
                      </span>
                    </div>
                    <SettingControl
                      entry={entry}
                      value={(settings.data as TCompanySettings)[entry.key]}
                      disabled={patch.isPending}
                      onSave={(value) => save(entry.key, value)}
                    />
                  </li>
                ))}
              </ul>
            </Card>
          ))
        : null}
    </div>
  )
}
