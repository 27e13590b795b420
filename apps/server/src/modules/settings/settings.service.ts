import { canManageCompanyIntegrations, canTogglePrivacyNotice, canUseAdminCenter } from '@parley/shared/rules/capabilities'
import { checkNotetakerFlagsSave, SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { TNotetakerSettingsBody, TNotetakerSettingsResponse, TUpdateUserDetailsQuery } from '@parley/shared/schemas/settings'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest, forbidden, notFound } from '../../platform/errors'
import { audit } from '../../platform/audit'
import { refreshBotWishes } from '../calendar/bot-wishes.service'
import { queueNotetakerReconcile } from './notetaker-reconcile'
import {
  calendarConnectionsOf,
  companyPrivacyMessage,
  findSettingsUser,
  platformConnectionsOf,
  removeCalendarConnections,
  saveNotetakerSettings,
  savePostCallEmail,
  savePrepNotes,
  setCompanyDeleteMeetingAllowed,
  setCompanyPrivacyMessage,
} from './settings.repository'

type Message = { message: string }
const now = (deps: AppDeps) => deps.now?.() ?? new Date()

const record = (auth: AuthContext, action: string, targetType: string, targetId: number, details: Record<string, unknown>) => ({
  companyId: auth.user.companyId,
  actorUserId: auth.user.id,
  impersonatorUserId: auth.impersonatorId,
  action,
  targetType,
  targetId,
  details,
})

/** GET /users/getNotetakerSettings: the signed-in user's preferences, the Settings cards' switches and calendar state. */
export async function getNotetakerSettings(deps: AppDeps, auth: AuthContext): Promise<TNotetakerSettingsResponse> {
  const u = auth.user
  return deps.db.withTenant(u.companyId, async (tx) => {
    const row = await findSettingsUser(tx, u.id)
    if (!row) throw notFound('User not found')
    const calendars = await calendarConnectionsOf(tx, u.id)
    const platforms = await platformConnectionsOf(tx, u.id)
    const live = calendars.filter((c) => c.status === 'connected')
    const synced = calendars.map((c) => c.lastSyncedAt).filter((d): d is Date => d !== null)
    const connected = (provider: string, own: boolean) =>
      platforms.some((p) => p.provider === provider && (p.userId !== null) === own && p.status === 'connected')
    return {
      data: {
        userSettings: {
          notetaker_enabled: row.notetakerEnabled,
          ...row.flags,
          prep_notes_enabled: row.prepNotesEnabled,
          prep_note_interval: row.prepNoteInterval,
          post_call_email: row.postMeetingEmail,
          delete_meeting_allowed: row.deleteMeetingAllowed,
        },
        companySettings: { zoomCard: auth.settings.zoomCard, msTeamsCards: auth.settings.msTeamsCards, privacyNotice: auth.settings.privacyNotice },
        calendarStatus: {
          calendar_integrated: live.length > 0,
          providers: calendars.map((c) => ({ provider: c.provider, status: c.status, account_email: c.accountEmail })),
          sync_pending: live.some((c) => c.syncPending),
          last_synced_at: synced.sort((a, b) => b.getTime() - a.getTime())[0]?.toISOString() ?? null,
        },
        integrations: {
          zoom_authenticated: connected('zoom', true),
          user_ms_teams_authenticated: connected('msteams', true),
          msteams_authenticated: connected('msteams', false),
        },
      },
    }
  })
}

/** POST /users/updateNotetakerSettings: the modal's rule again on the server, then the bots are re-decided. */
export async function updateNotetakerSettings(deps: AppDeps, auth: AuthContext, body: TNotetakerSettingsBody): Promise<Message> {
  const u = auth.user
  await deps.db.withTenant(u.companyId, async (tx) => {
    const calendars = await calendarConnectionsOf(tx, u.id)
    const check = checkNotetakerFlagsSave(
      body,
      calendars.some((c) => c.status === 'connected'),
    )
    if (!check.ok) throw badRequest(check.message, [{ field: check.field, message: check.message }])
    await saveNotetakerSettings(tx, u.id, check.notetakerEnabled, check.flags)
    // Every upcoming copy's wish follows at once (other reps' Upcoming lists read them); the bots follow in the job.
    await refreshBotWishes(tx, { userId: u.id, after: now(deps) }, auth.settings.domains ?? [])
    await audit(tx, record(auth, 'settings.notetaker', 'user', u.id, { notetaker_enabled: check.notetakerEnabled, ...check.flags }))
  })
  await queueNotetakerReconcile(deps, u.companyId, u.id)
  return { message: SETTINGS_MESSAGES.settingsUpdated }
}

