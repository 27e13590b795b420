import type { TProfile } from '@parley/shared/schemas/user'
import type { AppDeps } from '../../platform/deps'
import { actorOf, type AuthContext } from '../../platform/auth/authenticate'
import { forbidden } from '../../platform/errors'
import { findProfileExtras, findSessionUser, markOnboardingComplete, type SessionUser } from './users.repository'

/** GET /profile: the spec's User for the signed-in user. */
export async function getProfile(deps: AppDeps, auth: AuthContext): Promise<TProfile> {
  const u = auth.user
  const extras = await deps.db.withTenant(u.companyId, (tx) => findProfileExtras(tx, u.id))
  return toProfile(deps, u, extras, Boolean(auth.impersonatorId))
}

export function toProfile(deps: AppDeps, u: SessionUser, extras: Awaited<ReturnType<typeof findProfileExtras>>, impersonating: boolean): TProfile {
  const base = deps.config.publicUrl
  const meta = u.metaData as {
    crm_access_status?: string
    zoom_authenticated?: boolean
    msteams_authenticated?: boolean
    user_ms_teams_authenticated?: boolean
  }
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    function: u.function,
    user_department: u.department,
    user_managers: extras.managerEmails,
    user_licenses: extras.licenses,
    user_platform: u.platform,
    user_role: u.userRole,
    is_manager: u.isManager,
    policy: u.policy,
    company_id: u.companyId,
    company_name: u.companyName,
    parley_domain: u.parleyDomain ?? '',
    crm_name: u.crmName,
    company_meta_data: {
      overhaul_enabled: u.settings.overhaulEnabled,
      overhaul_force_redirect: u.settings.overhaulForceRedirect,
      overhaul_domain: u.settings.overhaulDomain,
    },
    company_settings: u.settings,
    calendar_integrated: extras.calendar.connected,
    calendar_last_synced_at: extras.calendar.lastSyncedAt?.toISOString() ?? null,
    meta_data: {
      calendar_sync_pending: extras.calendar.syncPending,
      disconnected_calendar_service_provider: extras.calendar.disconnectedProvider,
    },
    google_calendar_link: `${base}/api/calendar/google/connect`,
    microsoft_calendar_link: `${base}/api/calendar/microsoft/connect`,
    zoom_authenticated: meta.zoom_authenticated ?? false,
    user_ms_teams_authenticated: meta.user_ms_teams_authenticated ?? false,
    msteams_authenticated: meta.msteams_authenticated ?? false,
    crm_access_status: meta.crm_access_status ?? null,
    post_meeting_email_nomination_status: u.postMeetingEmail,
    delete_meeting_allowed: u.deleteMeetingAllowed,
    has_completed_onboarding: u.hasCompletedOnboarding,
    anonymous: false,
    impersonating,
  }
}

/** POST /users/onboarding/status: a user marks only their own onboarding done. */
export async function completeOnboarding(deps: AppDeps, auth: AuthContext, userId: number): Promise<{ hasCompletedOnboarding: boolean }> {
  if (userId !== auth.user.id) throw forbidden('You can only complete your own onboarding.')
  await deps.db.withTenant(auth.user.companyId, (tx) => markOnboardingComplete(tx, userId))
  return { hasCompletedOnboarding: true }
}

/** The login response's user for a freshly minted token. */
export async function profileForToken(deps: AppDeps, jwt: string): Promise<TProfile | undefined> {
  const claims = await deps.tokens.verify(jwt)
  const user = claims && (await findSessionUser(deps.db, claims.userId, claims.companyId))
  if (!user) return undefined
  return getProfile(deps, { user, settings: user.settings, actor: actorOf(user) })
}
