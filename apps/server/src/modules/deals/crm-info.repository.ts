import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'

export interface CrmInfoRow {
  id: number
  crm_deal_id: string
  name: string
  amount: string | number | null
  owner_name: string | null
  account_name: string | null
  stage_name: string | null
  custom_fields: Record<string, unknown> | null
  notes: string | null
  next_step: string | null
  close_date: string | null
  crm_name: string | null
  crm_url: string | null
  deleted_at: string | null
}

/** The tenant's deal with this CRM id, with its owner, account and CRM (the deal's, else the company's); tenant-scoped. */
export async function findCrmDeal(tx: Db, crmDealId: string): Promise<CrmInfoRow | undefined> {
  const rows = await preparedRows<CrmInfoRow>(
    tx,
    sql`
    select d.id, d.crm_deal_id, d.name, d.amount, u.name as owner_name, a.name as account_name,
      coalesce(d.stage_name, s.name) as stage_name, d.custom_fields, d.notes, d.next_step, d.close_date,
      coalesce(d.crm_name, c.crm_name) as crm_name, d.crm_url, d.deleted_at
    from deals d
    left join users u on u.id = d.owner_id
    left join accounts a on a.id = d.account_id
    left join deal_stages s on s.id = d.stage_id
    left join companies c on c.id = d.company_id
    where d.crm_deal_id = ${crmDealId}
    order by d.deleted_at desc nulls first, d.id
    limit 1`,
  )
  return rows[0]
}
