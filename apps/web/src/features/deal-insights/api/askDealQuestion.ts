import { type TDealStreamLine, ZDealStreamLine } from '@parley/shared/schemas/deal-insights'
import { postNdjson } from '../../../lib/postNdjson'

export interface AskDealQuestionBody {
  deal_id: number
  thread_id?: number | null
  question: string
}

/**
 * POST /api/ama/deal/question, read as it streams: `onLine` gets each JSON line as it arrives. A refusal (400/404)
 * throws an ApiError with the server's message; a line that is not the spec's shape is skipped.
 */
export function askDealQuestion(body: AskDealQuestionBody, onLine: (line: TDealStreamLine) => void, signal?: AbortSignal): Promise<void> {
  return postNdjson('/ama/deal/question', body, ZDealStreamLine, onLine, signal)
}
