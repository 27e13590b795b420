import { amaMessageStatus } from '@parley/shared/rules/ama-report-status'
import { AMA_REPORT_MESSAGES, AMA_REPORT_PAGE_SIZE, type TAmaReportFilters, type TAmaReportRow } from '@parley/shared/schemas/ama-reports'
import { DataTable } from '../../../components/DataTable'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { Link } from 'react-router'
import { ExportMenu } from '../../../components/ExportMenu'
import { FullPageSpin } from '../../../components/FullPageSpin'
import { PageHeader } from '../../../components/PageHeader'
import { exportAmaReport, useAmaReport } from '../api/amaReports'
import { Pager } from './Pager'
import { ReportFilters } from './ReportFilters'
import { AMA_REPORT_PATH, ReportSwitch } from './ReportSwitch'
import { useReportAccess } from './useReportAccess'
import '../ama-reports.css'

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function statusText(r: TAmaReportRow) {
  const status = amaMessageStatus(r)
  if (!status) return null
  const tone = r.error ? 'error' : r.no_answer ? 'na' : 'ok'
  return <span className={`ama-reports__status ama-reports__status--${tone}`}>{status}</span>
}

/** /parley-eureka-report: every AI chat message, newest first, 100 a page. */
export function AmaReportPage() {
  const access = useReportAccess()
  const [filters, setFilters] = useState<TAmaReportFilters>({})
  const [page, setPage] = useState(1)
  const report = useAmaReport({ ...filters, take: AMA_REPORT_PAGE_SIZE, skip: (page - 1) * AMA_REPORT_PAGE_SIZE })
  if (!access.ready) return <FullPageSpin />
  const total = report.data?.data.total
  const pages = Math.max(1, Math.ceil((total ?? 0) / AMA_REPORT_PAGE_SIZE))

  const columns: ColumnType<TAmaReportRow>[] = [
    { key: 'date', title: 'Date', width: 170, render: (_, r) => <time dateTime={r.created_at}>{when(r.created_at)}</time> },
    ...(access.superAdmin ? [{ key: 'company', title: 'Company', width: 160, render: (_: unknown, r: TAmaReportRow) => r.company_name }] : []),
    { key: 'user', title: 'User', width: 180, render: (_, r) => r.user_name ?? r.email ?? '—' },
    {
      key: 'meeting',
      title: 'Meeting',
      width: 200,
      // A call page opens only inside the viewer's own company: another company's call is named, not linked.
      render: (_, r) => {
        if (!r.meeting_id) return '—'
        const name = r.meeting_title ?? `Call ${r.meeting_id}`
        return r.company_id === access.companyId ? <Link to={`/meeting/${r.meeting_id}`}>{name}</Link> : name
      },
    },
    { key: 'type', title: 'Type', width: 100, render: (_, r) => (r.message_type === 'question' ? 'Question' : 'Answer') },
    { key: 'message', title: 'Message', render: (_, r) => <span className="ama-reports__message">{r.message}</span> },
    { key: 'status', title: 'Status', width: 140, render: (_, r) => statusText(r) },
  ]

  const change = (next: TAmaReportFilters) => {
    setFilters(next)
    setPage(1)
  }

  return (
    <div className="page ama-reports">
      <PageHeader
        title="AI chat report"
        subtitle={`${access.scope}: every question asked to the AI chat and its answer.`}
        extra={
          <>
            <ReportSwitch current={AMA_REPORT_PATH} />
            <ExportMenu
              total={total}
              download={(format) => exportAmaReport('parleyEurekaReport', format, filters)}
              noDataMessage={AMA_REPORT_MESSAGES.noExportData}
              failedMessage={AMA_REPORT_MESSAGES.exportFailed}
            />
          </>
        }
      />
      <ReportFilters filters={filters} onChange={change} superAdmin={access.superAdmin} users={report.data?.data.users ?? []} />
      <DataTable<TAmaReportRow>
        className="ama-reports__table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={report.data?.data.data ?? []}
        loading={report.isFetching}
        pagination={false}
        scroll={{ x: 960 }}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  )
}
