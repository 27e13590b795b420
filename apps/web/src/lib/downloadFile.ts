import { ApiError, buildUrl } from './api'
import { getToken } from './session'

/**
 * POSTs a JSON body to an export route and saves the streamed answer through a temporary link. The answer is a file,
 * not JSON, so this bypasses the JSON client; errors still arrive as ApiError.
 */
export async function downloadFile(path: string, query: Record<string, string>, body: unknown, fallbackName: string): Promise<void> {
  const token = getToken()
  const response = await fetch(buildUrl(path, query), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
    throw new ApiError(response.status, answer?.error?.code ?? `http_${response.status}`, answer?.error?.message ?? '')
  }
  const blob = await response.blob()
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
