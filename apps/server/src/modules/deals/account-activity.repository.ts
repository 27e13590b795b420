import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'

export interface AccountDealRow {
  id: number
  crm_deal_id: string
  name: string
  created_date: string | null
}

/** The live deals of a deal's account (itself included), newest first, at most `max`. */
export async function listAccountDeals(tx: Db, dealId: number, max: number): Promise<AccountDealRow[]> {
  return preparedRows<AccountDealRow>(
    tx,
    sql`select d.id, d.crm_deal_id, d.name, d.created_date from deals d
      where d.account_id = (select x.account_id from deals x where x.id = ${dealId}) and d.deleted_at is null
      order by d.created_date desc nulls last, d.id limit ${max}`,
  )
}
