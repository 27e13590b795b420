/**
 * One HubSpot portal in memory: owners, deal pipelines, CRM objects (companies, contacts, deals, emails, notes)
 * with string properties, associations in both directions, and archiving. Every change stamps
 * hs_lastmodifieddate (contacts also lastmodifieddate) from the fake's clock, which is what search filters on.
 */
export type HubObjectType = 'companies' | 'contacts' | 'deals' | 'emails' | 'notes'
export const HUB_OBJECT_TYPES: readonly HubObjectType[] = ['companies', 'contacts', 'deals', 'emails', 'notes']

export interface HubObject {
  id: string
  properties: Record<string, string>
  createdAt: string
  updatedAt: string
  archived: boolean
  archivedAt?: string
  /** To-type → associated ids. */
  associations: Map<HubObjectType, Set<string>>
}

export interface HubOwner {
  id: string
  email: string
  firstName: string
  lastName: string
  userId: number
  archived: boolean
}

export interface HubStage {
  id: string
  label: string
  displayOrder: number
  /** HubSpot sends these as strings. */
  metadata: { isClosed: 'true' | 'false'; probability: string }
}

export interface HubPipeline {
  id: string
  label: string
  displayOrder: number
  stages: HubStage[]
}

export interface HubPropertyDef {
  name: string
  label: string
  /** string | number | date | datetime | enumeration | bool | phone_number — or anything a portal invents. */
  type: string
  fieldType: string
  hubspotDefined: boolean
}

/** Default association type ids. */
export const ASSOCIATION_TYPE_IDS: Record<string, number> = {
  'notes→deals': 214,
  'notes→companies': 190,
  'notes→contacts': 202,
  'emails→deals': 210,
  'emails→contacts': 198,
  'emails→companies': 186,
  'deals→companies': 341,
  'companies→deals': 342,
  'contacts→companies': 279,
}

const SINGULAR: Record<HubObjectType, string> = { companies: 'company', contacts: 'contact', deals: 'deal', emails: 'email', notes: 'note' }
export const associationLabel = (from: HubObjectType, to: HubObjectType) => `${SINGULAR[from]}_to_${SINGULAR[to]}`

const DEFAULT_DEAL_PROPERTIES: HubPropertyDef[] = [
  ['dealname', 'Deal Name', 'string', 'text'],
  ['amount', 'Amount', 'number', 'number'],
  ['closedate', 'Close Date', 'datetime', 'date'],
  ['dealstage', 'Deal Stage', 'enumeration', 'radio'],
  ['pipeline', 'Pipeline', 'enumeration', 'select'],
  ['dealtype', 'Deal Type', 'enumeration', 'radio'],
  ['hs_next_step', 'Next step', 'string', 'textarea'],
  ['description', 'Deal Description', 'string', 'textarea'],
  ['hubspot_owner_id', 'Deal owner', 'enumeration', 'select'],
  ['createdate', 'Create Date', 'datetime', 'date'],
  ['hs_lastmodifieddate', 'Last Modified Date', 'datetime', 'date'],
].map(([name, label, type, fieldType]) => ({ name, label, type, fieldType, hubspotDefined: true }) as HubPropertyDef)

export class FakeHubSpotStore {
  readonly portalId = 62515
  readonly owners: HubOwner[] = []
  readonly pipelines: HubPipeline[] = [
    {
      id: 'default',
      label: 'Sales Pipeline',
      displayOrder: 0,
      stages: [
        ['appointmentscheduled', 'Appointment Scheduled', 'false', '0.2'],
        ['qualifiedtobuy', 'Qualified To Buy', 'false', '0.4'],
        ['presentationscheduled', 'Presentation Scheduled', 'false', '0.6'],
        ['decisionmakerboughtin', 'Decision Maker Bought-In', 'false', '0.8'],
        ['contractsent', 'Contract Sent', 'false', '0.9'],
        ['closedwon', 'Closed Won', 'true', '1.0'],
        ['closedlost', 'Closed Lost', 'true', '0.0'],
      ].map(([id, label, isClosed, probability], i) => ({
        id: id as string,
        label: label as string,
        displayOrder: i,
        metadata: { isClosed: isClosed as 'true' | 'false', probability: probability as string },
      })),
    },
  ]
  readonly dealProperties: HubPropertyDef[] = [...DEFAULT_DEAL_PROPERTIES]
  private readonly objects = new Map<HubObjectType, Map<string, HubObject>>(HUB_OBJECT_TYPES.map((t) => [t, new Map()]))
  /** Ids per type in creation order (ascending), for `after` paging without sorting. */
  private readonly order = new Map<HubObjectType, string[]>(HUB_OBJECT_TYPES.map((t) => [t, []]))
  private nextId = 1000
  private lastStamp = 0

  constructor(private readonly now: () => number = Date.now) {}

  /** A strictly increasing modification time, so "last modified" orders every change. */
  private stamp(): string {
    this.lastStamp = Math.max(this.now(), this.lastStamp + 1)
    return new Date(this.lastStamp).toISOString()
  }

