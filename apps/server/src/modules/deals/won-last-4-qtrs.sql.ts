import { type SQL, sql } from 'drizzle-orm'
import { last4QuartersWindow, quarterStart } from '@parley/shared/rules/account-review'

/**
 * rules/account-review countsAsWonLast4Qtrs in SQL ("the last 4 quarters exclude Renewal deals and deals created in the
 * current quarter"): won, a type that does not name a renewal, not created this quarter, closed in the four calendar
 * quarters before this one. The account roll-up and the Account Review's popovers both use it, so they agree.
 */
export function wonLast4QtrsSql(c: { group: SQL; type: SQL; createdDate: SQL; closeDate: SQL }, now: Date): SQL<boolean> {
  const quarter = quarterStart(now).toISOString()
  const window = last4QuartersWindow(now)
  return sql<boolean>`(${c.group} = 'won' and coalesce(${c.type}, '') !~* ${'\\yrenewal\\y'}
    and (${c.createdDate} is null or ${c.createdDate} < ${quarter}::timestamptz)
    and ${c.closeDate} >= ${window.start.toISOString()}::timestamptz::date and ${c.closeDate} < ${window.end.toISOString()}::timestamptz::date)`
}
