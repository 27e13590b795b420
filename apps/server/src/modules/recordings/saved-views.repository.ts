import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { savedViews } from '../../db/schema/views'

export type ViewRow = {
  id: number
  user_id: number
  view_name: string
  filters: Record<string, unknown>
  visibility: 'team' | 'only_me'
  is_default: boolean
  page: string
  owner_name: string
  updated_at: string | Date
}

/**
 * Views a user may read on a screen: their own, and Team views of their team — the creator's manager, direct
 * reports, and peers with the same manager. A company admin's team is their company (an admin usually has no
 * manager links, so their Team view would otherwise reach nobody).
 */
export async function findReadableViews(tx: Db, userId: number, page: string): Promise<ViewRow[]> {
  const { rows } = await tx.execute<ViewRow>(sql`
    select v.id, v.user_id, v.view_name, v.filters, v.visibility, v.is_default, v.page, o.name as owner_name, v.updated_at
    from saved_views v join users o on o.id = v.user_id
    where v.page = ${page} and (v.user_id = ${userId} or (v.visibility = 'team' and (
      exists (select 1 from user_managers um where um.user_id = v.user_id and um.manager_id = ${userId})
      or exists (select 1 from user_managers um where um.user_id = ${userId} and um.manager_id = v.user_id)
      or exists (select 1 from user_managers a join user_managers b on a.manager_id = b.manager_id
                 where a.user_id = v.user_id and b.user_id = ${userId})
      or (o.user_role in ('company_admin', 'super_admin') and o.company_id = (select r.company_id from users r where r.id = ${userId})))))
    order by v.is_default desc, lower(v.view_name), v.id`)
  return rows
}

export async function findView(tx: Db, companyId: number, id: number): Promise<{ id: number; userId: number; page: string } | undefined> {
  const [row] = await tx
    .select({ id: savedViews.id, userId: savedViews.userId, page: savedViews.page })
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.companyId, companyId)))
  return row
}

export interface ViewValues {
  viewName: string
  filters: Record<string, unknown>
  visibility: 'team' | 'only_me'
  isDefault: boolean
  page: string
}

/** One default per user and screen: setting a default clears the previous one first (unique partial index). */
async function clearDefault(tx: Db, userId: number, page: string): Promise<void> {
  await tx
    .update(savedViews)
    .set({ isDefault: false })
    .where(and(eq(savedViews.userId, userId), eq(savedViews.page, page), eq(savedViews.isDefault, true)))
}

export async function insertView(tx: Db, companyId: number, userId: number, v: ViewValues): Promise<number> {
  if (v.isDefault) await clearDefault(tx, userId, v.page)
  const [row] = await tx
    .insert(savedViews)
    .values({ companyId, userId, ...v })
    .returning({ id: savedViews.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

export async function updateView(tx: Db, id: number, userId: number, v: ViewValues): Promise<void> {
  if (v.isDefault) await clearDefault(tx, userId, v.page)
  await tx.update(savedViews).set(v).where(eq(savedViews.id, id))
}

export async function deleteView(tx: Db, id: number): Promise<void> {
  await tx.delete(savedViews).where(eq(savedViews.id, id))
}
