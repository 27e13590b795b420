import { meetingTiming } from '@parley/shared/rules/meeting-timing'
import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { checkMeetingUrl, instantRecordingTitle } from '@parley/shared/rules/instant-recording'
import {
  NOTETAKER_MESSAGES,
  NOTETAKER_SCHEDULED_MESSAGE,
  type TBotControlBody,
  type TImpromptuEventBody,
  type TImpromptuEventResponse,
  type TUpdateBotScheduleBody,
  type TUpdateBotScheduleResponse,
} from '@parley/shared/schemas/notetaker'
import type { AuthContext } from '../../platform/auth/authenticate'
import { saveWishes } from '../calendar'
import { refreshBotWishes } from '../calendar/bot-wishes.service'
import { AppError, badRequest, notFound } from '../../platform/errors'
import { groupEventIds, loadMeetingGroup } from './meeting-group'
import type { NotetakerDeps } from './notetaker-deps'
import { enqueueNotetakerSchedule } from './notetaker.job'
import { findActiveBots, findOwnEvent, insertInstantEvent, saveOverride, updateBot } from './notetaker.repository'
import { createBotFor, reconcileMeeting } from './notetaker-schedule.service'
import { NotetakerProviderError } from './providers/notetaker-errors'
import type { NotetakerProviderId } from './providers/notetaker-provider'

/** One hour, the same length the calendar sync gives an event without an end. */
const INSTANT_LENGTH_MS = 60 * 60_000

const nowOf = (deps: NotetakerDeps) => deps.now?.() ?? new Date()

/** Provider failures become a 502 with a plain message (the screen then shows its own "couldn't be sent" text). */
async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof NotetakerProviderError) throw new AppError(502, 'notetaker_unavailable', `The notetaker service refused or failed: ${err.message}`)
    throw err
  }
}

/** Schedules (or unschedules) after a choice: queued when the queue runs, else at once. */
async function scheduleSoon(deps: NotetakerDeps, ref: { companyId: number; calendarEventId: number }): Promise<void> {
  if (deps.jobs) await enqueueNotetakerSchedule(deps.jobs, ref)
  else await viaProvider(() => reconcileMeeting(deps, ref))
}

/** updateBotScheduleForMeeting: the user's own meeting, before it starts, with a link and the notetaker on. */
export async function updateBotSchedule(deps: NotetakerDeps, auth: AuthContext, body: TUpdateBotScheduleBody): Promise<TUpdateBotScheduleResponse> {
  const { user } = auth
  const now = nowOf(deps)
  const event = await deps.db.withTenant(user.companyId, (tx) => findOwnEvent(tx, user.id, { id: body.id }))
  if (!event || event.gceId !== body.gce_id) throw notFound(NOTETAKER_MESSAGES.meetingNotFound)
  if (!event.meetingUrl?.trim()) throw badRequest(NOTETAKER_REASONS.noUrl)
  const timing = meetingTiming(event.startAt, event.endAt, now)
  if (timing === 'completed') throw badRequest(NOTETAKER_REASONS.completed)
  if (timing === 'in_progress') throw badRequest(NOTETAKER_REASONS.started)
  const domains = auth.settings.domains ?? []
  const group = await deps.db.withTenant(user.companyId, async (tx) => {
    // The master toggle off disables every meeting's toggle: nothing is saved then.
    if (!(await loadMeetingGroup(tx, event, domains, now)).ownerDecision.toggleEnabled) return null
    await saveOverride(tx, event.id, body.status)
    const saved = { ...event, noteTakerAllowed: body.status, eventProperties: { ...event.eventProperties, updatedByUser: true } }
    const group = await loadMeetingGroup(tx, saved, domains, now)
    // The choice is this copy's wish now (the Upcoming lists of the other reps in the call read it).
    await saveWishes(tx, group.staleWishes, { skipLocked: true })
    return group
  })
  if (!group) throw badRequest(NOTETAKER_MESSAGES.notetakerOff)
  await scheduleSoon(deps, { companyId: user.companyId, calendarEventId: event.id })
  return {
    message: body.status ? NOTETAKER_MESSAGES.enabled : NOTETAKER_MESSAGES.disabled,
    data: { note_taker_allowed: body.status, global_note_taker_allowed: group.ownerDecision.joins },
  }
}

