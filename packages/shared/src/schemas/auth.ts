import { z } from 'zod'
import { ZProfile } from './user'

/** Login response: jwt and user, or errors / a single error. */
export const ZLoginResponse = z.object({
  jwt: z.string().optional(),
  user: ZProfile.optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  error: z.string().optional(),
})
export type TLoginResponse = z.infer<typeof ZLoginResponse>

export const ZDemoUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
  label: z.string(),
})
/** GET /api/auth/demo-users: demo users grouped by role label; 404 unless DEMO=1. */
export const ZDemoUsers = z.object({ groups: z.array(z.object({ role: z.string(), users: z.array(ZDemoUser) })) })
export type TDemoUsers = z.infer<typeof ZDemoUsers>

export const ZDemoLogin = z.object({ user_id: z.number().int().positive() }).strict()

/** GET /api/auth/providers: which sign-in providers are configured. */
export const ZAuthProviders = z.object({ google: z.boolean(), microsoft: z.boolean(), demo: z.boolean() })
export type TAuthProviders = z.infer<typeof ZAuthProviders>

export const PARTNER_SOURCES = ['ai-amplify', 'hp-bundle'] as const
export const PARTNER_CONSENT_ERROR = 'Please agree to the Privacy Policy and Terms & Conditions.'
