import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import { ADMIN_MESSAGES } from '@parley/shared/rules/admin-validation'
import { Button, Tabs } from 'antd'
import { useEffect, useState } from 'react'
import { useProfile } from '../../../api/getProfile'
import { ExportMenu } from '../../../components/ExportMenu'
import { FullPageSpin } from '../../../components/FullPageSpin'
import { PageHeader } from '../../../components/PageHeader'
import { actorFromProfile } from '../../../lib/actor'
import { toast } from '../../../lib/toast'
import { useAdminUsers } from '../api/adminUsers'
import { exportAdminUsers } from '../api/exportAdminUsers'
import { useAdminUserOptions } from '../api/adminUserOptions'
import { useCompanies } from '../../../api/listCompanies'
import { useAdminTable } from '../hooks/useAdminTable'
import { pageRequest } from '../utils/adminTableState'
import { AuditLogView } from './AuditLogView'
import { CompanySettingsPanel } from './CompanySettingsPanel'
import { InviteUserModal } from './InviteUserModal'
import { ReanalysisPanel } from './ReanalysisPanel'
import { UsersTab } from './UsersTab'
import '../admin.css'

/** /admin: users (invite, edit, deactivate, impersonate, export), company settings for super admins, audit log. */
export function AdminCenter() {
  const { data: profile } = useProfile()
  const superAdmin = profile ? isSuperAdmin(actorFromProfile(profile)) : false
  const { state, dispatch } = useAdminTable()
  const users = useAdminUsers(pageRequest(state))
  const options = useAdminUserOptions(superAdmin ? state.filters.companies : [])
  const companies = useCompanies(superAdmin)
  const [tab, setTab] = useState('users')
  const [inviting, setInviting] = useState(false)

  useEffect(() => {
    if (superAdmin && companies.isError) toast.error(ADMIN_MESSAGES.noCompanyList)
  }, [superAdmin, companies.isError])

  if (!profile) return <FullPageSpin />
  const region = superAdmin || profile.company_settings.regionFilter
  const viewOnly = profile.company_settings.viewOnlyNominations

  const items = [
    {
      key: 'users',
      label: 'Users',
      children: (
        <UsersTab
          state={state}
          dispatch={dispatch}
          result={{ data: users.data?.data, isFetching: users.isFetching }}
          options={options.data}
          companies={companies.data}
          superAdmin={superAdmin}
          region={region}
          ownCompanyId={profile.company_id}
          viewOnlyNominations={viewOnly}
        />
      ),
    },
    ...(superAdmin ? [{ key: 'settings', label: 'Company settings', children: <CompanySettingsPanel ownCompanyId={profile.company_id} /> }] : []),
    { key: 'audit', label: 'Audit log', children: <AuditLogView superAdmin={superAdmin} /> },
    { key: 'analysis', label: 'Analysis', children: <ReanalysisPanel /> },
  ]

  return (
    <div className="page admin-center">
      <PageHeader
        title="Admin center"
        subtitle={superAdmin ? 'Every company\u2019s users, their nominations and status.' : `${profile.company_name}: users, their nominations and status.`}
        extra={
          tab === 'users' ? (
            <>
              <Button type="primary" onClick={() => setInviting(true)}>
                Invite
              </Button>
              <ExportMenu
                total={users.data?.data.total_count}
                download={(format) => exportAdminUsers(format, state.filters, state.sort)}
                noDataMessage={ADMIN_MESSAGES.noExportData}
                failedMessage={ADMIN_MESSAGES.exportFailed}
              />
            </>
          ) : null
        }
      />
      <Tabs activeKey={tab} onChange={setTab} items={items} />
      <InviteUserModal
        open={inviting}
        onClose={() => setInviting(false)}
        superAdmin={superAdmin}
        ownCompany={{ id: profile.company_id, name: profile.company_name }}
        viewOnlyNominations={viewOnly}
        options={options.data}
      />
    </div>
  )
}
