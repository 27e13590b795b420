import { GENERIC_ERROR, ZApiError } from '@parley/shared/schemas/errors'
import type { z } from 'zod'
import { ApiError, buildUrl } from './api'
import { readNdjson } from './readNdjson'
import { getToken } from './session'

/**
 * POSTs `body` as JSON and reads the answer as it streams (see readNdjson). A refusal throws an ApiError with the
 * server's code and message.
 */
export async function postNdjson<T>(path: string, body: unknown, schema: z.ZodType<T>, onLine: (line: T) => void, signal?: AbortSignal): Promise<void> {
  const token = getToken()
  const response = await fetch(buildUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok || !response.body) {
    const parsed = ZApiError.safeParse(await response.json().catch(() => null))
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.error.code : `http_${response.status}`,
      parsed.success ? parsed.data.error.message : GENERIC_ERROR,
    )
  }
  await readNdjson(response.body, schema, onLine)
}
