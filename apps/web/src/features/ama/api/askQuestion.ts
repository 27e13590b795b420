import { type TAmaStreamLine, ZAmaStreamLine } from '@parley/shared/schemas/ama'
import { postNdjson } from '../../../lib/postNdjson'

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
export function askQuestion(body: AskQuestionBody, onLine: (line: TAmaStreamLine) => void, signal?: AbortSignal): Promise<void> {
  return postNdjson('/users/parleyEurekaMessage', body, ZAmaStreamLine, onLine, signal)
}
