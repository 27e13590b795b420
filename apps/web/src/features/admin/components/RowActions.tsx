import type { TAdminUserRow } from '@parley/shared/schemas/admin'
import { Button, Dropdown, type MenuProps } from 'antd'

export interface RowActionHandlers {
  edit(row: TAdminUserRow): void
  setStatus(row: TAdminUserRow, status: 'active' | 'cancelled'): void
  markAdmin(row: TAdminUserRow, admin: boolean): void
  signOutEverywhere(row: TAdminUserRow): void
}

/** Row actions: edit user, Deactivate User or Activate User, mark as admin, sign out everywhere. */
export function RowActions({ row, superAdmin, handlers }: { row: TAdminUserRow; superAdmin: boolean; handlers: RowActionHandlers }) {
  // Only a super admin changes a super admin.
  const locked = row.role === 'super_admin' && !superAdmin
  const items: MenuProps['items'] = [
    { key: 'edit', label: 'Edit user', disabled: locked },
    row.status === 'active'
      ? { key: 'deactivate', label: 'Deactivate User', danger: true, disabled: locked }
      : { key: 'activate', label: 'Activate User', disabled: locked },
    row.role === 'user' ? { key: 'admin', label: 'Mark as admin' } : row.role === 'company_admin' ? { key: 'unadmin', label: 'Remove admin' } : null,
    { key: 'signout', label: 'Sign out everywhere', disabled: locked },
  ]
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') handlers.edit(row)
    if (key === 'deactivate') handlers.setStatus(row, 'cancelled')
    if (key === 'activate') handlers.setStatus(row, 'active')
    if (key === 'admin') handlers.markAdmin(row, true)
    if (key === 'unadmin') handlers.markAdmin(row, false)
    if (key === 'signout') handlers.signOutEverywhere(row)
  }
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button size="small" aria-label={`Actions for ${row.name}`}>
        Actions
      </Button>
    </Dropdown>
  )
}
