import {
  ACCOUNT_DEFAULT_FILTERS,
  ACCOUNT_FILTERS,
  ACCOUNT_SORT_MAP,
  type AccountSortColumn,
  accountReviewTitle,
  LAST_4_QTRS_NOTE,
} from '@parley/shared/rules/account-review'
import { type ActivityToggles, DEFAULT_ACTIVITY_TOGGLES } from '@parley/shared/rules/deal-activity'
import { REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import type { TAccountRow } from '@parley/shared/schemas/account-review'
import { REPORT_PAGE_SIZE } from '@parley/shared/schemas/reports'
import { useState } from 'react'
import { exportReport } from '../../api/exportReport'
import { ActivityToggleSwitches } from '../../components/ActivityToggleSwitches'
import type { ReportBodyProps } from '../../components/ReportsPage'
import { ReportExportMenu } from '../../components/ReportExportMenu'
import { ReportFilterBar } from '../../components/ReportFilterBar'
import { ReportTable } from '../../components/ReportTable'
import { useReportQuery } from '../../hooks/useReportQuery'
import { useResetPage } from '../../hooks/useResetPage'
import { useVisibleFilters } from '../../hooks/useVisibleFilters'
import { filterChoices } from '../../utils/filterChoices'
import { useAccountOptions, useAccountPage } from '../api/accountReview'
import { AccountDrawer, type AccountTabKey, type AccountTabRenderers } from './AccountDrawer'
import { accountTableColumns } from './accountTableColumns'
import '../account-review.css'

const RANGES = REPORT_RANGES.account_review
const KEY = 'account_review'

/**
 * Channel Partner Account Review (page 13): 'Accounts with activity in' (Last 1 Year default), the
 * added filters, the account card with its count, activity toggles and Export, the accounts 25 a page, the drawer.
 */
export function AccountReviewPage({ state, setState, scope, profile, accountTabs }: ReportBodyProps & { accountTabs: AccountTabRenderers }) {
  const { debounced, debouncedKey } = useReportQuery(state, RANGES, scope)
  const [tablePage, setTablePage] = useResetPage(debouncedKey, 1)

  const pageAnswer = useAccountPage(debounced, tablePage)
  const options = useAccountOptions(debounced)
  const rows = pageAnswer.data?.accounts ?? []
  const total = pageAnswer.data?.total ?? 0

  const [visible, setVisible] = useVisibleFilters(ACCOUNT_DEFAULT_FILTERS, state.filters)

  const [toggles, setToggles] = useState<ActivityToggles>(DEFAULT_ACTIVITY_TOGGLES)
  const [drawer, setDrawer] = useState<{ account: TAccountRow; tab: AccountTabKey } | null>(null)
  const choices = filterChoices(options.data?.labels, 'Account', ACCOUNT_FILTERS)
  const range = { start: (debounced.startTime ?? 0) * 1000, end: (debounced.endTime ?? 0) * 1000 }

  return (
    <div className="account-review">
      <ReportFilterBar
        reportKey={KEY}
        state={state}
        onChange={setState}
        ranges={RANGES}
        rangeMenus={['activity']}
        choices={choices}
        options={options.data?.lists}
        visible={visible}
        onVisibleChange={setVisible}
        exportMenu={null}
      />
      <section className="account-card" aria-labelledby="account-card-title">
        <header className="account-card__head">
          <h2 id="account-card-title" className="account-card__title">
            {accountReviewTitle(total)}
          </h2>
          <ActivityToggleSwitches value={toggles} onChange={setToggles} />
          <ReportExportMenu
            profile={profile}
            report={KEY}
            total={pageAnswer.data ? total : undefined}
            download={(format) => exportReport('/reports/account-review/export', format, debounced, 'account-review')}
          />
        </header>
        {/* "Note: the last 4 quarters exclude Renewal deals and deals created in the current quarter." */}
        <p className="account-card__note">{LAST_4_QTRS_NOTE}</p>
        <ReportTable<TAccountRow>
          caption="Accounts"
          rows={rows}
          rowKey="account_id"
          total={total}
          page={tablePage}
          onPage={setTablePage}
          loading={pageAnswer.isFetching}
          scrollX={2000}
          scrollY={520}
          columns={accountTableColumns({ schema: pageAnswer.data?.schema ?? {}, sort: state.sort, range, toggles })}
          onSort={(s) =>
            setState({ ...state, sort: s ? { field: ACCOUNT_SORT_MAP[s.column as AccountSortColumn] ?? s.column, type: s.type } : null, view: null })
          }
          onRow={(account) => setDrawer({ account, tab: 'activity' })}
        />
        <p className="visually-hidden" aria-live="polite">{`Showing ${rows.length} of ${total} accounts, ${REPORT_PAGE_SIZE} per page`}</p>
      </section>
      <AccountDrawer
        account={drawer?.account ?? null}
        tab={drawer?.tab ?? 'activity'}
        onTab={(tab) => setDrawer((d) => (d ? { ...d, tab } : d))}
        // As the deal drawer: closing resets the tab and the toggles.
        onClose={() => {
          setDrawer(null)
          setToggles(DEFAULT_ACTIVITY_TOGGLES)
        }}
        renderers={accountTabs}
      />
    </div>
  )
}
