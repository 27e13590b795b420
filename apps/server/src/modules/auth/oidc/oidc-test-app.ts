import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { loadConfig } from '../../../config'
import { registerErrorHandling } from '../../../platform/errors'
import type { SignInByEmail, SignInVia } from './oidc-login.service'
import { oidcRoutes } from './oidc.routes'

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long'

export interface OidcTestApp {
  app: FastifyInstance
  /** Every sign-in the routes asked for. */
  signIns: Array<{ email: string; via: SignInVia }>
}

/**
 * The OIDC routes in a bare Fastify app (no database): the sign-in is a stub that admits everyone except the
 * e-mails in `refuse`, and answers `jwt-for-<email>`.
 */
export async function buildOidcTestApp(env: Record<string, string>, refuse: string[] = []): Promise<OidcTestApp> {
  const config = loadConfig({ PUBLIC_URL: 'http://parley.test', LOG_LEVEL: 'silent', ...env })
  const signIns: OidcTestApp['signIns'] = []
  const signInByEmail: SignInByEmail = async (email, via) => {
    signIns.push({ email, via })
    if (refuse.includes(email)) return { ok: false, message: `No Parley account exists for ${email}. Ask your company admin to invite you.` }
    return { ok: true, jwt: `jwt-for-${email}` }
  }
  const app = Fastify({ logger: false })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  await app.register(oidcRoutes({ config, secrets: { jwtSecret: TEST_JWT_SECRET, encryptionKey: '' }, signInByEmail }), { prefix: '/api' })
  await app.ready()
  return { app, signIns }
}

/** The `name=value` part of a Set-Cookie header, ready for a Cookie header. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie
  if (!header) throw new Error('no Set-Cookie header')
  return header.split(';')[0] as string
}
