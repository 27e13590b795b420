import { wantsBot } from '@parley/shared/rules/notetaker-decision'
import type { Database, Db } from '../../db/client'
import { findCompanySettings } from '../companies'
import { companiesWithUnknownWishes, findWishFacts, saveWishes, type WishFacts, type WishScope } from './bot-wishes.repository'
import { flagsOf, overrideOf } from './meeting-bot-decision'

/** The owner's own wish for one copy: the shared rule on the copy's facts and its owner's settings. */
export function wishOf(facts: WishFacts, companyDomains: readonly string[]): boolean {
  return wantsBot({
    meeting: { meetingUrl: facts.meetingUrl, organizerEmail: facts.organizerEmail, attendeeEmails: facts.attendeeEmails },
    user: { email: facts.email, notetakerEnabled: facts.notetakerEnabled, flags: flagsOf(facts) },
    companyDomains,
    override: overrideOf(facts),
  })
}

/** Decides and stores the wishes of the scope's copies (only those that changed are written). Returns how many changed. */
export async function refreshBotWishes(tx: Db, scope: WishScope, companyDomains: readonly string[]): Promise<number> {
  const facts = await findWishFacts(tx, scope)
  const changed = facts.flatMap((f) => {
    const wanted = wishOf(f, companyDomains)
    return wanted === f.botWanted ? [] : [{ id: f.id, wanted }]
  })
  return saveWishes(tx, changed)
}

const BATCH = 2_000

/**
 * The calendar cron's catch-up: upcoming copies written by paths that do not decide wishes (the demo generator, an
 * upgrade from before stored wishes, a change of the company's domains) get theirs, a batch per transaction.
 */
export async function fillUnknownWishes(db: Database, now: Date): Promise<number> {
  let filled = 0
  for (const companyId of await companiesWithUnknownWishes(db.system, now)) {
    for (;;) {
      const done = await db.withTenant(companyId, async (tx) => {
        const domains = (await findCompanySettings(tx, companyId))?.domains ?? []
        const facts = await findWishFacts(tx, { companyId, after: now, unknownOnly: true, limit: BATCH })
        await saveWishes(
          tx,
          facts.map((f) => ({ id: f.id, wanted: wishOf(f, domains) })),
        )
        return facts.length
      })
      filled += done
      if (done < BATCH) break
    }
  }
  return filled
}
