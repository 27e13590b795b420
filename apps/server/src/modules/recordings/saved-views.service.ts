import type { TCustomView, TCustomViewBody } from '@parley/shared/schemas/recordings'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import { deleteView, findReadableViews, findView, insertView, updateView, type ViewRow } from './saved-views.repository'

const toView = (r: ViewRow, userId: number): TCustomView => ({
  id: r.id,
  view_name: r.view_name,
  filters: r.filters ?? {},
  visibility: r.visibility,
  is_default: r.is_default,
  page: r.page,
  user_id: r.user_id,
  owner_name: r.owner_name,
  is_owner: r.user_id === userId,
  updated_at: new Date(r.updated_at).toISOString(),
})

const values = (b: TCustomViewBody) => ({ viewName: b.view_name, filters: b.filters, visibility: b.visibility, isDefault: b.is_default, page: b.page })

/** Another company's id is not found; a colleague's view is forbidden. */
async function ownView(tx: Db, auth: AuthContext, id: number) {
  const view = await findView(tx, auth.user.companyId, id)
  if (!view) throw notFound('No such view.')
  if (view.userId !== auth.user.id) throw forbidden('Only the creator can change this view.')
  return view
}

async function readOne(tx: Db, auth: AuthContext, id: number, page: string): Promise<TCustomView> {
  const row = (await findReadableViews(tx, auth.user.id, page)).find((r) => r.id === id)
  if (!row) throw notFound('No such view.')
  return toView(row, auth.user.id)
}

export async function readViews(deps: AppDeps, auth: AuthContext, page: string): Promise<TCustomView[]> {
  const rows = await deps.db.withTenant(auth.user.companyId, (tx) => findReadableViews(tx, auth.user.id, page))
  return rows.map((r) => toView(r, auth.user.id))
}

export async function createView(deps: AppDeps, auth: AuthContext, body: TCustomViewBody): Promise<TCustomView> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const id = await insertView(tx, auth.user.companyId, auth.user.id, values(body))
    return readOne(tx, auth, id, body.page)
  })
}

export async function changeView(deps: AppDeps, auth: AuthContext, id: number, body: TCustomViewBody): Promise<TCustomView> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const view = await ownView(tx, auth, id)
    await updateView(tx, id, auth.user.id, { ...values(body), page: view.page })
    return readOne(tx, auth, id, view.page)
  })
}

export async function removeView(deps: AppDeps, auth: AuthContext, id: number): Promise<{ id: number }> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    await ownView(tx, auth, id)
    await deleteView(tx, id)
    return { id }
  })
}
