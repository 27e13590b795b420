import { type SQL, sql } from 'drizzle-orm'
import type { TAuditEntry } from '@parley/shared/schemas/admin'
import type { Db } from '../../db/client'

export interface AuditQuery {
  /** null: every company (super admin). */
  companyId: number | null
  /** SQL LIKE patterns of the actions shown; null shows every action. */
  patterns: string[] | null
  take: number
  skip: number
}

function whereOf(q: AuditQuery): SQL {
  const parts: SQL[] = [sql`true`]
  if (q.companyId !== null) parts.push(sql`a.company_id = ${q.companyId}`)
  if (q.patterns) parts.push(sql`a.action like any(${sql.param(q.patterns)}::text[])`)
  return sql.join(parts, sql` and `)
}

type AuditRow = {
  id: number
  at: string
  company_id: number
  company: string | null
  action: string
  actor_id: number | null
  actor_name: string | null
  actor_email: string | null
  imp_id: number | null
  imp_name: string | null
  imp_email: string | null
  target_type: string | null
  target_id: string | null
  target_label: string | null
  details: Record<string, unknown>
}

/**
 * Newest first. People are named only when the reader's tenant can see them: a company admin sees "a super
 * admin" (null name) where a super admin of another company acted, because row-level security hides that user.
 */
export async function listAudit(tx: Db, q: AuditQuery): Promise<{ total: number; rows: TAuditEntry[] }> {
  const where = whereOf(q)
  const count = await tx.execute<{ n: number }>(sql`select count(*)::int as n from audit_log a where ${where}`)
  const { rows } = await tx.execute<AuditRow>(sql`
    select a.id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, a.company_id, c.name as company, a.action,
      a.actor_user_id as actor_id, actor.name as actor_name, actor.email as actor_email,
      a.impersonator_user_id as imp_id, imp.name as imp_name, imp.email as imp_email,
      a.target_type, a.target_id,
      case
        when a.target_type = 'user' then (select t.name || ' <' || t.email || '>' from users t where t.id::text = a.target_id)
        when a.target_type = 'company' then (select t.name from companies t where t.id::text = a.target_id)
      end as target_label,
      a.details
    from audit_log a
    left join companies c on c.id = a.company_id
    left join users actor on actor.id = a.actor_user_id
    left join users imp on imp.id = a.impersonator_user_id
    where ${where}
    order by a.at desc, a.id desc
    limit ${q.take} offset ${q.skip}`)
  return {
    total: Number(count.rows[0]?.n ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: r.at,
      company_id: Number(r.company_id),
      company: r.company,
      action: r.action,
      actor: r.actor_id === null ? null : { id: Number(r.actor_id), name: r.actor_name, email: r.actor_email },
      impersonator: r.imp_id === null ? null : { id: Number(r.imp_id), name: r.imp_name, email: r.imp_email },
      target_type: r.target_type,
      target_id: r.target_id,
      target_label: r.target_label,
      details: r.details ?? {},
    })),
  }
}
