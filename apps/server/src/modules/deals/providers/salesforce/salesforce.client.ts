import type { OAuthClient } from '../../../../platform/tokens/token-refresh'
import { type CrmApi, type CrmObjectKind, type CrmPage, type CrmProvider, CrmProviderError, type CrmRecords, crmRequest } from '../crm-provider'
import { classifySalesforceError } from './salesforce.errors'
import { callTask, mapAccount, mapContact, mapEmailMessage, mapOpportunity, mapStages, mapUser, type SfRecord, salesforceFieldType } from './salesforce.mapper'

export interface SalesforceOptions {
  /** https://login.salesforce.com (sandboxes: https://test.salesforce.com), or the fake. */
  loginUrl: string
  /** Always set: jsforce's default (50.0) is old, and a path without a version does not exist. */
  apiVersion: string
  oauthClient: OAuthClient
  fetch?: typeof fetch
}

export const SALESFORCE_SCOPES = ['api', 'refresh_token'] as const

const FIELDS: Record<CrmObjectKind, { object: string; fields: readonly string[] }> = {
  accounts: { object: 'Account', fields: ['Id', 'Name', 'Website', 'Industry', 'OwnerId', 'SystemModstamp'] },
  contacts: { object: 'Contact', fields: ['Id', 'FirstName', 'LastName', 'Email', 'Title', 'Phone', 'AccountId', 'SystemModstamp'] },
  deals: {
    object: 'Opportunity',
    fields: [
      'Id',
      'Name',
      'AccountId',
      'Amount',
      'StageName',
      'CloseDate',
      'OwnerId',
      'IsClosed',
      'Type',
      'NextStep',
      'Description',
      'LeadSource',
      'CreatedDate',
      'SystemModstamp',
    ],
  },
  emails: {
    object: 'EmailMessage',
    fields: ['Id', 'Subject', 'FromAddress', 'ToAddress', 'CcAddress', 'Incoming', 'MessageDate', 'TextBody', 'RelatedToId', 'SystemModstamp'],
  },
}

/** SOQL datetime literals are unquoted and take whole seconds. */
const soqlTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')
const since = (d: Date | null, and = false) => (d ? `${and ? ' AND' : ' WHERE'} SystemModstamp >= ${soqlTime(d)}` : '')

interface QueryAnswer {
  done: boolean
  nextRecordsUrl?: string
  records: SfRecord[]
}

/** Salesforce REST over plain fetch: SOQL with nextRecordsUrl, on the org's instance_url. */
export function salesforceProvider(opts: SalesforceOptions): CrmProvider {
  const fetchImpl = opts.fetch ?? fetch
  return {
    id: 'salesforce',
    label: 'Salesforce',
    oauthClient: opts.oauthClient,
    authUrl: `${opts.loginUrl}/services/oauth2/authorize`,
    scopes: SALESFORCE_SCOPES,
    tokenFetch: fetchImpl,
    async grantInfo(tokenResponse) {
      const instanceUrl = typeof tokenResponse.instance_url === 'string' ? tokenResponse.instance_url.replace(/\/+$/, '') : null
      if (!instanceUrl) throw new CrmProviderError('permanent', 'Salesforce answered the code without an instance_url.')
      // `id` is https://login.salesforce.com/id/<org id>/<user id>.
      const org = typeof tokenResponse.id === 'string' ? (tokenResponse.id.split('/id/')[1]?.split('/')[0] ?? null) : null
      return { instanceUrl, externalAccountId: org }
    },
    api(accessToken, { instanceUrl }) {
      if (!instanceUrl) throw new CrmProviderError('permanent', 'The Salesforce connection has no instance URL; reconnect it.')
      return salesforceApi(instanceUrl, opts.apiVersion, accessToken, fetchImpl)
    },
  }
}

function salesforceApi(instanceUrl: string, version: string, accessToken: string, fetchImpl: typeof fetch): CrmApi {
  const base = `/services/data/v${version}`
  const get = (path: string) => crmRequest(`${instanceUrl}${path}`, { accessToken }, classifySalesforceError, fetchImpl)
  const post = (path: string, body: unknown) => crmRequest(`${instanceUrl}${path}`, { method: 'POST', accessToken, body }, classifySalesforceError, fetchImpl)
  /** A first batch, or the next one from a saved nextRecordsUrl (relative to the instance). */
  const query = async (soql: string, pageToken: string | null, all = false): Promise<{ records: SfRecord[]; next: string | null }> => {
    const answer = (await get(pageToken ?? `${base}/${all ? 'queryAll' : 'query'}?q=${encodeURIComponent(soql)}`)) as QueryAnswer
    return { records: answer.records, next: answer.done ? null : (answer.nextRecordsUrl ?? null) }
  }

  return {
    async owners(pageToken) {
      const page = await query('SELECT Id, Email FROM User WHERE IsActive = true', pageToken)
      return { records: page.records.map(mapUser), next: page.next }
    },
    async stages() {
      const all: SfRecord[] = []
      let token: string | null = null
      do {
        const page = await query(
          'SELECT ApiName, MasterLabel, IsClosed, IsWon, SortOrder FROM OpportunityStage WHERE IsActive = true ORDER BY SortOrder',
          token,
        )
        all.push(...page.records)
        token = page.next
      } while (token)
      return mapStages(all)
    },
    async dealFields() {
      const answer = (await get(`${base}/sobjects/Opportunity/describe`)) as { fields: { name: string; label: string; type: string; custom: boolean }[] }
      return answer.fields.filter((f) => f.custom).map((f) => ({ name: f.name, label: f.label, type: salesforceFieldType(f.type) }))
    },
    async list<K extends CrmObjectKind>(kind: K, args: Parameters<CrmApi['list']>[1]): Promise<CrmPage<CrmRecords[K]>> {
      const spec = FIELDS[kind]
      const fields = kind === 'deals' ? [...spec.fields, ...args.customFields.map((f) => f.name)] : spec.fields
      const page = await query(`SELECT ${fields.join(', ')} FROM ${spec.object}${since(args.since)} ORDER BY SystemModstamp`, args.pageToken)
      const map = {
        accounts: mapAccount,
        contacts: mapContact,
        deals: (r: SfRecord) => mapOpportunity(r, args.customFields, instanceUrl),
        emails: mapEmailMessage,
      }[kind] as (r: SfRecord) => CrmRecords[K]
      return { records: page.records.map(map), next: page.next }
    },
    async deletedDeals(args) {
      const page = await query(`SELECT Id, SystemModstamp FROM Opportunity WHERE IsDeleted = true${since(args.since, true)}`, args.pageToken, true)
      return { records: page.records.map((r) => ({ crmId: r.Id, deletedAt: mapAccount(r).updatedAt })), next: page.next }
    },
    async writeNote(note) {
      const answer = (await post(`${base}/sobjects/Task/`, callTask(note))) as { id?: unknown; success?: unknown; errors?: unknown }
      if (answer.success !== true || typeof answer.id !== 'string') {
        throw new CrmProviderError('permanent', `Salesforce did not create the task: ${JSON.stringify(answer.errors ?? answer)}`)
      }
      return { externalId: answer.id }
    },
  }
}
