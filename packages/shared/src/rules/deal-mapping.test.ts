import { describe, expect, it } from 'vitest'
import {
  canEditDealTag,
  chooseDeal,
  emailDomain,
  explainDeal,
  externalAttendees,
  type MappingDeal,
  type MappingInput,
  rankDeals,
  wrongDealQuestion,
} from './deal-mapping'

const deal = (id: number, over: Partial<MappingDeal> = {}): MappingDeal => ({
  id,
  crmDealId: `crm-${id}`,
  name: `Deal ${id}`,
  accountId: 1,
  ownerEmail: 'sam.seller@northwind.example',
  ownerName: 'Sam Seller',
  isClosed: false,
  lastActivityAt: null,
  createdDate: '2026-01-01T00:00:00Z',
  ...over,
})

const input = (over: Partial<MappingInput> = {}): MappingInput => ({
  attendees: [
    { email: 'Riley.Rep@northwind.example', name: 'Riley Rep', isInternal: true },
    { email: 'Jane.Buyer@Bluefin.example', name: 'Jane Buyer' },
  ],
  internalDomains: ['northwind.example'],
  accounts: [
    { id: 1, crmAccountId: '001A', name: 'Bluefin Labs', domain: 'bluefin.example' },
    { id: 2, crmAccountId: '001B', name: 'Cobalt Inc', domain: 'cobalt.example' },
  ],
  contacts: [],
  deals: [deal(10)],
  ...over,
})

describe('automatic deal mapping — "attendee e-mail domains → account → open deals, owner, recency"', () => {
  it.each<[string, Partial<MappingInput>, number | null]>([
    ["the only open deal of the attendee's account", {}, 10],
    ['no external attendee: nothing to map', { attendees: [{ email: 'riley.rep@northwind.example' }] }, null],
    ['an attendee of an account without deals', { deals: [deal(10, { accountId: 2 })] }, null],
    ['closed deals are never chosen', { deals: [deal(10, { isClosed: true })] }, null],
    [
      'a deal whose owner attended wins over a more recent one',
      {
        deals: [
          deal(10, { lastActivityAt: '2026-10-01T00:00:00Z' }),
          deal(11, { ownerEmail: 'riley.rep@northwind.example', createdDate: '2025-01-01T00:00:00Z' }),
        ],
      },
      11,
    ],
    [
      'then the most recently active',
      { deals: [deal(10, { lastActivityAt: '2026-03-01T00:00:00Z' }), deal(11, { lastActivityAt: '2026-09-01T00:00:00Z' })] },
      11,
    ],
    [
      'activity or creation, whichever is later',
      { deals: [deal(10, { createdDate: '2026-10-01T00:00:00Z' }), deal(11, { lastActivityAt: '2026-09-01T00:00:00Z' })] },
      10,
    ],
    [
      'a deal that existed at the call comes before one created after it',
      {
        callAt: '2026-06-01T00:00:00Z',
        deals: [deal(10, { createdDate: '2026-01-01T00:00:00Z' }), deal(11, { createdDate: '2026-07-01T00:00:00Z' })],
      },
      10,
    ],
    ['a tie goes to the newest id', { deals: [deal(10), deal(12), deal(11)] }, 12],
    [
      'an attendee tied by a CRM contact e-mail, not the domain',
      {
        attendees: [{ email: 'jo@gmail.example', name: 'Jo' }],
        contacts: [{ email: 'JO@gmail.example', name: 'Jo', accountId: 2 }],
        deals: [deal(10), deal(20, { accountId: 2 })],
      },
      20,
    ],
    [
      "the host's own domain is never an account",
      {
        accounts: [{ id: 1, crmAccountId: '001A', name: 'Us', domain: 'northwind.example' }],
        attendees: [{ email: 'riley.rep@northwind.example' }],
      },
      null,
    ],
  ])('%s', (_case, over, expected) => {
    expect(chooseDeal(input(over))?.deal.id ?? null).toBe(expected)
  })

  it("explains the choice with the spec's deal explainability fields", () => {
    const chosen = chooseDeal(input({ deals: [deal(10), deal(11, { ownerEmail: 'riley.rep@northwind.example', ownerName: 'Riley Rep' })] }))
    expect(chosen?.explanation).toEqual({
      attendees_data: { external_attendees: ['jane.buyer@bluefin.example'], external_attendees_size: 1 },
      prospect: 'Jane Buyer',
      prospect_email: 'jane.buyer@bluefin.example',
      account: '001A',
      account_name: 'Bluefin Labs',
      owner: 'Riley Rep',
      owner_email: 'riley.rep@northwind.example',
      open: true,
      rule: 'owner_attendee',
      candidates: 2,
    })
  })

  it('ranks every candidate for the Suggested tab, best first', () => {
    expect(
      rankDeals(input({ deals: [deal(10), deal(11, { lastActivityAt: '2026-09-01T00:00:00Z' }), deal(12, { isClosed: true })] })).map((r) => r.deal.id),
    ).toEqual([11, 10])
  })

  it('explains a deal the rule did not choose, naming the prospect only when one belongs to its account', () => {
    const own = explainDeal(input(), deal(10, { isClosed: true }))
    expect(own).toMatchObject({ prospect_email: 'jane.buyer@bluefin.example', account_name: 'Bluefin Labs', open: false, rule: 'not_chosen' })
    const other = explainDeal(input(), deal(20, { accountId: 2 }))
    expect(other).toMatchObject({ prospect: null, prospect_email: null, account_name: 'Cobalt Inc' })
  })

  it('reads domains and external attendees without case, once each', () => {
    expect(emailDomain('A@B.Example ')).toBe('b.example')
    expect(emailDomain('not-an-email')).toBe('')
    expect(externalAttendees([{ email: 'X@y.example' }, { email: 'x@Y.example' }, { email: 'me@us.example' }], ['US.example']).map((a) => a.email)).toEqual([
      'x@y.example',
    ])
  })
})

describe('deal tag editing — "allowed only if the user\'s email is among the attendees, or the user is company_admin or super_admin, or the user\'s company equals the attendee company"', () => {
  const rep = { email: 'riley.rep@northwind.example', user_role: 'user', companyName: 'Northwind Analytics' }
  it.each<[string, typeof rep, string[], string[], boolean]>([
    ['an attendee (e-mail without case)', rep, ['Riley.Rep@northwind.example'], [], true],
    ['a company admin', { ...rep, user_role: 'company_admin' }, [], [], true],
    ['a super admin', { ...rep, user_role: 'super_admin' }, [], [], true],
    ["the attendee company is the user's", rep, [], ['northwind analytics'], true],
    ['anyone else', rep, ['x@bluefin.example'], ['Bluefin Labs'], false],
  ])('%s → %s', (_who, viewer, emails, companies, allowed) => {
    expect(canEditDealTag(viewer, emails, companies)).toBe(allowed)
  })

  it("asks 'Is this call mapped to the wrong deal, {deal}?'", () => {
    expect(wrongDealQuestion('Bluefin renewal')).toBe('Is this call mapped to the wrong deal, Bluefin renewal?')
  })
})
