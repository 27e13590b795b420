import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import { DEAL_REVIEW_PAGE_SIZE, DEAL_STATUS_FILTERS, type DealStatusFilter, DEFAULT_DEAL_STATUS_FILTER } from '@parley/shared/rules/deal-forecast-label'
import type { TDealReviewRow } from '@parley/shared/schemas/deal-review'
import { Button, Segmented, Select } from 'antd'
import { DataTable } from '../../../components/DataTable'
import type { ColumnType } from 'antd/es/table'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useProfile } from '../../../api/getProfile'
import { useCompanies } from '../../../api/listCompanies'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'
import { PageHeader } from '../../../components/PageHeader'
import { actorFromProfile } from '../../../lib/actor'
import { useDealReview } from '../api/dealReview'
import { DealReviewDrawer } from './DealReviewDrawer'
import { ForecastTag } from './ForecastTag'
import '../deal-review.css'

/** /deals-review-dashboard: deals with a status filter (default Open), 15 a page, and a drawer per deal. */
export function DealReviewPage() {
  const { data: profile } = useProfile()
  const superAdmin = profile ? isSuperAdmin(actorFromProfile(profile)) : false
  const companies = useCompanies(superAdmin)
  const [status, setStatus] = useState<DealStatusFilter>(DEFAULT_DEAL_STATUS_FILTER)
  const [companyId, setCompanyId] = useState<number | undefined>(undefined)
  const [page, setPage] = useState(1)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const review = useDealReview({ status, company_id: companyId, take: DEAL_REVIEW_PAGE_SIZE, skip: (page - 1) * DEAL_REVIEW_PAGE_SIZE })
  const data = review.data?.data
  const rows = data?.data ?? []
  const selected = useMemo(() => rows.find((r) => r.id === selectedId) ?? null, [rows, selectedId])

  const columns: ColumnType<TDealReviewRow>[] = [
    {
      key: 'deal',
      title: 'Deal',
      width: 240,
      render: (_, r) => (
        <Button
          type="link"
          className="deal-review__deal-button"
          onClick={(e) => {
            e.stopPropagation()
            setSelectedId(r.id)
          }}
        >
          {r.dealName}
        </Button>
      ),
    },
    { key: 'forecast', title: 'Forecast', width: 210, render: (_, r) => <ForecastTag forecast={r.forecast} /> },
    { key: 'stage', title: 'Current stage', width: 200, render: (_, r) => r.currentDealStage ?? '—' },
    { key: 'rep', title: 'Rep', width: 160, render: (_, r) => r.dealRep ?? '—' },
    {
      key: 'close',
      title: 'Close date',
      width: 130,
      render: (_, r) => (r.dealCloseDate ? <time dateTime={r.dealCloseDate}>{dayjs(r.dealCloseDate).format('D MMM YYYY')}</time> : '—'),
    },
    { key: 'status', title: 'Status', width: 90, render: (_, r) => r.status },
    { key: 'calls', title: 'Recorded calls', width: 130, align: 'right', render: (_, r) => r.meetings.filter((m) => m.call !== null).length },
  ]

  return (
    <div className="page deal-review">
      <PageHeader
        title="Deal review"
        subtitle={
          data?.pilotStage
            ? `${data.company.name}: pilot on the ${data.pilotStage} stage. Open a deal to see its stage signals and recorded calls.`
            : `${data?.company.name ?? profile?.company_name ?? ''}: open a deal to see its stage signals and recorded calls.`
        }
      />
      <div className="deal-review__filters">
        <div className="deal-review__filter">
          <span id="deal-review-status">Status</span>
          <Segmented<DealStatusFilter>
            aria-labelledby="deal-review-status"
            value={status}
            onChange={(v) => {
              setStatus(v)
              setPage(1)
            }}
            options={DEAL_STATUS_FILTERS.map((s) => ({ value: s, label: s }))}
          />
        </div>
        {superAdmin ? (
          <div className="deal-review__filter">
            <label htmlFor="deal-review-company">Company</label>
            <Select<number>
              id="deal-review-company"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="My company"
              className="deal-review__company"
              value={companyId}
              onChange={(v) => {
                setCompanyId(v)
                setPage(1)
              }}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </div>
        ) : null}
      </div>
      {review.isError ? <LoadErrorAlert title={review.error.message || 'The deals could not be loaded.'} onRetry={() => void review.refetch()} /> : null}
      <DataTable<TDealReviewRow>
        className="deal-review__table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={review.isFetching}
        onRow={(r) => ({ onClick: () => setSelectedId(r.id), className: 'deal-review__row' })}
        pagination={{
          current: page,
          pageSize: DEAL_REVIEW_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => `${total} ${total === 1 ? 'deal' : 'deals'}`,
        }}
        scroll={{ x: 1000 }}
        locale={{ emptyText: status === 'Open' ? 'No open deals to review' : 'No deals found' }}
      />
      <DealReviewDrawer row={selected} onClose={() => setSelectedId(null)} />
    </div>
  )
}
