import { randomBytes } from 'node:crypto'

/**
 * The provider-neutral calendar behind the Google Calendar and Microsoft Graph fakes: accounts, their events with
 * a change counter (what sync tokens and delta links remember), and OAuth grants. Each fake renders it in its own
 * wire format.
 */
export interface FakeCalendarEventInput {
  id?: string
  icalUid?: string
  title: string
  description?: string
  location?: string
  /** ISO date-time, or YYYY-MM-DD with allDay. */
  start: string
  /** Null: an event with no end (Google allows it through some clients). */
  end?: string | null
  allDay?: boolean
  organizer?: { email: string; name?: string }
  attendees?: { email: string; name?: string; response?: 'accepted' | 'declined' | 'tentative' | 'needsAction' }[]
  conference?: { kind: 'google_meet' | 'zoom' | 'teams'; url: string }
  recurringEventId?: string
}

export interface FakeCalendarEvent extends FakeCalendarEventInput {
  id: string
  icalUid: string
  /** The organizer cancelled the meeting; it stays on the calendar (Graph isCancelled, Google status cancelled). */
  cancelled: boolean
  /** Removed from the calendar (Graph @removed, Google status cancelled). */
  deleted: boolean
  created: string
  updated: string
  /** The store-wide change number of the last change. */
  seq: number
}

interface Account {
  email: string
  events: Map<string, FakeCalendarEvent>
  /** Bumped to invalidate every sync token / delta link of the account (→ 410). */
  generation: number
}

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  expiresIn: number
}

export class FakeCalendarStore {
  private accounts = new Map<string, Account>()
  private accessTokens = new Map<string, { email: string; expiresAt: number }>()
  private refreshTokens = new Map<string, { email: string; revoked: boolean }>()
  private codes = new Map<string, string>()
  private counter = 0
  /** Lifetime of access tokens it issues, in seconds. */
  accessTokenTtl = 3600

  constructor(private readonly now: () => number = Date.now) {}

  get seq(): number {
    return this.counter
  }

  account(email: string): Account {
    const key = email.toLowerCase()
    let a = this.accounts.get(key)
    if (!a) {
      a = { email: key, events: new Map(), generation: 1 }
      this.accounts.set(key, a)
    }
    return a
  }

  /** Creates the account when needed and grants tokens for it, as a finished OAuth consent would. */
  grant(email: string): IssuedTokens {
    this.account(email)
    const refreshToken = `rt-${randomBytes(12).toString('hex')}`
    this.refreshTokens.set(refreshToken, { email: email.toLowerCase(), revoked: false })
    return { ...this.issueAccess(email), refreshToken }
  }

  issueAccess(email: string): { accessToken: string; expiresIn: number } {
    const accessToken = `at-${randomBytes(16).toString('hex')}`
    this.accessTokens.set(accessToken, { email: email.toLowerCase(), expiresAt: this.now() + this.accessTokenTtl * 1000 })
    return { accessToken, expiresIn: this.accessTokenTtl }
  }

  /** An authorization code for the consent screen's redirect. */
  issueCode(email: string): string {
    const code = `code-${randomBytes(12).toString('hex')}`
    this.codes.set(code, email.toLowerCase())
    return code
  }

  redeemCode(code: string): IssuedTokens | null {
    const email = this.codes.get(code)
    if (!email) return null
    this.codes.delete(code)
    return this.grant(email)
  }

  /** The account for a refresh token, or why the grant is refused. */
  refresh(refreshToken: string): { ok: true; tokens: { accessToken: string; expiresIn: number } } | { ok: false } {
    const grant = this.refreshTokens.get(refreshToken)
    if (!grant || grant.revoked) return { ok: false }
    return { ok: true, tokens: this.issueAccess(grant.email) }
  }

  /** The account an access token belongs to; null when unknown or expired (→ 401). */
  whoseAccessToken(token: string | undefined): Account | null {
    const t = token ? this.accessTokens.get(token) : undefined
    if (!t || t.expiresAt <= this.now()) return null
    return this.account(t.email)
  }

  /** Every access token issued so far stops working (the next call gets 401). */
  expireAccessTokens(): void {
    for (const t of this.accessTokens.values()) t.expiresAt = 0
  }

  /** The user revoked the app: refresh tokens of the account give invalid_grant, access tokens 401. */
  revoke(email: string): void {
    const key = email.toLowerCase()
    for (const g of this.refreshTokens.values()) if (g.email === key) g.revoked = true
    for (const t of this.accessTokens.values()) if (t.email === key) t.expiresAt = 0
  }

  /** Sync tokens and delta links of the account stop working (→ 410, full resync). */
  invalidateSyncState(email: string): void {
    this.account(email).generation += 1
  }

  putEvent(email: string, input: FakeCalendarEventInput): FakeCalendarEvent {
    const a = this.account(email)
    const id = input.id ?? randomBytes(13).toString('hex')
    const prev = a.events.get(id)
    const at = new Date(this.now()).toISOString()
    const event: FakeCalendarEvent = {
      ...input,
      id,
      icalUid: input.icalUid ?? prev?.icalUid ?? `${id}@fake.calendar`,
      cancelled: false,
      deleted: false,
      created: prev?.created ?? at,
      updated: at,
      seq: ++this.counter,
    }
    a.events.set(id, event)
    return event
  }

  /** Changes fields of an event (moved, renamed, new attendees…). */
  updateEvent(email: string, id: string, patch: Partial<FakeCalendarEventInput>): FakeCalendarEvent {
    const e = this.mustFind(email, id)
    Object.assign(e, patch, { updated: new Date(this.now()).toISOString(), seq: ++this.counter })
    return e
  }

  cancelEvent(email: string, id: string): void {
    Object.assign(this.mustFind(email, id), { cancelled: true, updated: new Date(this.now()).toISOString(), seq: ++this.counter })
  }

  deleteEvent(email: string, id: string): void {
    Object.assign(this.mustFind(email, id), { deleted: true, updated: new Date(this.now()).toISOString(), seq: ++this.counter })
  }

  /** The account's events in change order. */
  events(email: string): FakeCalendarEvent[] {
    return [...this.account(email).events.values()].sort((x, y) => x.seq - y.seq)
  }

  private mustFind(email: string, id: string): FakeCalendarEvent {
    const e = this.account(email).events.get(id)
    if (!e) throw new Error(`no event ${id} in ${email}`)
    return e
  }
}

/** Start and end instants of an event (all-day: UTC midnights; no end: the start). */
export function eventSpan(e: FakeCalendarEvent): { start: number; end: number } {
  const start = Date.parse(e.allDay ? `${e.start.slice(0, 10)}T00:00:00Z` : e.start)
  const endRaw = e.end ?? null
  const end = endRaw === null ? start : Date.parse(e.allDay ? `${endRaw.slice(0, 10)}T00:00:00Z` : endRaw)
  return { start, end }
}

/** Opaque cursors: base64url JSON, like the real ones look opaque. */
export const encodeCursor = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')
export function decodeCursor<T>(token: string): T | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
    return v && typeof v === 'object' ? (v as T) : null
  } catch {
    return null
  }
}
