import { type TAmaStreamLine, ZAmaStreamLine } from '@parley/shared/schemas/ama'
import { GENERIC_ERROR, ZApiError } from '@parley/shared/schemas/errors'
import { ApiError, buildUrl } from '../../../lib/api'
import { getToken } from '../../../lib/session'

export interface AskQuestionBody {
  meetingId: number
  question: string
  questionId?: number
  gpt4?: boolean
  /** The admin chat settings (records to fetch, index size). */
  noOfDocument?: number
  index?: number
}

/**
 * POST /api/users/parleyEurekaMessage, read as it streams: `onLine` gets each JSON line as it arrives. A refusal
 * (400/403/404) throws an ApiError with the server's message; a line that is not the spec's shape is skipped.
 */
export async function askQuestion(body: AskQuestionBody, onLine: (line: TAmaStreamLine) => void, signal?: AbortSignal): Promise<void> {
  const token = getToken()
  const response = await fetch(buildUrl('/users/parleyEurekaMessage'), {
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
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  const emit = (text: string) => {
    if (text.trim() === '') return
    const line = ZAmaStreamLine.safeParse(JSON.parse(text))
    if (line.success) onLine(line.data)
  }
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffered += value
    const parts = buffered.split('\n')
    buffered = parts.pop() ?? ''
    for (const part of parts) emit(part)
  }
  emit(buffered)
}
