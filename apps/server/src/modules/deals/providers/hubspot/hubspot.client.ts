import type { OAuthClient } from '../../../../platform/tokens/token-refresh'
import {
  type CrmApi,
  type CrmFieldDef,
  type CrmObjectKind,
  type CrmPage,
  type CrmProvider,
  CrmProviderError,
  type CrmRecords,
  crmRequest,
} from '../crm-provider'
import { classifyHubSpotError, hubspotTokenFetch } from './hubspot.errors'
import {
  HUBSPOT_DEAL_PROPERTIES,
  type HubObjectJson,
  hubspotFieldType,
  mapAccount,
  mapContact,
  mapDeal,
  mapEmail,
  mapOwner,
  mapPipelines,
  noteCreateBody,
} from './hubspot.mapper'

export interface HubSpotOptions {
  apiUrl: string
  authUrl: string
  /** Where 'Go to Deal' links start (https://app.hubspot.com/contacts; the portal id follows). */
  appUrl: string | null
  oauthClient: OAuthClient
  fetch?: typeof fetch
}

/** Read scopes for the sync, note writing for the insights write-back (docs/integrations/hubspot.md). */
export const HUBSPOT_SCOPES = [
  'oauth',
  'crm.objects.owners.read',
  'crm.objects.companies.read',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'crm.schemas.deals.read',
  'sales-email-read',
] as const

const PAGE = 100
const SEARCH_WINDOW = 10_000
const HUB_TYPE: Record<CrmObjectKind, string> = { accounts: 'companies', contacts: 'contacts', deals: 'deals', emails: 'emails' }
/** Contacts carry `lastmodifieddate`; the other objects `hs_lastmodifieddate`. */
const MODIFIED: Record<CrmObjectKind, string> = {
  accounts: 'hs_lastmodifieddate',
  contacts: 'lastmodifieddate',
  deals: 'hs_lastmodifieddate',
  emails: 'hs_lastmodifieddate',
}
const PROPERTIES: Record<CrmObjectKind, readonly string[]> = {
  accounts: ['name', 'domain', 'industry', 'hubspot_owner_id', 'hs_lastmodifieddate'],
  contacts: ['firstname', 'lastname', 'email', 'jobtitle', 'phone', 'lastmodifieddate'],
  deals: HUBSPOT_DEAL_PROPERTIES,
  emails: ['hs_timestamp', 'hs_email_direction', 'hs_email_subject', 'hs_email_text', 'hs_email_headers', 'hubspot_owner_id', 'hs_lastmodifieddate'],
}
const ASSOCIATIONS: Record<CrmObjectKind, readonly string[]> = {
  accounts: [],
  contacts: ['companies'],
  deals: ['companies', 'contacts'],
  emails: ['deals', 'companies'],
}

/** Where a listing stands: `after` of a plain listing, or a search window (modified ≥ gte) and its offset. */
type HubCursor = { after: string } | { gte: number; offset: number }

const encode = (c: HubCursor) => JSON.stringify(c)
function decode(token: string | null): HubCursor | null {
  if (!token) return null
  try {
    return JSON.parse(token) as HubCursor
  } catch {
    throw new CrmProviderError('cursor_expired', 'The saved HubSpot cursor is unreadable.')
  }
}

interface ListAnswer {
  results: HubObjectJson[]
  paging?: { next?: { after?: string } }
}

/** HubSpot CRM v3 over plain fetch, against HUBSPOT_API_URL (the fake in tests and the sandbox). */
export function hubspotProvider(opts: HubSpotOptions): CrmProvider {
  const fetchImpl = opts.fetch ?? fetch
  return {
    id: 'hubspot',
    label: 'HubSpot',
    oauthClient: opts.oauthClient,
    authUrl: opts.authUrl,
    scopes: HUBSPOT_SCOPES,
    tokenFetch: hubspotTokenFetch(fetchImpl),
    async grantInfo(_tokenResponse, accessToken) {
      const info = (await crmRequest(
        `${opts.apiUrl}/oauth/v1/access-tokens/${encodeURIComponent(accessToken)}`,
        { accessToken },
        classifyHubSpotError,
        fetchImpl,
      )) as {
        hub_id?: unknown
      }
      return { instanceUrl: opts.apiUrl, externalAccountId: info.hub_id === undefined ? null : String(info.hub_id) }
    },
    api: (accessToken, account) => hubspotApi(opts, accessToken, account.externalAccountId, fetchImpl),
  }
}

