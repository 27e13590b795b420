import type { TProfile } from '@parley/shared/schemas/user'
import { lazy, Suspense } from 'react'
import { toHttpsUrl } from '../../lib/format'

// Only companies moving to the new version see these dialogs; everyone else never downloads them (or antd's Progress).
const OptionalUpgradeModal = lazy(() => import('./UpgradeDialogs').then((m) => ({ default: m.OptionalUpgradeModal })))
const ForcedRedirectModal = lazy(() => import('./UpgradeDialogs').then((m) => ({ default: m.ForcedRedirectModal })))

/**
 * An optional upgrade prompt once per user in this browser, 1 s after load; or, when the
 * redirect is forced, a 5-second countdown and then the new domain.
 */
export function UpgradeModals({ profile, impersonating }: { profile: TProfile; impersonating: boolean }) {
  const { overhaul_enabled, overhaul_force_redirect, overhaul_domain } = profile.company_meta_data
  const target = toHttpsUrl(overhaul_domain)
  if (!target) return null
  // An impersonating admin is looking at this account from the old product; never bounce them away.
  const dialog =
    overhaul_force_redirect && !impersonating ? (
      <ForcedRedirectModal target={target} />
    ) : overhaul_enabled ? (
      <OptionalUpgradeModal target={target} userId={profile.id} />
    ) : null
  return dialog ? <Suspense fallback={null}>{dialog}</Suspense> : null
}