  addOwner(o: { email: string; firstName: string; lastName: string }): HubOwner {
    const owner = { id: String(41_000_000 + this.owners.length), userId: 9_500_000 + this.owners.length, archived: false, ...o }
    this.owners.push(owner)
    return owner
  }

  addDealProperty(def: Omit<HubPropertyDef, 'hubspotDefined'>): void {
    this.dealProperties.push({ ...def, hubspotDefined: false })
  }

  /**
   * A new object. `opts.id` gives a numeric id of its own (a portal seeded to match records Parley already mirrors);
   * later ids continue above it.
   */
  create(
    type: HubObjectType,
    properties: Record<string, string>,
    associations: Partial<Record<HubObjectType, string[]>> = {},
    opts: { id?: string } = {},
  ): HubObject {
    if (opts.id !== undefined && (!/^\d+$/.test(opts.id) || this.table(type).has(opts.id))) throw new Error(`bad or taken ${type} id ${opts.id}`)
    const id = opts.id ?? String(this.nextId++)
    if (opts.id !== undefined) this.nextId = Math.max(this.nextId, Number(opts.id) + 1)
    const at = this.stamp()
    const obj: HubObject = {
      id,
      properties: { ...properties, hs_object_id: id, createdate: properties.createdate ?? at },
      createdAt: at,
      updatedAt: at,
      archived: false,
      associations: new Map(),
    }
    this.stampModified(obj, at)
    this.table(type).set(id, obj)
    const order = this.order.get(type) as string[]
    // Ids stay ascending for `after` paging, also when a chosen id is lower than the last one.
    order.splice(lowerBound(order, Number(id)), 0, id)
    for (const [toType, ids] of Object.entries(associations) as [HubObjectType, string[]][]) for (const toId of ids) this.associate(type, id, toType, toId)
    return obj
  }

  get(type: HubObjectType, id: string): HubObject | undefined {
    return this.table(type).get(id)
  }

  update(type: HubObjectType, id: string, properties: Record<string, string>): HubObject {
    const obj = this.mustGet(type, id)
    Object.assign(obj.properties, properties)
    this.stampModified(obj, this.stamp())
    return obj
  }

  archive(type: HubObjectType, id: string): void {
    const obj = this.mustGet(type, id)
    obj.archived = true
    obj.archivedAt = this.stamp()
    obj.updatedAt = obj.archivedAt
  }

  associate(from: HubObjectType, fromId: string, to: HubObjectType, toId: string): void {
    const link = (a: HubObjectType, aId: string, b: HubObjectType, bId: string) => {
      const obj = this.mustGet(a, aId)
      let set = obj.associations.get(b)
      if (!set) {
        set = new Set()
        obj.associations.set(b, set)
      }
      set.add(bId)
    }
    link(from, fromId, to, toId)
    link(to, toId, from, fromId)
  }

  /** Live (or archived) objects of a type from `afterId` on, in id order. */
  page(type: HubObjectType, afterId: string | null, limit: number, archived: boolean): { rows: HubObject[]; nextAfter: string | null } {
    const ids = this.order.get(type) ?? []
    let i = afterId === null ? 0 : lowerBound(ids, Number(afterId))
    const rows: HubObject[] = []
    const table = this.table(type)
    for (; i < ids.length && rows.length < limit; i++) {
      const obj = table.get(ids[i] as string)
      if (obj && obj.archived === archived) rows.push(obj)
    }
    while (i < ids.length && table.get(ids[i] as string)?.archived !== archived) i++
    return { rows, nextAfter: i < ids.length ? (ids[i] as string) : null }
  }

  /** The live notes associated with a deal, oldest first (what the deal's activity timeline shows). */
  notesOf(dealId: string): HubObject[] {
    const ids = this.get('deals', dealId)?.associations.get('notes') ?? new Set<string>()
    return [...ids].flatMap((id) => {
      const note = this.get('notes', id)
      return note && !note.archived ? [note] : []
    })
  }

  all(type: HubObjectType): IterableIterator<HubObject> {
    return this.table(type).values()
  }

  count(type: HubObjectType): number {
    return this.table(type).size
  }

  private stampModified(obj: HubObject, at: string): void {
    obj.updatedAt = at
    obj.properties.hs_lastmodifieddate = at
    obj.properties.lastmodifieddate = at
  }

  private table(type: HubObjectType): Map<string, HubObject> {
    return this.objects.get(type) as Map<string, HubObject>
  }

  private mustGet(type: HubObjectType, id: string): HubObject {
    const obj = this.table(type).get(id)
    if (!obj) throw new Error(`no ${type} ${id}`)
    return obj
  }
}

/** First index whose numeric id is ≥ target (ids are ascending). */
function lowerBound(ids: string[], target: number): number {
  let lo = 0
  let hi = ids.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (Number(ids[mid]) < target) lo = mid + 1
    else hi = mid
  }
  return lo
}
