import type { TAdminFilters, TAdminSort } from '@parley/shared/schemas/admin'
import { ApiError, buildUrl } from '../../../lib/api'
import { getToken } from '../../../lib/session'

export type ExportFormat = 'xlsx' | 'csv'

/**
 * POST /api/users/admin_panel_user_data/export?format=… → the file, saved through a temporary link. The answer
 * is a download, not JSON, so this one call bypasses the JSON client; errors still arrive as ApiError.
 */
export async function exportAdminUsers(format: ExportFormat, filters: TAdminFilters, sort: TAdminSort | null): Promise<void> {
  const token = getToken()
  const response = await fetch(buildUrl('/users/admin_panel_user_data/export', { format }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ filters, sort }),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
    throw new ApiError(response.status, body?.error?.code ?? `http_${response.status}`, body?.error?.message ?? '')
  }
  const blob = await response.blob()
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `admin-center-users.${format}`
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
