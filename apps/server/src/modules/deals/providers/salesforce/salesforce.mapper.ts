import { crmFieldValue } from '../crm-field-value'
import type { CrmAccount, CrmContact, CrmDeal, CrmEmail, CrmFieldDef, CrmFieldType, CrmOwner, CrmStage } from '../crm-provider'

// Pure mapping of Salesforce REST records to Parley's shapes. Salesforce has one stage list for
// every opportunity, so stages live in the 'default' pipeline.

export type SfRecord = Record<string, unknown> & { Id: string }

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null)
/** Salesforce datetimes end in +0000 (no colon), which Date.parse reads only after a colon is put in. */
export const sfDate = (v: unknown): Date | null => {
  if (typeof v !== 'string') return null
  const d = new Date(v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
  return Number.isNaN(d.getTime()) ? null : d
}
const modified = (r: SfRecord) => sfDate(r.SystemModstamp) ?? new Date(0)
const emailsOf = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/[;,]/)
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s.includes('@'))
    : []

/** Salesforce field types → ours; unknown ones (geolocation, encryptedstring, …) are text. */
export function salesforceFieldType(type: string): CrmFieldType {
  switch (type) {
    case 'double':
    case 'currency':
    case 'percent':
    case 'int':
    case 'long':
      return 'number'
    case 'date':
    case 'datetime':
      return 'date'
    case 'boolean':
      return 'boolean'
    case 'picklist':
    case 'multipicklist':
      return 'enum'
    default:
      return 'text'
  }
}

export function domainOf(website: unknown): string | null {
  const w = str(website)
  if (!w) return null
  try {
    return new URL(w.includes('://') ? w : `https://${w}`).hostname.replace(/^www\./, '').toLowerCase()
  } catch {
    return null
  }
}

export const mapUser = (r: SfRecord): CrmOwner => ({ crmId: r.Id, email: str(r.Email)?.toLowerCase() ?? null })

export function mapStages(records: SfRecord[]): CrmStage[] {
  return records.map((r, i) => ({
    pipeline: 'default',
    crmStageId: String(r.ApiName),
    name: str(r.MasterLabel) ?? String(r.ApiName),
    displayOrder: typeof r.SortOrder === 'number' ? r.SortOrder : i,
    group: r.IsClosed === true ? (r.IsWon === true ? 'won' : 'lost') : 'open',
  }))
}

export const mapAccount = (r: SfRecord): CrmAccount => ({
  crmId: r.Id,
  name: str(r.Name) ?? `Account ${r.Id}`,
  domain: domainOf(r.Website),
  industry: str(r.Industry),
  ownerCrmId: str(r.OwnerId),
  updatedAt: modified(r),
})

export const mapContact = (r: SfRecord): CrmContact => ({
  crmId: r.Id,
  name: [str(r.FirstName), str(r.LastName)].filter(Boolean).join(' ') || null,
  email: str(r.Email)?.toLowerCase() ?? null,
  title: str(r.Title),
  phone: str(r.Phone),
  accountCrmId: str(r.AccountId),
  updatedAt: modified(r),
})

export function mapOpportunity(r: SfRecord, customFields: readonly CrmFieldDef[], instanceUrl: string): CrmDeal {
  return {
    crmId: r.Id,
    name: str(r.Name) ?? `Opportunity ${r.Id}`,
    amount: typeof r.Amount === 'number' ? r.Amount : null,
    closeDate: typeof r.CloseDate === 'string' ? r.CloseDate.slice(0, 10) : null,
    createdAt: sfDate(r.CreatedDate),
    pipeline: 'default',
    stageCrmId: str(r.StageName),
    stageName: str(r.StageName),
    type: str(r.Type),
    nextStep: str(r.NextStep),
    notes: str(r.Description),
    leadSource: str(r.LeadSource),
    isClosed: typeof r.IsClosed === 'boolean' ? r.IsClosed : null,
    ownerCrmId: str(r.OwnerId),
    accountCrmId: str(r.AccountId),
    contactCrmIds: [],
    customFields: Object.fromEntries(customFields.flatMap((f) => (f.name in r ? [[f.name, crmFieldValue(f.type, r[f.name])]] : []))),
    crmUrl: `${instanceUrl}/lightning/r/Opportunity/${r.Id}/view`,
    updatedAt: modified(r),
  }
}

/** RelatedToId names an opportunity (006…) or an account (001…). */
export function mapEmailMessage(r: SfRecord): CrmEmail {
  const related = str(r.RelatedToId)
  return {
    crmId: r.Id,
    subject: str(r.Subject),
    fromEmail: str(r.FromAddress)?.toLowerCase() ?? null,
    toEmails: emailsOf(r.ToAddress),
    ccEmails: emailsOf(r.CcAddress),
    direction: r.Incoming === true ? 'INCOMING_EMAIL' : 'OUTGOING_EMAIL',
    sentAt: sfDate(r.MessageDate) ?? modified(r),
    body: str(r.TextBody),
    ownerCrmId: null,
    dealCrmId: related?.startsWith('006') ? related : null,
    accountCrmId: related?.startsWith('001') ? related : null,
    updatedAt: modified(r),
  }
}

/**
 * A completed call Task on the opportunity: the confirmed text as Description, the call's
 * day as ActivityDate. TaskSubtype can only be set on create, which this is.
 */
export function callTask(note: { dealCrmId: string; subject: string; text: string; at: Date }) {
  return {
    Subject: note.subject.slice(0, 255),
    Description: note.text,
    WhatId: note.dealCrmId,
    ActivityDate: note.at.toISOString().slice(0, 10),
    Status: 'Completed',
    TaskSubtype: 'Call',
  }
}
