import { getToken, isImpersonating } from './session'

export interface FrontendErrorReport {
  subject: string
  message: string
  stack?: string
}

/**
 * POST /api/exceptions/frontend. Never throws, never toasts, never reports itself; skipped while impersonating
 * ("Error reporting is skipped for impersonation sessions").
 */
export function reportFrontendError(report: FrontendErrorReport): void {
  if (isImpersonating()) return
  void sendBeaconLike('/api/exceptions/frontend', {
    subject: report.subject,
    message: report.message.slice(0, 4000),
    stack: (report.stack ?? '').slice(0, 8000),
  })
}

const reported404 = new Set<string>()

/** POST /api/exceptions/error_404, once per path and page load. */
export function reportNotFound(pathname: string): void {
  if (isImpersonating() || reported404.has(pathname)) return
  reported404.add(pathname)
  void sendBeaconLike('/api/exceptions/error_404', { pathname, postfix_subject: `- ${window.location.host}` })
}

async function sendBeaconLike(url: string, body: Record<string, string>): Promise<void> {
  try {
    const token = getToken()
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      keepalive: true,
    })
  } catch {
    // reporting is best effort
  }
}
