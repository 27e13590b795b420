import { describe, expect, it } from 'vitest'
import { describeDetails } from './auditDetails'

describe('audit details in words', () => {
  it.each([
    [{ patch: { dialerFilter: true, domains: ['a.example'] } }, 'Dialer calls filter: on; E-mail domains: a.example'],
    [{ changes: { name: { from: 'A', to: 'B' }, nominations: { from: ['User'], to: ['User', 'Manager'] } } }, 'name: A → B; nominations: User → User, Manager'],
    [{ from: 'active', to: 'cancelled' }, 'active → cancelled'],
    [{ via: 'demo' }, 'via: demo'],
    [{}, ''],
    [{ by_company: 1 }, ''],
  ])('%j', (details, expected) => {
    expect(describeDetails({ details })).toBe(expected)
  })
})
