import { describe, expect, it } from 'vitest'
import { type CallAccessFacts, type CallViewer, canViewCall } from './call-access'

const viewer = (over: Partial<CallViewer> = {}): CallViewer => ({
  id: 7,
  email: 'Riley.Rep@northwind.example',
  user_role: 'user',
  viewAllCompanyCalls: false,
  ...over,
})
const call = (over: Partial<CallAccessFacts> = {}): CallAccessFacts => ({
  ownerIds: [1],
  attendeeEmails: ['buyer@acme.example'],
  viewerManagesOwner: false,
  ...over,
})

describe('who may open a call — attendees by e-mail, the owner, managers up the chain, company admins ("You don\'t have access to this call! … Please reachout to call attendees to get access")', () => {
  it.each([
    ['a stranger rep', viewer(), call(), false],
    ['the owner', viewer({ id: 1 }), call(), true],
    ['an attendee, e-mail compared without case', viewer(), call({ attendeeEmails: ['riley.rep@northwind.example'] }), true],
    ["a manager up the owner's line", viewer(), call({ viewerManagesOwner: true }), true],
    ['a company admin', viewer({ user_role: 'company_admin' }), call(), true],
    ['a super admin', viewer({ user_role: 'super_admin' }), call(), true],
    ['a View Only – All Company Calls user', viewer({ viewAllCompanyCalls: true }), call(), true],
  ])('%s → %s', (_who, v, c, allowed) => {
    expect(canViewCall(v, c)).toBe(allowed)
  })
})
