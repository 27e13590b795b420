/**
 * One Salesforce org in memory: sObjects as field maps keyed by 18-character-ish ids with the object's key prefix,
 * SystemModstamp stamped from the fake's clock on every change, IsDeleted for the recycle bin.
 */
export type SfRecord = Record<string, unknown> & { Id: string; SystemModstamp: string; IsDeleted: boolean }

/** Each object's key prefix and the fields it has (a query naming any other field is INVALID_FIELD). */
export const SF_OBJECTS: Record<string, { prefix: string; fields: string[] }> = {
  User: { prefix: '005', fields: ['Id', 'Name', 'Email', 'IsActive', 'SystemModstamp'] },
  OpportunityStage: {
    prefix: '01J',
    fields: ['Id', 'ApiName', 'MasterLabel', 'IsActive', 'IsClosed', 'IsWon', 'DefaultProbability', 'SortOrder', 'SystemModstamp'],
  },
  Account: { prefix: '001', fields: ['Id', 'Name', 'Website', 'Industry', 'OwnerId', 'CreatedDate', 'SystemModstamp', 'IsDeleted'] },
  Contact: { prefix: '003', fields: ['Id', 'FirstName', 'LastName', 'Name', 'Email', 'Title', 'Phone', 'AccountId', 'SystemModstamp', 'IsDeleted'] },
  Opportunity: {
    prefix: '006',
    fields: [
      'Id',
      'Name',
      'AccountId',
      'Amount',
      'StageName',
      'CloseDate',
      'Probability',
      'OwnerId',
      'IsClosed',
      'IsWon',
      'Type',
      'NextStep',
      'Description',
      'LeadSource',
      'CreatedDate',
      'SystemModstamp',
      'IsDeleted',
    ],
  },
  OpportunityContactRole: { prefix: '00K', fields: ['Id', 'OpportunityId', 'ContactId', 'Role', 'SystemModstamp', 'IsDeleted'] },
  EmailMessage: {
    prefix: '02s',
    fields: ['Id', 'Subject', 'FromAddress', 'ToAddress', 'CcAddress', 'Incoming', 'MessageDate', 'TextBody', 'RelatedToId', 'SystemModstamp', 'IsDeleted'],
  },
  Task: {
    prefix: '00T',
    fields: ['Id', 'Subject', 'Description', 'WhatId', 'WhoId', 'OwnerId', 'ActivityDate', 'Status', 'TaskSubtype', 'SystemModstamp', 'IsDeleted'],
  },
  Note: { prefix: '002', fields: ['Id', 'ParentId', 'Title', 'Body', 'SystemModstamp', 'IsDeleted'] },
}

export interface SfFieldDescribe {
  name: string
  label: string
  /** string | double | currency | date | datetime | boolean | picklist | textarea … or anything an org invents. */
  type: string
  custom: boolean
}

export class FakeSalesforceStore {
  readonly orgId = '00D5g00000FAKEORG'
  private readonly objects = new Map<string, Map<string, SfRecord>>(Object.keys(SF_OBJECTS).map((t) => [t, new Map()]))
  private readonly customFields = new Map<string, SfFieldDescribe[]>()
  private seq = 0
  private lastStamp = 0

  constructor(private readonly now: () => number = Date.now) {}

  /** Salesforce's own datetime form: 2025-05-01T10:00:00.000+0000. */
  private stamp(): string {
    this.lastStamp = Math.max(this.now(), this.lastStamp + 1)
    return new Date(this.lastStamp).toISOString().replace('Z', '+0000')
  }

  /** A custom field (name ending __c) on an object; describe lists it and queries may select it. */
  addCustomField(object: string, field: Omit<SfFieldDescribe, 'custom'>): void {
    const list = this.customFields.get(object) ?? []
    list.push({ ...field, custom: true })
    this.customFields.set(object, list)
  }

  describe(object: string): SfFieldDescribe[] {
    const standard = (SF_OBJECTS[object]?.fields ?? []).map((name) => ({ name, label: name, type: name === 'Id' ? 'id' : 'string', custom: false }))
    return [...standard, ...(this.customFields.get(object) ?? [])]
  }

  fieldsOf(object: string): Set<string> {
    return new Set([...(SF_OBJECTS[object]?.fields ?? []), ...(this.customFields.get(object) ?? []).map((f) => f.name)])
  }

  /** A new record; `opts.id` keeps an id of its own (an org seeded to match records Parley already mirrors). */
  insert(object: string, fields: Record<string, unknown>, opts: { id?: string } = {}): SfRecord {
    const spec = SF_OBJECTS[object]
    if (!spec) throw new Error(`no sObject ${object}`)
    if (opts.id !== undefined && this.table(object).has(opts.id)) throw new Error(`${object} ${opts.id} exists`)
    const Id = opts.id ?? `${spec.prefix}5g${String(++this.seq).padStart(10, '0')}AAA`
    const at = this.stamp()
    const rec: SfRecord = { ...fields, Id, SystemModstamp: at, IsDeleted: false }
    if (spec.fields.includes('CreatedDate')) rec.CreatedDate = fields.CreatedDate ?? at
    if (object === 'Contact') rec.Name = [fields.FirstName, fields.LastName].filter(Boolean).join(' ')
    this.table(object).set(Id, rec)
    return rec
  }

  update(object: string, id: string, fields: Record<string, unknown>): SfRecord {
    const rec = this.mustGet(object, id)
    Object.assign(rec, fields, { SystemModstamp: this.stamp() })
    return rec
  }

  /** Into the recycle bin: gone from query, still in queryAll with IsDeleted = true. */
  delete(object: string, id: string): void {
    const rec = this.mustGet(object, id)
    rec.IsDeleted = true
    rec.SystemModstamp = this.stamp()
  }

  get(object: string, id: string): SfRecord | undefined {
    return this.table(object).get(id)
  }

  records(object: string): SfRecord[] {
    return [...this.table(object).values()]
  }

  private table(object: string): Map<string, SfRecord> {
    const t = this.objects.get(object)
    if (!t) throw new Error(`no sObject ${object}`)
    return t
  }

  private mustGet(object: string, id: string): SfRecord {
    const rec = this.table(object).get(id)
    if (!rec) throw new Error(`no ${object} ${id}`)
    return rec
  }
}
