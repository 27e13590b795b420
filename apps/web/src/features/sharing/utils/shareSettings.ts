import type { ShareType } from '@parley/shared/rules/share-access'
import { type TShareSettingsBody, ZShareSettingsBody } from '@parley/shared/schemas/sharing'

export const EXPIRY_CHOICES = [
  { value: 0, label: 'Never expires' },
  { value: 1, label: 'Expires in 1 day' },
  { value: 7, label: 'Expires in 7 days' },
  { value: 30, label: 'Expires in 30 days' },
] as const

export interface ShareFormState {
  shareType: ShareType
  emails: string[]
  insightsVisible: boolean
  snippetOn: boolean
  snippet: [number, number]
  /** Days until the link expires; 0 = never. */
  expiryDays: number
}

export type ShareSettingsResult = { ok: true; body: TShareSettingsBody } | { ok: false; field: string; message: string }

/**
 * The share modal's state as the API's body, checked with the same schema the server uses. The snippet applies only
 * when 'Create snippet' is ticked; e-mails only for restricted links.
 */
export function shareSettingsOf(state: ShareFormState, now: Date): ShareSettingsResult {
  const body: TShareSettingsBody = {
    shareType: state.shareType,
    emails: state.shareType === 'restricted' ? state.emails : [],
    insightsVisible: state.insightsVisible,
    ...(state.snippetOn ? { startTime: Math.round(state.snippet[0]), endTime: Math.round(state.snippet[1]) } : {}),
    ...(state.expiryDays > 0 ? { expiresAt: new Date(now.getTime() + state.expiryDays * 86_400_000).toISOString() } : {}),
  }
  const parsed = ZShareSettingsBody.safeParse(body)
  if (parsed.success) return { ok: true, body }
  const issue = parsed.error.issues[0]
  return { ok: false, field: String(issue?.path[0] ?? 'body'), message: issue?.message ?? 'Check the share settings.' }
}
