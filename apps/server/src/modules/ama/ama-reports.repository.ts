import type { TAmaReportRow, TAmaReportUser, TAmaSummaryRow } from '@parley/shared/schemas/ama-reports'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/** Which messages a report reads: companies (null = every company the transaction sees), user, [from, to] in ms. */
export interface ReportScope {
  companyIds: number[] | null
  userId?: number
  from?: number
  to?: number
}

function where(scope: ReportScope): SQL {
  const parts: SQL[] = [sql`true`]
  if (scope.companyIds)
    parts.push(
      sql`m.company_id in (${sql.join(
        scope.companyIds.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    )
  if (scope.userId !== undefined) parts.push(sql`m.user_id = ${scope.userId}`)
  if (scope.from !== undefined) parts.push(sql`m.created_at >= ${new Date(scope.from).toISOString()}::timestamptz`)
  if (scope.to !== undefined) parts.push(sql`m.created_at <= ${new Date(scope.to).toISOString()}::timestamptz`)
  return sql.join(parts, sql` and `)
}

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

export async function countMessages(tx: Db, scope: ReportScope): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from chat_messages m where ${where(scope)}`)
  return Number(rows[0]?.n ?? 0)
}

/** A page of every message, newest first (id breaks ties so pages never overlap). */
export async function messagePage(tx: Db, scope: ReportScope, page: { take: number; skip: number }): Promise<TAmaReportRow[]> {
  const { rows } = await tx.execute<Omit<TAmaReportRow, 'created_at'> & { created_at: unknown }>(sql`
    select m.id, m.user_id, t.meeting_id, mt.title as meeting_title, m.message, m.message_type::text as message_type,
      m.question_id, m.gpt_model_name, m.error, m.no_answer, m.created_at, u.email, u.name as user_name,
      c.name as company_name, m.company_id
    from chat_messages m
    join chat_threads t on t.id = m.thread_id
    join companies c on c.id = m.company_id
    left join meetings mt on mt.id = t.meeting_id
    left join users u on u.id = m.user_id
    where ${where(scope)}
    order by m.created_at desc, m.id desc
    limit ${page.take} offset ${page.skip}`)
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }))
}

/** Per company and user: questions asked, answers that failed, answers that were 'NA', first and last message. */
export async function summaryRows(tx: Db, scope: ReportScope): Promise<TAmaSummaryRow[]> {
  const { rows } = await tx.execute<Omit<TAmaSummaryRow, 'first_at' | 'last_at'> & { first_at: unknown; last_at: unknown }>(sql`
    select m.company_id, c.name as company_name, m.user_id, u.name as user_name,
      count(*) filter (where m.message_type = 'question')::int as question_count,
      count(*) filter (where m.message_type = 'answer' and m.error is not null)::int as error_count,
      count(*) filter (where m.message_type = 'answer' and m.no_answer)::int as no_answer_count,
      min(m.created_at) as first_at, max(m.created_at) as last_at
    from chat_messages m
    join companies c on c.id = m.company_id
    left join users u on u.id = m.user_id
    where ${where(scope)}
    group by m.company_id, c.name, m.user_id, u.name
    order by c.name, u.name nulls last, m.user_id`)
  return rows.map((r) => ({ ...r, first_at: iso(r.first_at), last_at: iso(r.last_at) }))
}

/** The users who asked the chat anything in the companies: the report's user filter options. */
export async function reportUsers(tx: Db, companyIds: number[] | null): Promise<TAmaReportUser[]> {
  const { rows } = await tx.execute<TAmaReportUser>(sql`
    select u.id, u.name, u.email, u.company_id from users u
    where exists (select 1 from chat_messages m where m.user_id = u.id and ${where({ companyIds })})
    order by u.name, u.id`)
  return rows
}

export async function companyExists(tx: Db, companyId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ ok: boolean }>(sql`select exists (select 1 from companies where id = ${companyId}) as ok`)
  return rows[0]?.ok === true
}

/** The user if the transaction can see them (RLS hides other companies' users from company admins). */
export async function userCompany(tx: Db, userId: number): Promise<number | null> {
  const { rows } = await tx.execute<{ company_id: number }>(sql`select company_id from users where id = ${userId}`)
  return rows[0] ? Number(rows[0].company_id) : null
}
