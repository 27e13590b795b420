import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import { useProfile } from '../../../api/getProfile'
import { actorFromProfile } from '../../../lib/actor'

/** Whether the viewer reads every company (super admin), their own company and the subtitle naming the scope. */
export function useReportAccess(): { ready: boolean; superAdmin: boolean; companyId: number | null; scope: string } {
  const { data: profile } = useProfile()
  if (!profile) return { ready: false, superAdmin: false, companyId: null, scope: '' }
  const superAdmin = isSuperAdmin(actorFromProfile(profile))
  return { ready: true, superAdmin, companyId: profile.company_id, scope: superAdmin ? 'Every company' : profile.company_name }
}
