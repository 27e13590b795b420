import { z } from 'zod'
import { ZCompanySettings } from './company-settings'

export const USER_ROLES = ['user', 'company_admin', 'super_admin'] as const
export const ZUserRole = z.enum(USER_ROLES)
export type TUserRole = z.infer<typeof ZUserRole>
export const ZPolicy = z.enum(['edit', 'view'])
export type TPolicy = z.infer<typeof ZPolicy>

export const ZLicense = z.object({ id: z.number(), title: z.string(), onboarded_status: z.boolean() })

/** GET /api/profile and the login response's user. */
export const ZProfile = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  function: z.string().nullable(),
  user_department: z.string().nullable(),
  user_managers: z.array(z.string()),
  user_licenses: z.array(ZLicense),
  user_platform: z.string().nullable(),
  user_role: ZUserRole,
  is_manager: z.boolean(),
  policy: ZPolicy,
  company_id: z.number(),
  company_name: z.string(),
  parley_domain: z.string(),
  crm_name: z.string().nullable(),
  company_meta_data: z.object({
    overhaul_enabled: z.boolean(),
    overhaul_force_redirect: z.boolean(),
    overhaul_domain: z.string(),
  }),
  company_settings: ZCompanySettings,
  calendar_integrated: z.boolean(),
  calendar_last_synced_at: z.string().nullable(),
  meta_data: z.object({
    calendar_sync_pending: z.boolean(),
    disconnected_calendar_service_provider: z.string().nullable(),
  }),
  google_calendar_link: z.string(),
  microsoft_calendar_link: z.string(),
  zoom_authenticated: z.boolean(),
  user_ms_teams_authenticated: z.boolean(),
  msteams_authenticated: z.boolean(),
  crm_access_status: z.string().nullable(),
  post_meeting_email_nomination_status: z.boolean(),
  delete_meeting_allowed: z.boolean(),
  has_completed_onboarding: z.boolean(),
  anonymous: z.boolean(),
  impersonating: z.boolean(),
})
export type TProfile = z.infer<typeof ZProfile>
