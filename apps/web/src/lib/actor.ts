import type { Actor } from '@parley/shared/rules/capabilities'
import type { TProfile } from '@parley/shared/schemas/user'

/** The permission facts of the signed-in user; company switches come from company_settings. */
export function actorFromProfile(profile: TProfile): Actor {
  return {
    user_role: profile.user_role,
    is_manager: profile.is_manager,
    policy: profile.policy,
    function: profile.function,
    settings: profile.company_settings,
  }
}
