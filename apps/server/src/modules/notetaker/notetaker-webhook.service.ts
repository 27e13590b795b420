import { findBotCompany, deliveryApplied, insertBotEvent, lockBot, setLatestEventType, updateBot } from './notetaker.repository'
import { nextBotStatus } from './bot-status'
import type { NotetakerDeps } from './notetaker-deps'
import { collectOrQueueRecording } from './notetaker-recording.service'
import type { NotetakerProviderId } from './providers/notetaker-provider'
import { unauthorized } from '../../platform/errors'

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_bot'

/**
 * A provider's status webhook: the signature is checked first (401 and nothing changes when it is bad, missing,
 * or a Recall delivery outside the 5-minute window); each delivery id is applied once (bot_events); the bot's status
 * and its meeting's latest_event_type follow, and `done` fetches the recording into a processed call.
 */
export async function handleNotetakerWebhook(
  deps: NotetakerDeps,
  providerId: NotetakerProviderId,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<WebhookOutcome> {
  const provider = deps.providers[providerId]
  if (!provider) throw unauthorized(`The ${providerId} notetaker is not configured.`)
  const now = deps.now?.() ?? new Date()
  const check = provider.verifyWebhook(headers, rawBody, now.getTime())
  if (!check.ok) throw unauthorized(check.reason)
  const event = check.event
  if (!event) return 'ignored'
  const companyId = await findBotCompany(deps.db.system, providerId, event.externalBotId)
  // A bot Parley did not send (or already forgot): answered 200 so the provider stops retrying.
  if (companyId === undefined) return 'unknown_bot'
  const applied = await deps.db.withTenant(companyId, async (tx) => {
    const bot = await lockBot(tx, providerId, event.externalBotId)
    if (!bot) return null
    if (await deliveryApplied(tx, bot.id, check.deliveryId)) return null
    await insertBotEvent(tx, {
      companyId,
      calendarEventId: bot.calendarEventId,
      botId: bot.id,
      eventType: event.type,
      at: event.at,
      payload: { deliveryId: check.deliveryId, subCode: event.subCode, provider: providerId, webhook: check.payload },
    })
    const status = nextBotStatus(bot.status, event.type)
    if (status === null) return { bot, done: false }
    await updateBot(tx, bot.id, { status, latestEventType: event.type })
    if (bot.calendarEventId !== null) await setLatestEventType(tx, [bot.calendarEventId], event.type)
    return { bot, done: status === 'done' }
  })
  if (!applied) return 'duplicate'
  if (applied.done) await collectOrQueueRecording(deps, { companyId, botId: applied.bot.id })
  return 'applied'
}
