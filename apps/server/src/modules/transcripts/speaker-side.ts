import type { TSpeakerSide } from '@parley/shared/schemas/analysis'

// Rep or prospect is decided from attendee e-mails and the company's domains; unknown speakers are marked unknown
// rather than guessed.

export interface TranscriptParticipant {
  name: string | null
  email: string | null
}

export interface SpeakerMatch<P extends TranscriptParticipant = TranscriptParticipant> {
  side: TSpeakerSide
  /** The one participant the speaker is, or null when none or several match. */
  participant: P | null
}

function cleanDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/^www\./, '')
}

/**
 * rep when the e-mail's domain is one of the company's domains or a subdomain of one (eu.northwind.com),
 * prospect for any other domain, unknown without a usable e-mail or when the company lists no domain.
 */
export function sideOfEmail(email: string | null | undefined, companyDomains: readonly string[]): TSpeakerSide {
  const at = email?.lastIndexOf('@') ?? -1
  if (!email || at < 1) return 'unknown'
  const domain = cleanDomain(email.slice(at + 1))
  const ours = companyDomains.map(cleanDomain).filter(Boolean)
  if (!domain || ours.length === 0) return 'unknown'
  return ours.some((d) => domain === d || domain.endsWith(`.${d}`)) ? 'rep' : 'prospect'
}

/**
 * Case- and diacritic-insensitive name key: 'José  O'Brien (Acme)' → 'jose o brien'. Parenthesised and bracketed
 * notes (company, '(Guest)', '[External]') are dropped; 'Buyer, Jane' (Outlook order) becomes 'jane buyer'.
 */
export function nameKey(name: string): string {
  let n = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  n = n.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
  const comma = /^([^,]+),([^,]+)$/.exec(n)
  if (comma) n = `${comma[2]} ${comma[1]}`
  return n.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
}

/** 'jane.buyer@acme.com' → 'jane buyer': a participant known only by e-mail can still be matched by name. */
function nameFromEmail(email: string | null): string {
  const local = email?.split('@')[0] ?? ''
  return nameKey(local.replace(/[._+-]+/g, ' ').replace(/\d+/g, ' '))
}

interface Indexed<P> {
  participant: P
  side: TSpeakerSide
  /** nameKey split into words; empty when the participant has neither name nor e-mail. */
  tokens: string[]
}

/**
 * Builds a matcher from the call's participants. A speaker is matched by e-mail when the transcript gives one,
 * else by name: the full name first; failing that, first and last name (middle names ignored); failing that,
 * the first name alone when the speaker gives only one (or the participant is known by one). Several matches
 * are ambiguous: the participant stays null, and the side is kept only when all of them share it (two Janes from
 * acme.com are a prospect either way); otherwise 'unknown'. Nothing is guessed.
 */
export type SpeakerMatcher<P extends TranscriptParticipant = TranscriptParticipant> = (speaker: string | null, email?: string | null) => SpeakerMatch<P>

export function createSpeakerMatcher<P extends TranscriptParticipant>(participants: readonly P[], companyDomains: readonly string[]): SpeakerMatcher<P> {
  const indexed: Indexed<P>[] = participants.map((p) => {
    // The e-mail stands in for the name only when there is no name: 'jane@…' must not make Jane Buyer 'Jane'.
    const key = (p.name ? nameKey(p.name) : '') || nameFromEmail(p.email)
    return { participant: p, side: sideOfEmail(p.email, companyDomains), tokens: key ? key.split(' ') : [] }
  })
  const cache = new Map<string, SpeakerMatch<P>>()

  // The same person may be listed twice (calendar attendee and notetaker participant): one e-mail is one person,
  // and an entry without e-mail whose name equals an entry with one is that entry.
  const samePerson = (found: Indexed<P>[]): Indexed<P>[] => {
    const byEmail = new Map<string, Indexed<P>>()
    const withoutEmail: Indexed<P>[] = []
    for (const f of found) {
      const mail = f.participant.email?.trim().toLowerCase()
      if (mail) {
        if (!byEmail.has(mail)) byEmail.set(mail, f)
      } else withoutEmail.push(f)
    }
    const named = new Set([...byEmail.values()].map((f) => f.tokens.join(' ')))
    return [...byEmail.values(), ...new Set(withoutEmail.filter((f) => !named.has(f.tokens.join(' '))))]
  }

  const decide = (found: Indexed<P>[]): SpeakerMatch<P> | null => {
    const unique = samePerson(found)
    if (unique.length === 0) return null
    if (unique.length === 1) return { side: unique[0]!.side, participant: unique[0]!.participant }
    const sides = new Set(unique.map((f) => f.side))
    return { side: sides.size === 1 ? unique[0]!.side : 'unknown', participant: null }
  }

  const byName = (speaker: string): SpeakerMatch<P> => {
    const key = nameKey(speaker)
    if (!key) return { side: 'unknown', participant: null }
    const tokens = key.split(' ')
    const first = tokens[0]!
    const last = tokens.at(-1)!
    const full = decide(indexed.filter((p) => p.tokens.join(' ') === key))
    if (full) return full
    if (tokens.length > 1) {
      const firstLast = decide(indexed.filter((p) => p.tokens.length > 1 && p.tokens[0] === first && p.tokens.at(-1) === last))
      if (firstLast) return firstLast
      const knownByFirstName = decide(indexed.filter((p) => p.tokens.length === 1 && p.tokens[0] === first))
      if (knownByFirstName) return knownByFirstName
    } else {
      const firstName = decide(indexed.filter((p) => p.tokens[0] === first))
      if (firstName) return firstName
    }
    return { side: 'unknown', participant: null }
  }

  return (speaker: string | null, email?: string | null): SpeakerMatch<P> => {
    const mail = email?.trim() || (speaker?.includes('@') ? speaker.trim() : '')
    const cacheKey = `${speaker ?? ''}\u0000${mail}`
    const hit = cache.get(cacheKey)
    if (hit) return hit
    let match: SpeakerMatch<P>
    if (mail) {
      const p = indexed.find((i) => i.participant.email?.trim().toLowerCase() === mail.toLowerCase())
      match = { side: sideOfEmail(mail, companyDomains), participant: p?.participant ?? null }
    } else {
      match = speaker ? byName(speaker) : { side: 'unknown', participant: null }
    }
    cache.set(cacheKey, match)
    return match
  }
}
