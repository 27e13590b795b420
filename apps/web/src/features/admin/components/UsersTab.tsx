import { ADMIN_MESSAGES } from '@parley/shared/rules/admin-validation'
import type { TAdminDistinct, TAdminUserRow, TAdminUsersResponse } from '@parley/shared/schemas/admin'
import { App, type TableProps } from 'antd'
import { DataTable } from '../../../components/DataTable'
import { type Dispatch, useMemo, useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useMediaQuery } from '../../../lib/useMediaQuery'
import { signOutEverywhere } from '../api/signOutEverywhere'
import { useUpdateUserDetails } from '../api/updateUserDetails'
import type { AdminTableAction, AdminTableState } from '../utils/adminTableState'
import { reasonOf } from '../utils/formErrors'
import { EditUserModal } from './EditUserModal'
import type { RowActionHandlers } from './RowActions'
import { UserFilters } from './UserFilters'
import { userColumns } from './userColumns'

interface UsersTabProps {
  state: AdminTableState
  dispatch: Dispatch<AdminTableAction>
  result: { data: TAdminUsersResponse['data'] | undefined; isFetching: boolean }
  options: TAdminDistinct | undefined
  companies: { id: number; name: string }[] | undefined
  superAdmin: boolean
  region: boolean
  ownCompanyId: number
  viewOnlyNominations: boolean
}

/** The user table with its filters, row actions and edit modal. */
export function UsersTab({ state, dispatch, result, options, companies, superAdmin, region, ownCompanyId, viewOnlyNominations }: UsersTabProps) {
  const { modal } = App.useApp()
  const [editing, setEditing] = useState<TAdminUserRow | null>(null)
  const update = useUpdateUserDetails()

  const actions: RowActionHandlers = useMemo(
    () => ({
      edit: setEditing,
      setStatus(row, status) {
        const deactivate = status === 'cancelled'
        modal.confirm({
          title: deactivate ? `Deactivate ${row.name}?` : `Activate ${row.name}?`,
          content: deactivate
            ? 'They can no longer sign in, and any session they have open stops working at once. Their nominations are kept.'
            : 'They can sign in again with the nominations they had.',
          okText: deactivate ? 'Deactivate User' : 'Activate User',
          okButtonProps: { danger: deactivate },
          onOk: () =>
            update
              .mutateAsync({ user_id: row.id, status, license_ids: [] })
              .then(() => toast.success(ADMIN_MESSAGES.statusUpdated))
              // A refusal with a reason (the last admin) says why; anything else gets the spec's message.
              .catch((error) => toast.error(error instanceof ApiError && error.status === 409 ? error.message : ADMIN_MESSAGES.statusFailed)),
        })
      },
      // Admin rights open the admin center and every call of the company: asked first, like the other row actions.
      markAdmin(row, admin) {
        modal.confirm({
          title: admin ? `Make ${row.name} a company admin?` : `Remove ${row.name}'s admin rights?`,
          content: admin
            ? 'They can then open the admin center, invite and edit users, and change company settings.'
            : 'They keep their calls and nominations but can no longer open the admin center.',
          okText: admin ? 'Mark as admin' : 'Remove admin',
          okButtonProps: { danger: !admin },
          onOk: () =>
            update
              .mutateAsync({ user_id: row.id, mark_admin: admin })
              .then(() => toast.success(ADMIN_MESSAGES.detailsUpdated))
              .catch((error) =>
                toast.error(
                  error instanceof ApiError && error.status === 403 ? ADMIN_MESSAGES.notCompanyAdmin : reasonOf(error, ADMIN_MESSAGES.notCompanyAdmin),
                ),
              ),
        })
      },
      signOutEverywhere(row) {
        modal.confirm({
          title: `Sign ${row.name} out everywhere?`,
          content: 'Every session they have open, on any device, stops working at once. They can sign in again.',
          okText: 'Sign out everywhere',
          okButtonProps: { danger: true },
          onOk: () =>
            signOutEverywhere(row.id)
              .then((done) => toast.success(done.message))
              .catch((error) => toast.error(reasonOf(error, 'The user could not be signed out. Please try again.'))),
        })
      },
    }),
    [modal, update],
  )

  const compact = useMediaQuery('(max-width: 575.98px)')
  const columns = useMemo(() => userColumns({ superAdmin, region, compact, sort: state.sort, actions }), [superAdmin, region, compact, state.sort, actions])

  const onChange: TableProps<TAdminUserRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      dispatch({ type: 'page', page: pagination.current ?? 1 })
      return
    }
    const one = Array.isArray(sorter) ? sorter[0] : sorter
    const column = one?.order ? (one.columnKey as NonNullable<AdminTableState['sort']>['column']) : null
    dispatch({ type: 'sort', sort: column ? { column, direction: one?.order === 'descend' ? 'desc' : 'asc' } : null })
  }

  return (
    <>
      <UserFilters filters={state.filters} dispatch={dispatch} options={options} companies={companies} superAdmin={superAdmin} region={region} />
      <DataTable<TAdminUserRow>
        className="admin-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result.data?.data ?? []}
        loading={result.isFetching}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: state.page,
          pageSize: 20,
          total: result.data?.total_count ?? 0,
          showSizeChanger: false,
          showTotal: (total) =>
            `${total.toLocaleString()} users${result.data ? `, ${result.data.calendar_integrated.toLocaleString()} with a calendar connected` : ''}`,
        }}
        locale={{ emptyText: 'No users match these filters.' }}
      />
      <EditUserModal row={editing} onClose={() => setEditing(null)} viewOnlyNominations={viewOnlyNominations} ownCompanyId={ownCompanyId} options={options} />
    </>
  )
}
