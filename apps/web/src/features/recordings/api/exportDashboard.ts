import type { TActivityDashboardBody } from '@parley/shared/schemas/recordings'
import { ApiError, buildUrl } from '../../../lib/api'
import { getToken } from '../../../lib/session'

export type ExportFormat = 'xlsx' | 'csv'

/**
 * POST /api/reports/activity-dashboard/export?format=… with the list's body (limit false) → the streamed file, saved
 * through a temporary link. The answer is a download, not JSON, so this call bypasses the JSON client.
 */
export async function exportDashboard(format: ExportFormat, body: TActivityDashboardBody): Promise<void> {
  const token = getToken()
  const response = await fetch(buildUrl('/reports/activity-dashboard/export', { format }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...body, limit: false }),
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
    throw new ApiError(response.status, answer?.error?.code ?? `http_${response.status}`, answer?.error?.message ?? '')
  }
  const blob = await response.blob()
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `meetings.${format}`
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
