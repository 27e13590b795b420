import { meetingTiming } from '@parley/shared/rules/meeting-timing'
import { saveWishes } from '../calendar'
import { findCompanySettings } from '../companies'
import { groupEventIds, loadMeetingGroup, type MeetingGroup, senderEventId } from './meeting-group'
import type { NotetakerDeps } from './notetaker-deps'
import {
  type BotRow,
  findActiveBots,
  findEvent,
  findUserEmail,
  insertBot,
  listScheduledBotEventIds,
  listUpcomingLinkedEventIds,
  type NotetakerEvent,
  saveJoinsFlag,
  updateBot,
} from './notetaker.repository'

/** How far ahead bots are scheduled: the calendar sync's window, the next 2 weeks. */
export const SCHEDULE_AHEAD_MS = 15 * 86_400_000

export type ScheduleOutcome = 'created' | 'kept' | 'moved' | 'removed' | 'none' | 'skipped'

const nowOf = (deps: NotetakerDeps) => deps.now?.() ?? new Date()

/** The metadata echoed in webhooks: where the recording belongs (strings only, Recall's rule). */
const botMetadata = (event: NotetakerEvent, rep: { email: string; name: string } | undefined) => ({
  parley_company_id: String(event.companyId),
  parley_event_id: String(event.id),
  rep_email: rep?.email ?? '',
  rep_name: rep?.name ?? '',
})

/** Sends a bot for this copy of the meeting (join_at null: now) and records it. */
export async function createBotFor(deps: NotetakerDeps, event: NotetakerEvent, joinAt: Date | null): Promise<BotRow | null> {
  const provider = deps.provider
  if (!provider || !event.meetingUrl) return null
  const rep = event.userId === null ? undefined : await deps.db.withTenant(event.companyId, (tx) => findUserEmail(tx, event.userId as number))
  const { externalBotId } = await provider.createBot({
    meetingUrl: event.meetingUrl,
    joinAt,
    botName: deps.config.notetaker.botName,
    metadata: botMetadata(event, rep),
  })
  return deps.db.withTenant(event.companyId, (tx) =>
    insertBot(tx, {
      companyId: event.companyId,
      calendarEventId: event.id,
      provider: provider.id,
      externalBotId,
      meetingUrl: event.meetingUrl as string,
      joinAt,
      status: 'scheduled',
    }),
  )
}

/** Unschedules a bot that has not left for the call; a dispatched one is left alone (botControl removes it). */
async function unschedule(deps: NotetakerDeps, companyId: number, bot: BotRow): Promise<boolean> {
  const provider = deps.providers[bot.provider as keyof NotetakerDeps['providers']]
  if (!provider || bot.status !== 'scheduled') return false
  const result = await provider.deleteScheduledBot(bot.externalBotId)
  if (result === 'dispatched') return false
  await deps.db.withTenant(companyId, (tx) => updateBot(tx, bot.id, { status: 'removed' }))
  return true
}

/**
 * Two reps' reconciles of one meeting may both create a bot: the oldest active bot stays, later ones are unscheduled
 * (optimistic, so no transaction is held across the provider call).
 */
async function dropDuplicates(deps: NotetakerDeps, group: MeetingGroup): Promise<void> {
  const active = await deps.db.withTenant(group.event.companyId, (tx) => findActiveBots(tx, groupEventIds(group)))
  for (const extra of active.slice(1)) await unschedule(deps, group.event.companyId, extra)
}

/**
 * Brings one meeting's bot in line with the decision rule: the sending rep's copy holds one scheduled bot (join_at =
 * start), nobody wanting it means no scheduled bot. Only meetings that have not started are touched; a meeting in
 * progress is the in-call buttons' business. Idempotent: running it twice changes nothing.
 */
export async function reconcileMeeting(deps: NotetakerDeps, ref: { companyId: number; calendarEventId: number }): Promise<ScheduleOutcome> {
  const now = nowOf(deps)
  const state = await deps.db.withTenant(ref.companyId, async (tx) => {
    const event = await findEvent(tx, ref.calendarEventId)
    if (!event) return { event: undefined, group: null, bots: await findActiveBots(tx, [ref.calendarEventId]) }
    const settings = await findCompanySettings(tx, ref.companyId)
    const group = await loadMeetingGroup(tx, event, settings?.domains ?? [], now)
    // Repairs wishes a path that does not decide them left behind (the list trusts them); never waits on a writer.
    await saveWishes(tx, group.staleWishes, { skipLocked: true })
    await saveJoinsFlag(tx, event.id, group.ownerDecision.joins)
    return { event, group, bots: await findActiveBots(tx, groupEventIds(group)) }
  })
  const { event, group, bots } = state
  // A cancelled or deleted event: its scheduled bot goes.
  if (!event || !group) {
    let removed = false
    for (const bot of bots) removed = (await unschedule(deps, ref.companyId, bot)) || removed
    return removed ? 'removed' : 'none'
  }
  if (meetingTiming(event.startAt, event.endAt, now) !== 'before_start') return 'skipped'
  const target = senderEventId(group)
  if (target === null) {
    let removed = false
    for (const bot of bots) removed = (await unschedule(deps, ref.companyId, bot)) || removed
    return removed ? 'removed' : 'none'
  }
  const current = bots[0]
  if (current) {
    const stale = current.status === 'scheduled' && (current.meetingUrl !== event.meetingUrl || current.joinAt?.getTime() !== event.startAt.getTime())
    if (!stale) {
      if (current.calendarEventId === target) return 'kept'
      await deps.db.withTenant(ref.companyId, (tx) => updateBot(tx, current.id, { calendarEventId: target }))
      return 'moved'
    }
    // A moved meeting or a new link: replace the scheduled bot rather than patch it (Recall's PATCH needs 10 min).
    await unschedule(deps, ref.companyId, current)
  }
  const senderEvent = target === event.id ? event : await deps.db.withTenant(ref.companyId, (tx) => findEvent(tx, target))
  if (!senderEvent) return 'none'
  const created = await createBotFor(deps, senderEvent, senderEvent.startAt)
  if (!created) return 'none'
  await dropDuplicates(deps, group)
  return 'created'
}

/** After a calendar sync or a settings change: every upcoming linked meeting of the user, and bots on dropped ones. */
export async function reconcileBotsForUser(deps: NotetakerDeps, ref: { companyId: number; userId: number }): Promise<Record<ScheduleOutcome, number>> {
  const now = nowOf(deps)
  const ids = await deps.db.withTenant(ref.companyId, async (tx) => [
    ...new Set([
      ...(await listUpcomingLinkedEventIds(tx, ref.userId, now, new Date(now.getTime() + SCHEDULE_AHEAD_MS))),
      ...(await listScheduledBotEventIds(tx, ref.userId)),
    ]),
  ])
  const counts: Record<ScheduleOutcome, number> = { created: 0, kept: 0, moved: 0, removed: 0, none: 0, skipped: 0 }
  for (const calendarEventId of ids) counts[await reconcileMeeting(deps, { companyId: ref.companyId, calendarEventId })]++
  return counts
}
