import type { TProfile } from '@parley/shared/schemas/user'
import { lazy, Suspense } from 'react'

// Only overhaul-enabled companies see the banner; everyone else never downloads it.
const OverhaulAlert = lazy(() => import('./OverhaulAlert').then((m) => ({ default: m.OverhaulAlert })))

/** Invites users of overhaul-enabled companies to the new version. */
export function OverhaulBanner({ profile }: { profile: TProfile }) {
  const { overhaul_enabled, overhaul_domain } = profile.company_meta_data
  if (!overhaul_enabled || !overhaul_domain.trim()) return null
  return (
    <Suspense fallback={null}>
      <OverhaulAlert domain={overhaul_domain} />
    </Suspense>
  )
}
