import { ROLE_LABELS, serviceProviderLabel, statusLabel } from '@parley/shared/rules/admin-labels'
import type { TAdminSort, TAdminSortColumn, TAdminUserRow } from '@parley/shared/schemas/admin'
import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { ImpersonateCell } from './ImpersonateCell'
import { RowActions, type RowActionHandlers } from './RowActions'

export interface ColumnOptions {
  superAdmin: boolean
  region: boolean
  /** Phones: no pinned columns, or they would cover the table. */
  compact: boolean
  sort: TAdminSort | null
  actions: RowActionHandlers
}

const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? <span className="admin-muted">—</span> : v)

function sortable(column: TAdminSortColumn, title: string, sort: TAdminSort | null, render: (r: TAdminUserRow) => ReactNode, width?: number) {
  return {
    key: column,
    title,
    width,
    sorter: true,
    sortOrder: sort?.column === column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null,
    render: (_: unknown, r: TAdminUserRow) => render(r),
  } satisfies ColumnType<TAdminUserRow>
}

/** The admin user row as table columns, Company and Impersonate for super admins only. */
export function userColumns(o: ColumnOptions): ColumnType<TAdminUserRow>[] {
  const s = o.sort
  const columns: (ColumnType<TAdminUserRow> | false)[] = [
    {
      ...sortable('name', 'Name', s, (r) => <span className="admin-name">{r.name}</span>, 180),
      fixed: o.compact ? undefined : 'left',
    },
    sortable('email', 'Email', s, (r) => r.email, 240),
    o.superAdmin && sortable('company', 'Company', s, (r) => r.company, 170),
    o.superAdmin && {
      key: 'impersonate',
      title: 'Impersonate',
      width: 130,
      render: (_: unknown, r: TAdminUserRow) => <ImpersonateCell userId={r.id} name={r.name} />,
    },
    sortable('role', 'Role', s, (r) => ROLE_LABELS[r.role], 130),
    { key: 'managers', title: 'Managers', width: 180, render: (_: unknown, r: TAdminUserRow) => dash(r.managers) },
    {
      key: 'licenses',
      title: 'Nominations',
      width: 260,
      render: (_: unknown, r: TAdminUserRow) =>
        r.licenses.length ? (
          <span className="admin-tags">
            {r.licenses.map((l) => (
              <Tag key={l.id} className={l.onboarded_status ? 'admin-tag admin-tag--onboarded' : 'admin-tag admin-tag--pending'}>
                {l.title}: {l.onboarded_status ? 'Onboarded' : 'Pending'}
              </Tag>
            ))}
          </span>
        ) : (
          dash(null)
        ),
    },
    sortable(
      'status',
      'Status',
      s,
      (r) => <Tag className={r.status === 'active' ? 'admin-tag admin-tag--active' : 'admin-tag'}>{statusLabel(r.status)}</Tag>,
      120,
    ),
    sortable('onboarding_date', 'Onboarding date', s, (r) => dash(r.onboarding_date), 150),
    sortable('license_expiry_date', 'License expiry', s, (r) => dash(r.license_expiry_date), 140),
    sortable('function', 'Function', s, (r) => dash(r.function), 120),
    sortable('department', 'Department', s, (r) => dash(r.department), 170),
    o.region && sortable('location', 'Region', s, (r) => dash(r.location), 130),
    sortable('calendar', 'Calendar', s, (r) => (r.calendar === 1 ? 'Recording' : 'Not recording'), 140),
    sortable('service_provider', 'Service provider', s, (r) => dash(serviceProviderLabel(r.service_provider)), 150),
    sortable('platform', 'Platform', s, (r) => dash(r.platform), 160),
    sortable('nominated_by', 'Nominated by', s, (r) => dash(r.nominated_by), 160),
    sortable('internal_meeting', 'Internal meetings', s, (r) => r.internal_meeting, 120),
    sortable('external_meeting_external_host', 'External, hosted by them', s, (r) => r.external_meeting_external_host, 130),
    sortable('external_meeting_internal_host', 'External, hosted by us', s, (r) => r.external_meeting_internal_host, 130),
    {
      key: 'actions',
      title: 'Actions',
      width: 110,
      fixed: o.compact ? undefined : 'right',
      render: (_: unknown, r: TAdminUserRow) => <RowActions row={r} superAdmin={o.superAdmin} handlers={o.actions} />,
    },
  ]
  return columns.filter((c): c is ColumnType<TAdminUserRow> => c !== false)
}
