import type { OAuthClient } from '../../../platform/tokens/token-refresh'
import { retryAfterMs } from '../../calendar'

// The CRM family (STYLE "Integration families"): one interface in Parley's own terms; vendor shapes stay in each
// provider's client and mapper.

export type CrmProviderId = 'hubspot' | 'salesforce'
export const CRM_PROVIDER_IDS: readonly CrmProviderId[] = ['hubspot', 'salesforce']

/** The record kinds synced with a last-modified cursor, in the order a round visits them. */
export type CrmObjectKind = 'accounts' | 'contacts' | 'deals' | 'emails'

/** Field types Parley knows; anything else a CRM invents is stored as text. */
export type CrmFieldType = 'text' | 'number' | 'date' | 'boolean' | 'enum'

export interface CrmOwner {
  crmId: string
  email: string | null
}

export interface CrmStage {
  pipeline: string
  crmStageId: string
  name: string
  displayOrder: number
  group: 'open' | 'won' | 'lost'
}

export interface CrmFieldDef {
  name: string
  label: string
  type: CrmFieldType
}

export interface CrmAccount {
  crmId: string
  name: string
  domain: string | null
  industry: string | null
  ownerCrmId: string | null
  updatedAt: Date
}

export interface CrmContact {
  crmId: string
  name: string | null
  email: string | null
  title: string | null
  phone: string | null
  accountCrmId: string | null
  updatedAt: Date
}

export interface CrmDeal {
  crmId: string
  name: string
  amount: number | null
  /** YYYY-MM-DD */
  closeDate: string | null
  createdAt: Date | null
  pipeline: string
  stageCrmId: string | null
  /** The stage label when the CRM sends it (Salesforce); else looked up from the pipeline's stages. */
  stageName: string | null
  type: string | null
  nextStep: string | null
  notes: string | null
  leadSource: string | null
  isClosed: boolean | null
  ownerCrmId: string | null
  accountCrmId: string | null
  contactCrmIds: string[]
  customFields: Record<string, unknown>
  crmUrl: string | null
  updatedAt: Date
}

export interface CrmEmail {
  crmId: string
  subject: string | null
  fromEmail: string | null
  toEmails: string[]
  ccEmails: string[]
  direction: 'INCOMING_EMAIL' | 'OUTGOING_EMAIL'
  sentAt: Date
  body: string | null
  ownerCrmId: string | null
  dealCrmId: string | null
  accountCrmId: string | null
  updatedAt: Date
}

export interface CrmRecords {
  accounts: CrmAccount
  contacts: CrmContact
  deals: CrmDeal
  emails: CrmEmail
}

export interface CrmPage<T> {
  records: T[]
  /** Opaque: the provider's next page (HubSpot after / search window, Salesforce nextRecordsUrl), or null at the end. */
  next: string | null
}

export interface CrmListArgs {
  /** Records modified at or after this time; null lists everything (the first sync). */
  since: Date | null
  pageToken: string | null
  /** Deal custom fields to ask for (deals only). */
  customFields: readonly CrmFieldDef[]
}

/** Call insights to write against a deal (the confirmed note of the insights-to-CRM modal). */
export interface CrmNoteWrite {
  dealCrmId: string
  /** The task subject / note title. */
  subject: string
  /** The note exactly as confirmed, lines separated by newlines. */
  text: string
  /** When the call took place (the note's timestamp, the task's activity date). */
  at: Date
}

/** One connection's view of its CRM: every call throws CrmProviderError on failure. */
export interface CrmApi {
  owners(pageToken: string | null): Promise<CrmPage<CrmOwner>>
  stages(): Promise<CrmStage[]>
  /** Custom deal fields (the CRM's standard ones are mapped to columns). */
  dealFields(): Promise<CrmFieldDef[]>
  list<K extends CrmObjectKind>(kind: K, args: CrmListArgs): Promise<CrmPage<CrmRecords[K]>>
  /** Deals deleted (archived, recycled) in the CRM. */
  deletedDeals(args: { since: Date | null; pageToken: string | null }): Promise<CrmPage<{ crmId: string; deletedAt: Date }>>
  /** Writes the note against the deal (HubSpot note associated with the deal, Salesforce Task on the opportunity). */
  writeNote(note: CrmNoteWrite): Promise<{ externalId: string }>
}

/** What a finished consent tells about the account: where its API lives and its id. */
export interface CrmGrantInfo {
  instanceUrl: string
  externalAccountId: string | null
}

export interface CrmProvider {
  id: CrmProviderId
  label: string
  oauthClient: OAuthClient
  authUrl: string
  scopes: readonly string[]
  /** The fetch used against the token endpoint (HubSpot's own error bodies become OAuth's). */
  tokenFetch: typeof fetch
  /** From the token endpoint's answer to a code (Salesforce: instance_url and the org in `id`). */
  grantInfo(tokenResponse: Record<string, unknown>, accessToken: string): Promise<CrmGrantInfo>
  api(accessToken: string, account: { instanceUrl: string | null; externalAccountId: string | null }): CrmApi
}

/**
 * How a failure should be handled: unauthorized → refresh once, then the connection is revoked; cursor_expired →
 * restart the current record kind; rate_limited / transient → back off and retry; permanent → stop and record it.
 */
export type CrmErrorKind = 'unauthorized' | 'cursor_expired' | 'rate_limited' | 'transient' | 'permanent'

export class CrmProviderError extends Error {
  constructor(
    readonly kind: CrmErrorKind,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

/** Sends one request and answers the parsed JSON, or throws what `classify` makes of the failure. */
export async function crmRequest(
  url: string,
  init: { method?: string; accessToken: string; body?: unknown; headers?: Record<string, string> },
  classify: (status: number, body: unknown, retryAfterMs: number | null) => CrmProviderError,
  fetchImpl: typeof fetch,
): Promise<unknown> {
  let res: Response
  try {
    res = await fetchImpl(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${init.accessToken}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (err) {
    throw new CrmProviderError('transient', `The CRM could not be reached: ${err instanceof Error ? err.message : String(err)}`)
  }
  const text = await res.text().catch(() => '')
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    if (res.ok) throw new CrmProviderError('transient', `The CRM answered HTTP ${res.status} with a body that is not JSON.`)
  }
  if (!res.ok) throw classify(res.status, body, retryAfterMs(res.headers.get('retry-after')))
  if (!body || typeof body !== 'object') throw new CrmProviderError('transient', 'The CRM answered an empty or non-object body.')
  return body
}