/** POST /update_prep_note_interval: the interval (allowed values in the schema) and/or the Receive Prep Notes toggle. */
export async function updatePrepNotes(deps: AppDeps, auth: AuthContext, change: { interval?: number; enabled?: boolean }): Promise<Message> {
  await deps.db.withTenant(auth.user.companyId, (tx) => savePrepNotes(tx, auth.user.id, change))
  return { message: SETTINGS_MESSAGES.prepUpdated }
}

const privacyAdmin = (auth: AuthContext) => {
  if (!canTogglePrivacyNotice(auth.actor)) throw forbidden('Only company admins of companies with the privacy notice can change it.')
}

/** GET /users/privacyMessageStatus (admin, companies with the privacy notice). */
export async function privacyMessageStatus(deps: AppDeps, auth: AuthContext): Promise<{ notetaker_welcome_message: boolean }> {
  privacyAdmin(auth)
  const on = await deps.db.withTenant(auth.user.companyId, (tx) => companyPrivacyMessage(tx, auth.user.companyId))
  return { notetaker_welcome_message: on }
}

/** POST /users/privacyMessageControl: the notice the bot posts on joining, for every member of the company. */
export async function privacyMessageControl(deps: AppDeps, auth: AuthContext, on: boolean): Promise<Message> {
  privacyAdmin(auth)
  await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const users = await setCompanyPrivacyMessage(tx, auth.user.companyId, on)
    await audit(tx, record(auth, 'settings.privacy_message', 'company', auth.user.companyId, { message_control: on, users }))
  })
  return { message: SETTINGS_MESSAGES.privacyUpdated }
}

/** POST /users/updateDeleteMeetingsAccess: admins of the company, for their own company only. */
export async function updateDeleteMeetingsAccess(deps: AppDeps, auth: AuthContext, body: { companyID: number; delete_meeting: boolean }): Promise<Message> {
  if (!canManageCompanyIntegrations(auth.actor)) throw forbidden('Only company admins can change who may delete meetings.')
  if (body.companyID !== auth.user.companyId) throw forbidden('You can only change your own company.')
  await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const users = await setCompanyDeleteMeetingAllowed(tx, auth.user.companyId, body.delete_meeting)
    await audit(tx, record(auth, 'settings.delete_meetings_access', 'company', auth.user.companyId, { delete_meeting: body.delete_meeting, users }))
  })
  return { message: SETTINGS_MESSAGES.deleteAccessUpdated }
}

/**
 * PUT /update_user_details query forms: remove_calendar_integration=true or post_call_email={bool}. A user may
 * change their own; admin-center users their company's (another company's user is simply not found).
 */
export async function updateUserDetailsByQuery(deps: AppDeps, auth: AuthContext, q: TUpdateUserDetailsQuery): Promise<{ message: string; user_id: number }> {
  const targetId = q.user_id ?? auth.user.id
  if (targetId !== auth.user.id && !canUseAdminCenter(auth.actor)) throw forbidden('You can only change your own settings.')
  if (q.remove_calendar_integration && q.post_call_email !== undefined) {
    throw badRequest('Send remove_calendar_integration or post_call_email, not both.', [{ field: 'post_call_email', message: 'Send one change at a time.' }])
  }
  const message = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const target = await findSettingsUser(tx, targetId)
    if (!target) throw notFound('User not found')
    if (q.remove_calendar_integration) {
      const removed = await removeCalendarConnections(tx, target.id, now(deps))
      if (removed.length === 0) throw badRequest('No calendar is connected.', [{ field: 'remove_calendar_integration', message: 'No calendar is connected.' }])
      await audit(tx, record(auth, 'settings.calendar_disconnect', 'user', target.id, { providers: removed }))
      return SETTINGS_MESSAGES.calendarDisconnected
    }
    if (q.post_call_email !== undefined) {
      await savePostCallEmail(tx, target.id, q.post_call_email)
      return SETTINGS_MESSAGES.postCallEmailUpdated
    }
    throw badRequest('Send remove_calendar_integration=true or post_call_email, or a JSON body.', [{ field: 'querystring', message: 'Nothing to change.' }])
  })
  if (q.remove_calendar_integration) await queueNotetakerReconcile(deps, auth.user.companyId, targetId)
  return { message, user_id: targetId }
}
