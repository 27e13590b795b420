import { type TDealStreamLine, ZDealStreamLine } from '@parley/shared/schemas/deal-insights'
import { GENERIC_ERROR, ZApiError } from '@parley/shared/schemas/errors'
import { ApiError, buildUrl } from '../../../lib/api'
import { getToken } from '../../../lib/session'

export interface AskDealQuestionBody {
  deal_id: number
  thread_id?: number | null
  question: string
}

/**
 * POST /api/ama/deal/question, read as it streams: `onLine` gets each JSON line as it arrives. A refusal (400/404)
 * throws an ApiError with the server's message; a line that is not the spec's shape is skipped.
 */
export async function askDealQuestion(body: AskDealQuestionBody, onLine: (line: TDealStreamLine) => void, signal?: AbortSignal): Promise<void> {
  const token = getToken()
  const response = await fetch(buildUrl('/ama/deal/question'), {
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
    const line = ZDealStreamLine.safeParse(JSON.parse(text))
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
