import { retryAfterMs } from '../../calendar'
import { backoffMs } from '../../calendar/calendar-sync.service'
import { classifyStatus, NotetakerProviderError } from './notetaker-errors'

export interface ProviderHttpOptions {
  baseUrl: string
  authorization: string
  fetch?: typeof fetch
  /** Attempts for 429 / 5xx / network failures / broken JSON (Retry-After honoured). */
  attempts?: number
  sleep?: (ms: number) => Promise<void>
}

export interface ProviderAnswer {
  status: number
  body: unknown
}

/** The longest single wait spent in-process between attempts. */
const MAX_INLINE_WAIT_MS = 10_000

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function once(opts: ProviderHttpOptions, method: string, path: string, body: unknown, okStatuses: readonly number[]): Promise<ProviderAnswer> {
  let res: Response
  try {
    res = await (opts.fetch ?? fetch)(new URL(path, opts.baseUrl), {
      method,
      headers: { authorization: opts.authorization, accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (err) {
    throw new NotetakerProviderError('transient', `The notetaker service could not be reached: ${err instanceof Error ? err.message : String(err)}`)
  }
  const text = await res.text().catch(() => '')
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    if (res.ok) throw new NotetakerProviderError('transient', `The notetaker service answered HTTP ${res.status} with a body that is not JSON.`, res.status)
  }
  if (!res.ok && !okStatuses.includes(res.status)) {
    const detail = parsed && typeof parsed === 'object' ? JSON.stringify(parsed).slice(0, 300) : text.slice(0, 300)
    throw new NotetakerProviderError(
      classifyStatus(res.status),
      `The notetaker service answered HTTP ${res.status}: ${detail}`,
      res.status,
      retryAfterMs(res.headers.get('retry-after')),
    )
  }
  return { status: res.status, body: parsed }
}

/** One JSON call with retries and back-off on 429 / 5xx / unreachable / garbage; other failures throw at once. */
export async function providerCall(
  opts: ProviderHttpOptions,
  method: string,
  path: string,
  body?: unknown,
  okStatuses: readonly number[] = [],
): Promise<ProviderAnswer> {
  const attempts = opts.attempts ?? 5
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(opts, method, path, body, okStatuses)
    } catch (err) {
      const retryable = err instanceof NotetakerProviderError && (err.kind === 'rate_limited' || err.kind === 'transient')
      if (!retryable || attempt + 1 >= attempts) throw err
      const wait = backoffMs(attempt, err.retryAfterMs)
      // A long Retry-After is left to the queue's own back-off rather than holding a request or worker here.
      if (wait > MAX_INLINE_WAIT_MS) throw err
      await (opts.sleep ?? realSleep)(wait)
    }
  }
}

/** A download link's body (presigned media and transcript URLs need no auth). */
export async function downloadText(url: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(120_000) }).catch((err: unknown) => {
    throw new NotetakerProviderError('transient', `Download failed: ${err instanceof Error ? err.message : String(err)}`)
  })
  if (!res.ok) throw new NotetakerProviderError(classifyStatus(res.status), `Download answered HTTP ${res.status}`, res.status)
  return res.text()
}
