import { crmFieldValue } from '../crm-field-value'
import type { CrmAccount, CrmContact, CrmDeal, CrmEmail, CrmFieldDef, CrmFieldType, CrmOwner, CrmStage } from '../crm-provider'

// Pure mapping of HubSpot CRM v3 shapes to Parley's. Property values are always strings.

export interface HubObjectJson {
  id: string
  properties: Record<string, string | null>
  updatedAt?: string
  archivedAt?: string
  associations?: Record<string, { results: { id: string }[] }>
}

const text = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? null : v)
const time = (v: string | null | undefined): Date | null => {
  if (!v) return null
  const d = /^\d+$/.test(v) ? new Date(Number(v)) : new Date(v)
  return Number.isNaN(d.getTime()) ? null : d
}
const firstAssoc = (o: HubObjectJson, type: string) => o.associations?.[type]?.results[0]?.id ?? null
const modified = (o: HubObjectJson) => time(o.properties.hs_lastmodifieddate) ?? time(o.properties.lastmodifieddate) ?? time(o.updatedAt) ?? new Date(0)

/** HubSpot property types → ours; unknown ones are text. */
export function hubspotFieldType(type: string): CrmFieldType {
  switch (type) {
    case 'number':
      return 'number'
    case 'date':
    case 'datetime':
      return 'date'
    case 'bool':
      return 'boolean'
    case 'enumeration':
      return 'enum'
    default:
      return 'text'
  }
}

export const HUBSPOT_DEAL_PROPERTIES = [
  'dealname',
  'amount',
  'closedate',
  'createdate',
  'dealstage',
  'pipeline',
  'dealtype',
  'hs_next_step',
  'description',
  'hubspot_owner_id',
  'hs_is_closed',
  'hs_lastmodifieddate',
] as const

export function mapOwner(o: { id: string; email?: string | null }): CrmOwner {
  return { crmId: String(o.id), email: text(o.email)?.toLowerCase() ?? null }
}

export function mapPipelines(
  results: { id: string; displayOrder?: number; stages: { id: string; label: string; displayOrder: number; metadata?: Record<string, string> }[] }[],
): CrmStage[] {
  return results.flatMap((p) =>
    p.stages.map((s) => {
      const closed = s.metadata?.isClosed === 'true'
      const probability = Number(s.metadata?.probability ?? '0')
      return {
        pipeline: p.id,
        crmStageId: s.id,
        name: s.label,
        displayOrder: s.displayOrder,
        group: closed ? (probability >= 1 ? 'won' : 'lost') : 'open',
      } satisfies CrmStage
    }),
  )
}

export function mapAccount(o: HubObjectJson): CrmAccount {
  const p = o.properties
  return {
    crmId: o.id,
    name: text(p.name) ?? text(p.domain) ?? `Company ${o.id}`,
    domain: text(p.domain)?.toLowerCase() ?? null,
    industry: text(p.industry),
    ownerCrmId: text(p.hubspot_owner_id),
    updatedAt: modified(o),
  }
}

export function mapContact(o: HubObjectJson): CrmContact {
  const p = o.properties
  const name = [text(p.firstname), text(p.lastname)].filter(Boolean).join(' ')
  return {
    crmId: o.id,
    name: name === '' ? null : name,
    email: text(p.email)?.toLowerCase() ?? null,
    title: text(p.jobtitle),
    phone: text(p.phone),
    accountCrmId: firstAssoc(o, 'companies'),
    updatedAt: modified(o),
  }
}

export function mapDeal(o: HubObjectJson, customFields: readonly CrmFieldDef[], portalUrl: string | null): CrmDeal {
  const p = o.properties
  const amount = text(p.amount) === null ? null : Number(p.amount)
  const close = time(p.closedate)
  return {
    crmId: o.id,
    name: text(p.dealname) ?? `Deal ${o.id}`,
    amount: amount !== null && Number.isFinite(amount) ? amount : null,
    closeDate: close ? close.toISOString().slice(0, 10) : null,
    createdAt: time(p.createdate),
    pipeline: text(p.pipeline) ?? 'default',
    stageCrmId: text(p.dealstage),
    stageName: null,
    type: text(p.dealtype),
    nextStep: text(p.hs_next_step),
    notes: text(p.description),
    leadSource: null,
    isClosed: p.hs_is_closed === undefined || p.hs_is_closed === null ? null : p.hs_is_closed === 'true',
    ownerCrmId: text(p.hubspot_owner_id),
    accountCrmId: firstAssoc(o, 'companies'),
    contactCrmIds: o.associations?.contacts?.results.map((r) => r.id) ?? [],
    customFields: Object.fromEntries(customFields.flatMap((f) => (p[f.name] === undefined ? [] : [[f.name, crmFieldValue(f.type, p[f.name])]]))),
    crmUrl: portalUrl ? `${portalUrl}/deal/${o.id}` : null,
    updatedAt: modified(o),
  }
}

interface EmailHeaders {
  from?: { email?: string }
  to?: { email?: string }[]
  cc?: { email?: string }[]
}

function headersOf(raw: string | null | undefined): EmailHeaders {
  if (!raw) return {}
  try {
    const h = JSON.parse(raw) as unknown
    return h && typeof h === 'object' ? (h as EmailHeaders) : {}
  } catch {
    return {}
  }
}

const addresses = (list: { email?: string }[] | undefined) => (Array.isArray(list) ? list.flatMap((a) => (a.email ? [a.email.toLowerCase()] : [])) : [])

export function mapEmail(o: HubObjectJson): CrmEmail {
  const p = o.properties
  const h = headersOf(p.hs_email_headers)
  return {
    crmId: o.id,
    subject: text(p.hs_email_subject),
    fromEmail: h.from?.email?.toLowerCase() ?? null,
    toEmails: addresses(h.to),
    ccEmails: addresses(h.cc),
    direction: p.hs_email_direction === 'INCOMING_EMAIL' ? 'INCOMING_EMAIL' : 'OUTGOING_EMAIL',
    sentAt: time(p.hs_timestamp) ?? modified(o),
    body: text(p.hs_email_text),
    ownerCrmId: text(p.hubspot_owner_id),
    dealCrmId: firstAssoc(o, 'deals'),
    accountCrmId: firstAssoc(o, 'companies'),
    updatedAt: modified(o),
  }
}

/** HubSpot's default association type of a note to a deal. */
export const NOTE_TO_DEAL_TYPE_ID = 214

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * The create body of a note on a deal: hs_note_body is HTML, so each line of the confirmed text becomes one escaped
 * paragraph (the text reads back exactly by undoing the escaping); hs_timestamp (required) is the call's time.
 */
export function noteCreateBody(note: { dealCrmId: string; text: string; at: Date }) {
  const body = note.text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
  return {
    properties: { hs_timestamp: note.at.toISOString(), hs_note_body: body },
    associations: [{ to: { id: note.dealCrmId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_DEAL_TYPE_ID }] }],
  }
}

/** The text of a note body written by noteCreateBody (tests and the sandbox read notes back with it). */
export function noteBodyText(html: string): string {
  return [...html.matchAll(/<p>(.*?)<\/p>/gs)]
    .map((m) => (m[1] ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
    .join('\n')
}
