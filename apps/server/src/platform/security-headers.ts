import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

// Microsoft Teams shows Parley as a tab: these are the frames Microsoft documents for a tab's frame-ancestors.
const TEAMS_FRAME_ANCESTORS = [
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://*.teams.microsoft.us',
  'https://*.cloud.microsoft',
  'https://*.office.com',
  'https://outlook.office.com',
  'https://*.skype.com',
]

/**
 * Security headers on every answer. Scripts only from Parley itself, never inline, so an injected script does
 * not run; styles may be inline because antd writes its theme as <style> elements. No framing but our own and
 * Teams', nosniff, a referrer that never carries a path (share tokens live in paths), HSTS on https only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const https = publicUrl.startsWith('https://')
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The Insights page frames the company's own report (company_settings.insightsReportUrl, any https address),
        // sandboxed; the page is served before sign-in, so the policy cannot name that one address.
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...TEAMS_FRAME_ANCESTORS],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors decides framing; X-Frame-Options has no way to allow Teams, so it is left out.
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Recordings and clips are fetched by <video> from the same origin; nothing else embeds them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })
}