function hubspotApi(opts: HubSpotOptions, accessToken: string, portalId: string | null, fetchImpl: typeof fetch): CrmApi {
  const call = (path: string, method = 'GET', body?: unknown) =>
    crmRequest(`${opts.apiUrl}${path}`, { method, accessToken, body }, classifyHubSpotError, fetchImpl)

  /** Search answers carry no associations: they are read in one v4 batch per association type. */
  const withAssociations = async (type: string, rows: HubObjectJson[], toTypes: readonly string[]) => {
    if (rows.length === 0) return rows
    for (const to of toTypes) {
      const answer = (await call(`/crm/v4/associations/${type}/${to}/batch/read`, 'POST', { inputs: rows.map((r) => ({ id: r.id })) })) as {
        results?: { from: { id: string }; to: { toObjectId: number | string }[] }[]
      }
      const byId = new Map((answer.results ?? []).map((r) => [String(r.from.id), r.to.map((t) => ({ id: String(t.toObjectId) }))]))
      for (const r of rows) r.associations = { ...r.associations, [to]: { results: byId.get(r.id) ?? [] } }
    }
    return rows
  }

  const fetchRows = async (kind: CrmObjectKind, since: Date | null, token: string | null, extra: readonly string[]) => {
    const type = HUB_TYPE[kind]
    const properties = [...PROPERTIES[kind], ...extra]
    const cursor = decode(token) ?? (since === null ? { after: '' } : { gte: since.getTime(), offset: 0 })
    if ('after' in cursor) {
      const q = new URLSearchParams({ limit: String(PAGE), properties: properties.join(',') })
      if (cursor.after) q.set('after', cursor.after)
      if (ASSOCIATIONS[kind].length > 0) q.set('associations', ASSOCIATIONS[kind].join(','))
      const answer = (await call(`/crm/v3/objects/${type}?${q}`)) as ListAnswer
      const after = answer.paging?.next?.after
      return { rows: answer.results, next: after ? encode({ after }) : null }
    }
    const answer = (await call(`/crm/v3/objects/${type}/search`, 'POST', {
      filterGroups: [{ filters: [{ propertyName: MODIFIED[kind], operator: 'GTE', value: String(cursor.gte) }] }],
      sorts: [{ propertyName: MODIFIED[kind], direction: 'ASCENDING' }],
      properties,
      limit: PAGE,
      after: String(cursor.offset),
    })) as ListAnswer
    const rows = await withAssociations(type, answer.results, ASSOCIATIONS[kind])
    let next: string | null = null
    if (answer.paging?.next?.after) {
      const offset = Number(answer.paging.next.after)
      const last = rows.at(-1)?.properties[MODIFIED[kind]]
      // Search stops at 10,000 results: start a new window at the last time seen (a few repeats are harmless).
      next = offset + PAGE <= SEARCH_WINDOW ? encode({ gte: cursor.gte, offset }) : encode({ gte: last ? Date.parse(last) : cursor.gte, offset: 0 })
    }
    return { rows, next }
  }

  const portalUrl = opts.appUrl && portalId ? `${opts.appUrl}/${portalId}` : null

  return {
    async owners(pageToken) {
      const q = new URLSearchParams({ limit: '100' })
      if (pageToken) q.set('after', pageToken)
      const answer = (await call(`/crm/v3/owners?${q}`)) as { results: { id: string; email?: string }[]; paging?: { next?: { after?: string } } }
      return { records: answer.results.map(mapOwner), next: answer.paging?.next?.after ?? null }
    },
    async stages() {
      const answer = (await call('/crm/v3/pipelines/deals')) as { results: Parameters<typeof mapPipelines>[0] }
      return mapPipelines(answer.results)
    },
    async dealFields() {
      const answer = (await call('/crm/v3/properties/deals')) as { results: { name: string; label: string; type: string; hubspotDefined?: boolean }[] }
      return answer.results
        .filter((p) => !p.hubspotDefined)
        .map((p) => ({ name: p.name, label: p.label, type: hubspotFieldType(p.type) }) satisfies CrmFieldDef)
    },
    async list<K extends CrmObjectKind>(kind: K, args: Parameters<CrmApi['list']>[1]): Promise<CrmPage<CrmRecords[K]>> {
      const extra = kind === 'deals' ? args.customFields.map((f) => f.name) : []
      const { rows, next } = await fetchRows(kind, args.since, args.pageToken, extra)
      const map = {
        accounts: mapAccount,
        contacts: mapContact,
        deals: (o: HubObjectJson) => mapDeal(o, args.customFields, portalUrl),
        emails: mapEmail,
      }[kind] as (o: HubObjectJson) => CrmRecords[K]
      return { records: rows.map(map), next }
    },
    async deletedDeals({ pageToken }) {
      // Archived deals are listed whole every round (there are few); the sync marks only those not yet marked.
      const q = new URLSearchParams({ limit: String(PAGE), archived: 'true', properties: 'hs_object_id' })
      if (pageToken) q.set('after', pageToken)
      const answer = (await call(`/crm/v3/objects/deals?${q}`)) as ListAnswer
      return {
        records: answer.results.map((o) => ({ crmId: o.id, deletedAt: new Date(o.archivedAt ?? o.updatedAt ?? Date.now()) })),
        next: answer.paging?.next?.after ?? null,
      }
    },
    async writeNote(note) {
      const answer = (await call('/crm/v3/objects/notes', 'POST', noteCreateBody(note))) as { id?: unknown }
      if (typeof answer.id !== 'string' && typeof answer.id !== 'number') throw new CrmProviderError('transient', 'HubSpot answered the note without an id.')
      return { externalId: String(answer.id) }
    },
  }
}
