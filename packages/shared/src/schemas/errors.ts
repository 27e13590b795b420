import { z } from 'zod'

/** The one error shape of every API answer. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
})
export type TApiError = z.infer<typeof ZApiError>

/** The spec's unauthorized messages: a 401 carrying one of these clears the session. */
export const UNAUTHORIZED_MESSAGES = ['Authorization Header missing', 'Authorization Header incorrect', 'Unauthorized', 'Not authorized.'] as const
export const GENERIC_ERROR = 'Something went wrong. Please try again.'