/**
 * botControlForOngoingMeeting: send a bot into a meeting in progress now, or take the company's bot out of it.
 * Answers null for 204, or a message for 200 (the bot is already there / already gone).
 */
export async function botControl(deps: NotetakerDeps, auth: AuthContext, body: TBotControlBody): Promise<{ message: string } | null> {
  const { user } = auth
  const now = nowOf(deps)
  const found = await deps.db.withTenant(user.companyId, async (tx) => {
    const event = await findOwnEvent(tx, user.id, { gceId: body.gce_id })
    if (!event) return null
    const group = await loadMeetingGroup(tx, event, auth.settings.domains ?? [], now)
    return { event, bots: await findActiveBots(tx, groupEventIds(group)) }
  })
  if (!found) throw notFound(NOTETAKER_MESSAGES.meetingNotFound)
  const { event, bots } = found
  if (meetingTiming(event.startAt, event.endAt, now) !== 'in_progress') throw badRequest(NOTETAKER_MESSAGES.notInProgress)
  if (body.bot_action === 'send') {
    if (!event.meetingUrl?.trim()) throw badRequest(NOTETAKER_REASONS.noUrl)
    if (bots.some((b) => b.status === 'joining' || b.status === 'in_call')) return { message: NOTETAKER_MESSAGES.alreadyInCall }
    // A scheduled bot of a meeting in progress was due at the start: it is joining, not yet reported.
    if (bots.length > 0) return { message: NOTETAKER_MESSAGES.alreadyOnItsWay }
    if (!deps.provider) throw badRequest(NOTETAKER_MESSAGES.notConfigured)
    await viaProvider(() => createBotFor(deps, event, null))
    return null
  }
  if (bots.length === 0) throw badRequest(NOTETAKER_MESSAGES.notInCall)
  let left = false
  for (const bot of bots) {
    const provider = deps.providers[bot.provider as NotetakerProviderId]
    if (!provider) continue
    const outcome = await viaProvider(async () => {
      if (bot.status === 'scheduled' && (await provider.deleteScheduledBot(bot.externalBotId)) !== 'dispatched') return 'unscheduled'
      return provider.leaveCall(bot.externalBotId)
    })
    if (outcome === 'unscheduled') await deps.db.withTenant(user.companyId, (tx) => updateBot(tx, bot.id, { status: 'removed' }))
    left = left || outcome !== 'not_in_call'
  }
  return left ? null : { message: NOTETAKER_MESSAGES.alreadyLeft }
}

/** impromptuEvent: an instant recording — an event of its own, starting now, with a bot sent at once. */
export async function startInstantRecording(deps: NotetakerDeps, auth: AuthContext, body: TImpromptuEventBody): Promise<TImpromptuEventResponse> {
  const check = checkMeetingUrl(body.meeting_url)
  if (!check.ok) throw badRequest(check.message, [{ field: 'meeting_url', message: check.message }])
  if (!deps.provider) throw badRequest(NOTETAKER_MESSAGES.notConfigured)
  const now = nowOf(deps)
  const { user } = auth
  const event = await deps.db.withTenant(user.companyId, async (tx) => {
    const inserted = await insertInstantEvent(tx, {
      companyId: user.companyId,
      userId: user.id,
      title: instantRecordingTitle(body.title) ?? `Instant recording (${check.platform.replace('_', ' ')})`,
      meetingUrl: check.url,
      meetingPlatform: check.platform,
      startAt: now,
      endAt: new Date(now.getTime() + INSTANT_LENGTH_MS),
      organizerEmail: user.email,
    })
    await refreshBotWishes(tx, { eventIds: [inserted.id] }, auth.settings.domains ?? [])
    return inserted
  })
  const bot = await viaProvider(() => createBotFor(deps, event, null))
  return { message: NOTETAKER_SCHEDULED_MESSAGE, data: { id: event.id, bot_id: bot?.id ?? null } }
}
