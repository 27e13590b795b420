import { AMA_DEFAULT_DOCUMENTS, AMA_DEFAULT_INDEX } from './ama-retrieval'
import type { Actor } from './capabilities'

// "AI chat special settings (records to fetch, index of 2000 or 5000 characters, deal level, faster model) appear only
// when the enableEurekaSettings flag is set"; Parley's flag is company_settings.aiChatSettings, and
// like every settings screen they are for admins.

export const AMA_SETTINGS_FORBIDDEN_MESSAGE = 'Only admins of companies with the AI chat options can change the chat settings.'

export const canUseAmaSettings = (a: Actor): boolean => (a.user_role === 'company_admin' || a.user_role === 'super_admin') && a.settings.aiChatSettings

/** Whether a question asks for other than the default records to fetch or index size. */
export const usesAmaSettings = (q: { index: number; noOfDocument: number }): boolean =>
  q.index !== AMA_DEFAULT_INDEX || q.noOfDocument !== AMA_DEFAULT_DOCUMENTS
