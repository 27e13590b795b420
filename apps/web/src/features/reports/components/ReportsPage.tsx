import type { Actor } from '@parley/shared/rules/capabilities'
import { landingReport, type ReportKey, reportByKey, reportMenu, reportTitle } from '@parley/shared/rules/reports-menu'
import { availableScopes, resolveScope, SCOPE_LABELS, type Scope } from '@parley/shared/rules/scope'
import type { TProfile } from '@parley/shared/schemas/user'
import { Select } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { useReportState } from '../hooks/useReportState'
import type { ReportState } from '../utils/reportSearch'
import '../reports.css'

export interface ReportBodyProps {
  reportKey: ReportKey
  state: ReportState
  setState: (next: ReportState) => void
  /** The scope sent as role: the URL's, else the user's default, never one they may not use. */
  scope: Scope
  actor: Actor
  profile: TProfile
}

export type ReportRenderers = Partial<Record<ReportKey, (props: ReportBodyProps) => ReactNode>>

interface ReportsPageProps {
  actor: Actor
  profile: TProfile
  /** The reports built so far, composed by routes/ReportsRoute.tsx. */
  reports: ReportRenderers
}

/**
 * /reports: the report-type dropdown of the user's menu, the scope dropdown, the browser title
 * '{report name} - Reports', and the chosen report's page; the whole state lives in the query string.
 */
export function ReportsPage({ actor, profile, reports }: ReportsPageProps) {
  const [state, setState] = useReportState()
  const menu = reportMenu(actor)
  const landing = landingReport(actor, state.page)
  // "The scope menu: everyone has Myself; managers also My team and My org; company_admin and super_admin also Admin."
  const scopes: Scope[] = availableScopes(actor).filter((s) => s !== 'super_admin')
  const scope = resolveScope(actor, state.role)
  const shownScope = scopes.includes(scope) ? scope : 'company_admin'

  useEffect(() => {
    if (!landing) return
    // An unknown page, a report not on the menu or a scope the user may not use is replaced in the URL.
    if (state.page !== landing.page || (state.role !== null && state.role !== shownScope)) {
      setState({ ...state, page: landing.page, role: state.role === null ? null : shownScope })
    }
  }, [landing, state, shownScope, setState])

  useEffect(() => {
    if (landing) document.title = reportTitle(landing.key)
  }, [landing])

  if (!landing) return <EmptyState title="No reports for you yet" description="Ask your company admin which reports your role can see." illustration="chart" />
  const render = reports[landing.key]
  // A page's tab (Notetaker Adoption on page 1) belongs to that page; the other flags follow the user.
  const { tab: _tab, ...flags } = state.flags
  const switchTo = (key: ReportKey) =>
    setState({
      page: reportByKey(key).page,
      role: state.role,
      group: 'month',
      activity: null,
      created: null,
      close: null,
      filters: {},
      sort: null,
      view: null,
      flags,
    })

  return (
    <div className="page reports-page">
      <header className="reports-page__head">
        <h1 className="reports-page__title">{landing.name}</h1>
        <div className="reports-page__controls">
          <Select<ReportKey>
            aria-label="Report"
            className="reports-page__report"
            value={landing.partOf ?? landing.key}
            popupMatchSelectWidth={false}
            options={menu.map((key) => ({ value: key, label: reportByKey(key).name }))}
            onChange={switchTo}
          />
          {scopes.length > 1 ? (
            <Select<Scope>
              aria-label="Scope"
              className="reports-page__scope"
              value={shownScope}
              options={scopes.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
              onChange={(role) => setState({ ...state, role, view: null })}
            />
          ) : null}
        </div>
      </header>
      {render ? (
        render({ reportKey: landing.key, state, setState, scope: shownScope, actor, profile })
      ) : (
        <EmptyState
          illustration="chart"
          title={`${landing.name} is not available yet`}
          description="This report is being built. Pick another report from the menu above."
        />
      )}
    </div>
  )
}
