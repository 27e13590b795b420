import { describe, expect, it } from 'vitest'
import { applyNominationChange, chooseNomination, nominationProblem, offeredNominations, type NominationType } from './admin-nominations'

const USER = 1
const MANAGER = 2
const ADMIN = 3
const VIEW_ALL = 4
const VIEW_PARTICIPATED = 5
const types: NominationType[] = [
  { id: USER, kind: 'user' },
  { id: MANAGER, kind: 'manager' },
  { id: ADMIN, kind: 'admin' },
  { id: VIEW_ALL, kind: 'view_only_all_calls' },
  { id: VIEW_PARTICIPATED, kind: 'view_only_participated_calls' },
]

describe('"Choosing a View Only nomination replaces all others. Choosing a normal nomination removes any View Only one."', () => {
  it('a View Only choice replaces every other choice, the other View Only one included', () => {
    expect(chooseNomination([USER, MANAGER], VIEW_ALL, types)).toEqual([VIEW_ALL])
    expect(chooseNomination([VIEW_ALL], VIEW_PARTICIPATED, types)).toEqual([VIEW_PARTICIPATED])
  })

  it('a normal choice removes any View Only one and keeps the other normal ones', () => {
    expect(chooseNomination([VIEW_ALL], USER, types)).toEqual([USER])
    expect(chooseNomination([USER], MANAGER, types)).toEqual([USER, MANAGER])
  })

  it('applies the rule to a checkbox group change, and leaves unticking alone', () => {
    expect(applyNominationChange([USER, MANAGER], [USER, MANAGER, VIEW_ALL], types)).toEqual([VIEW_ALL])
    expect(applyNominationChange([VIEW_ALL], [VIEW_ALL, ADMIN], types)).toEqual([ADMIN])
    expect(applyNominationChange([USER, MANAGER], [USER], types)).toEqual([USER])
  })

  it('ignores an id the company does not offer', () => {
    expect(chooseNomination([USER], 99, types)).toEqual([USER])
  })
})

describe('"For company ids 29 and 40 there are also the View Only types" — the viewOnlyNominations setting', () => {
  it('offers the View Only types only when the setting is on', () => {
    expect(offeredNominations(types, false).map((t) => t.id)).toEqual([USER, MANAGER, ADMIN])
    expect(offeredNominations(types, true)).toHaveLength(5)
  })

  it('explains what cannot be saved', () => {
    expect(nominationProblem([USER, 42], types, true)).toBe('Nomination type 42 does not belong to this company.')
    expect(nominationProblem([VIEW_ALL], types, false)).toBe('View Only nominations are not available for this company.')
    expect(nominationProblem([VIEW_ALL, USER], types, true)).toMatch(/replaces all other/)
    expect(nominationProblem([USER, ADMIN], types, false)).toBeNull()
    expect(nominationProblem([VIEW_PARTICIPATED], types, true)).toBeNull()
  })
})
