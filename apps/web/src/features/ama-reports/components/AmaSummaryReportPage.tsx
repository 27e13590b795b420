import { AMA_REPORT_MESSAGES, type TAmaReportFilters, type TAmaSummaryRow } from '@parley/shared/schemas/ama-reports'
import { DataTable } from '../../../components/DataTable'
import type { ColumnType } from 'antd/es/table'
import { useState } from 'react'
import { ExportMenu } from '../../../components/ExportMenu'
import { FullPageSpin } from '../../../components/FullPageSpin'
import { PageHeader } from '../../../components/PageHeader'
import { exportAmaReport, useAmaSummary } from '../api/amaReports'
import { ReportFilters } from './ReportFilters'
import { AMA_SUMMARY_REPORT_PATH, ReportSwitch } from './ReportSwitch'
import { useReportAccess } from './useReportAccess'
import '../ama-reports.css'

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })
const rowKey = (r: TAmaSummaryRow) => `${r.company_id}-${r.user_id ?? 'none'}`

/** /parley-eureka-summary-report: questions, errors and no-answers per company and user. */
export function AmaSummaryReportPage() {
  const access = useReportAccess()
  const [filters, setFilters] = useState<TAmaReportFilters>({})
  const summary = useAmaSummary(filters)
  if (!access.ready) return <FullPageSpin />
  const rows = summary.data?.data.summaryReport

  const columns: ColumnType<TAmaSummaryRow>[] = [
    ...(access.superAdmin ? [{ key: 'company', title: 'Company', render: (_: unknown, r: TAmaSummaryRow) => r.company_name }] : []),
    { key: 'user', title: 'User', render: (_, r) => r.user_name ?? 'Removed user' },
    { key: 'questions', title: 'Questions', align: 'right', render: (_, r) => r.question_count },
    { key: 'errors', title: 'Errors', align: 'right', render: (_, r) => r.error_count },
    { key: 'na', title: 'No answers', align: 'right', render: (_, r) => r.no_answer_count },
    { key: 'range', title: 'First – last question', render: (_, r) => `${day(r.first_at)} – ${day(r.last_at)}` },
  ]

  return (
    <div className="page ama-reports">
      <PageHeader
        title="AI chat summary report"
        subtitle={`${access.scope}: AI chat usage per company and user.`}
        extra={
          <>
            <ReportSwitch current={AMA_SUMMARY_REPORT_PATH} />
            <ExportMenu
              total={rows?.length}
              download={(format) => exportAmaReport('parleyEurekaSummaryReport', format, filters)}
              noDataMessage={AMA_REPORT_MESSAGES.noExportData}
              failedMessage={AMA_REPORT_MESSAGES.exportFailed}
            />
          </>
        }
      />
      <ReportFilters filters={filters} onChange={setFilters} superAdmin={access.superAdmin} users={summary.data?.data.users ?? []} />
      <DataTable<TAmaSummaryRow>
        className="ama-reports__table"
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={rows ?? []}
        loading={summary.isFetching}
        pagination={false}
        scroll={{ x: 640 }}
      />
    </div>
  )
}
