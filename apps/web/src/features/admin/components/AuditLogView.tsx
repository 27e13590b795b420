import { AUDIT_CATEGORY_LABELS, auditCategoryOf, describeAuditAction } from '@parley/shared/rules/admin-audit'
import { AUDIT_CATEGORIES, type TAuditCategory, type TAuditEntry } from '@parley/shared/schemas/admin'
import { Select, Tag } from 'antd'
import { DataTable } from '../../../components/DataTable'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { useAuditLog } from '../api/auditLog'
import { useCompanies } from '../../../api/listCompanies'
import { describeDetails } from '../utils/auditDetails'

const PAGE = 20
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function who(entry: TAuditEntry): string {
  const person = (p: TAuditEntry['actor']) => (p ? (p.name ?? 'A super admin of Parley') : 'The system')
  return entry.impersonator ? `${person(entry.impersonator)} as ${person(entry.actor)}` : person(entry.actor)
}

/** Who changed what: their company's log for company admins, every company's for super admins. */
export function AuditLogView({ superAdmin }: { superAdmin: boolean }) {
  const [category, setCategory] = useState<TAuditCategory>('admin')
  const [companyId, setCompanyId] = useState<number | undefined>(undefined)
  const [page, setPage] = useState(1)
  const companies = useCompanies(superAdmin)
  const log = useAuditLog({ category, company_id: companyId, take: PAGE, skip: (page - 1) * PAGE })

  const columns: ColumnType<TAuditEntry>[] = [
    { key: 'at', title: 'When', width: 170, render: (_, e) => <time dateTime={e.at}>{when(e.at)}</time> },
    { key: 'who', title: 'Who', width: 200, render: (_, e) => who(e) },
    {
      key: 'what',
      title: 'What',
      width: 240,
      render: (_, e) => {
        const category = auditCategoryOf(e.action)
        return (
          <span className="admin-audit__what">
            {describeAuditAction(e.action)}
            {category ? <Tag className="admin-tag">{AUDIT_CATEGORY_LABELS[category]}</Tag> : null}
          </span>
        )
      },
    },
    { key: 'target', title: 'Affecting', width: 240, render: (_, e) => e.target_label ?? '—' },
    ...(superAdmin ? [{ key: 'company', title: 'Company', width: 160, render: (_: unknown, e: TAuditEntry) => e.company ?? '—' }] : []),
    { key: 'details', title: 'Details', render: (_, e) => <span className="admin-audit__details">{describeDetails(e) || '—'}</span> },
  ]

  return (
    <div className="admin-audit">
      <section className="admin-filters" aria-label="Audit log filters">
        <div className="admin-filter">
          <label htmlFor="audit-category">Show</label>
          <Select
            id="audit-category"
            value={category}
            options={AUDIT_CATEGORIES.map((c) => ({ value: c, label: AUDIT_CATEGORY_LABELS[c] }))}
            onChange={(value: TAuditCategory) => {
              setCategory(value)
              setPage(1)
            }}
          />
        </div>
        {superAdmin ? (
          <div className="admin-filter">
            <label htmlFor="audit-company">Company</label>
            <Select
              id="audit-company"
              allowClear
              placeholder="Every company"
              value={companyId}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(value?: number) => {
                setCompanyId(value)
                setPage(1)
              }}
            />
          </div>
        ) : null}
      </section>
      {/* The scrolling wrapper takes focus, so keyboard users can scroll a wide log (the rows hold no controls). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="admin-audit__scroll" tabIndex={0} aria-label="Audit log entries">
        <DataTable<TAuditEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={log.data?.data ?? []}
          loading={log.isFetching}
          pagination={{ current: page, pageSize: PAGE, total: log.data?.total_count ?? 0, showSizeChanger: false, onChange: setPage }}
          locale={{ emptyText: 'Nothing recorded yet.' }}
        />
      </section>
    </div>
  )
}
