import { describe, expect, it } from 'vitest'
import type { TSpeakerSide } from '@parley/shared/schemas/analysis'
import { createSpeakerMatcher, nameKey, sideOfEmail, type TranscriptParticipant } from './speaker-side'

const domains = ['northwind.example']

describe('sideOfEmail — "rep or prospect — decided from attendee e-mails and the company\'s domains"', () => {
  it.each([
    ['sam@northwind.example', domains, 'rep'],
    ['Sam@NorthWind.Example', domains, 'rep'],
    ['sam@eu.northwind.example', domains, 'rep'],
    ['sam@northwind.example.evil.com', domains, 'prospect'],
    ['sam@notnorthwind.example', domains, 'prospect'],
    ['jane@bluefin.example', domains, 'prospect'],
    ['jane@bluefin.example', ['@Bluefin.example', 'www.northwind.example'], 'rep'],
    [null, domains, 'unknown'],
    ['', domains, 'unknown'],
    ['not-an-email', domains, 'unknown'],
    ['jane@bluefin.example', [], 'unknown'],
  ] as const)('%s with %j → %s', (email, companyDomains, side) => {
    expect(sideOfEmail(email, companyDomains)).toBe(side)
  })
})

describe('nameKey', () => {
  it.each([
    ['Jane Buyer', 'jane buyer'],
    ['  JANE   buyer ', 'jane buyer'],
    ['José Núñez', 'jose nunez'],
    ["Seán O'Brien", 'sean o brien'],
    ['Priya Shah (Bluefin)', 'priya shah'],
    ['Jane Buyer [External]', 'jane buyer'],
    ['Buyer, Jane', 'jane buyer'],
    ['Jean-Luc Picard', 'jean luc picard'],
  ])('%s → %s', (name, key) => {
    expect(nameKey(name)).toBe(key)
  })
})

describe('createSpeakerMatcher — unknown speakers are marked unknown rather than guessed', () => {
  const sam = { name: 'Sam Rep', email: 'sam.rep@northwind.example' }
  const jane = { name: 'Jane Buyer', email: 'jane@bluefin.example' }
  const janeDoe = { name: 'Jane Doe', email: 'jane.doe@bluefin.example' }
  const janeRep = { name: 'Jane Roe', email: 'jane.roe@northwind.example' }
  const priya = { name: null, email: 'priya.shah@bluefin.example' }
  const guest = { name: 'Alex Guest', email: null }
  const mary = { name: 'Mary Ann Smith', email: 'mary@bluefin.example' }
  const jose = { name: 'José Núñez', email: 'jose@bluefin.example' }
  const janeOnly = { name: 'Jane', email: 'jane@bluefin.example' }

  it.each([
    ['full name', [sam, jane], 'Sam Rep', null, 'rep', sam],
    ['case and accents', [sam, jose], 'jose NUNEZ', null, 'prospect', jose],
    ['Outlook order', [sam, jane], 'Rep, Sam', null, 'rep', sam],
    ['company suffix', [sam, jane], 'Jane Buyer (Bluefin)', null, 'prospect', jane],
    ['first name, unique', [sam, jane], 'Jane', null, 'prospect', jane],
    ['first name, two Janes on the same side: side known, person not', [sam, jane, janeDoe], 'Jane', null, 'prospect', null],
    ['first name, two Janes on different sides: unknown', [sam, jane, janeRep], 'Jane', null, 'unknown', null],
    ['a different surname is not a match', [sam, jane], 'Jane Smith', null, 'unknown', null],
    ['first and last name, middle name ignored', [mary], 'Mary Smith', null, 'prospect', mary],
    ['participant known only by e-mail', [sam, priya], 'Priya Shah', null, 'prospect', priya],
    ['participant known by first name only', [sam, janeOnly], 'Jane Buyer', null, 'prospect', janeOnly],
    ['participant without e-mail: matched but side unknown', [sam, guest], 'Alex Guest', null, 'unknown', guest],
    ['nobody by that name', [sam, jane], 'Chris Other', null, 'unknown', null],
    ['no speaker name', [sam, jane], null, null, 'unknown', null],
    ['the transcript gives the e-mail', [sam, jane], 'Someone', 'jane@bluefin.example', 'prospect', jane],
    ['an e-mail outside the participants still has a domain', [sam], 'Someone', 'new@northwind.example', 'rep', null],
    ['an e-mail as the speaker name', [sam, jane], 'sam.rep@northwind.example', null, 'rep', sam],
    ['one person listed twice (same e-mail)', [sam, jane, { ...jane }], 'Jane Buyer', null, 'prospect', jane],
    ['one person listed with and without e-mail', [sam, { name: 'Jane Buyer', email: null }, jane], 'Jane', null, 'prospect', jane],
  ] as [string, TranscriptParticipant[], string | null, string | null, TSpeakerSide, TranscriptParticipant | null][])(
    '%s',
    (_name, participants, speaker, email, side, participant) => {
      expect(createSpeakerMatcher(participants, domains)(speaker, email)).toEqual({ side, participant })
    },
  )
})
