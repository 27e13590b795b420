import { GENERIC_ERROR, UNAUTHORIZED_MESSAGES, ZApiError } from '@parley/shared/schemas/errors'
import type { z } from 'zod'
import { currentPathWithQuery, navigateTo } from './navigation'
import { reportFrontendError } from './reportError'
import { clearSessionStorage, getToken, savePreLoginPath } from './session'
import { toast } from './toast'

export type FieldError = { field: string; message: string }

/** Any failed call: HTTP status (0 for network failures), the server's code and message, and field errors. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: FieldError[]

  constructor(status: number, code: string, message: string, fields: FieldError[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}

type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, QueryValue>
  /** Parses the answer; without it the answer is returned as unknown. */
  schema?: z.ZodType<T>
  /** No toast and no error report (the caller handles or only logs failures). 401 handling still applies. */
  silent?: boolean
  signal?: AbortSignal
}

const UNAUTHORIZED_REDIRECT_MS = 2000
let unauthorizedRedirectPending = false

/** True between an unauthorized answer and the redirect to /login two seconds later. */
export function isUnauthorizedRedirectPending(): boolean {
  return unauthorizedRedirectPending
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${url}?${qs}` : url
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const url = buildUrl(path, options.query)
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    const error = new ApiError(0, 'network_error', GENERIC_ERROR)
    fail(error, method, url, options.silent)
    throw error
  }

  const payload = await readJson(response)
  if (!response.ok) {
    const error = toApiError(response.status, payload)
    if (response.status === 401 && isUnauthorizedMessage(error.message)) {
      handleUnauthorized(error.message)
      throw error
    }
    fail(error, method, url, options.silent)
    throw error
  }
  if (!options.schema) return payload as T
  const parsed = options.schema.safeParse(payload)
  if (!parsed.success) {
    const error = new ApiError(response.status, 'invalid_response', GENERIC_ERROR)
    console.error(`Unexpected answer from ${method} ${url}`, parsed.error.issues)
    if (!options.silent) {
      toast.error(GENERIC_ERROR)
      reportFrontendError({
        subject: 'Frontend - unexpected API answer',
        message: `${method} ${url}: ${parsed.error.message}`,
        stack: new Error().stack,
      })
    }
    throw error
  }
  return parsed.data
}

export const api = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text().catch(() => '')
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = ZApiError.safeParse(payload)
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error
    return new ApiError(status, code, message || GENERIC_ERROR, fields ?? [])
  }
  return new ApiError(status, `http_${status}`, GENERIC_ERROR)
}

function isUnauthorizedMessage(message: string): boolean {
  return (UNAUTHORIZED_MESSAGES as readonly string[]).includes(message)
}

/** Clear the token, remember the page, go to /login after 2 s. */
function handleUnauthorized(message: string): void {
  if (unauthorizedRedirectPending) return
  unauthorizedRedirectPending = true
  clearSessionStorage()
  savePreLoginPath(currentPathWithQuery())
  toast.error(message === 'Unauthorized' || message === 'Not authorized.' ? 'Your session has ended. Please sign in again.' : message)
  window.setTimeout(() => {
    unauthorizedRedirectPending = false
    navigateTo('/login', { replace: true })
  }, UNAUTHORIZED_REDIRECT_MS)
}

function subjectFor(status: number): string {
  if (status === 503) return 'Urgent - Service unavailable'
  if (status === 404) return 'Urgent - API not found'
  if (status === 0) return 'Frontend - network error'
  return `Frontend - API error ${status}`
}

function fail(error: ApiError, method: string, url: string, silent: boolean | undefined): void {
  if (silent) {
    console.warn(`${method} ${url} failed (${error.status}): ${error.message}`)
    return
  }
  if (error.status !== 401) {
    reportFrontendError({
      subject: subjectFor(error.status),
      message: `${method} ${url} answered ${error.status} ${error.code}: ${error.message}`,
      stack: new Error().stack,
    })
  }
  toast.error(error.message || GENERIC_ERROR)
}
