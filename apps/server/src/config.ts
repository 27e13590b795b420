import path from 'node:path'
import { z } from 'zod'
import type { FeatureThresholds } from '@parley/shared/rules/meeting-tabs'

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true')

/** Every environment variable Parley reads; nothing else reads process.env. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  PARLEY_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // A streaming replica that report pages and exports read (writes and the rest stay on DATABASE_URL).
  DATABASE_REPLICA_URL: z.string().optional(),
  // 'transaction' when DATABASE_URL is a transaction pooler (PgBouncer pool_mode=transaction).
  DATABASE_POOLING: z.enum(['session', 'transaction']).default('session'),
  DEMO: bool,
  DEMO_SEED: z.coerce.number().int().default(42),
  JWT_SECRET: z.string().min(32).optional(),
  ENCRYPTION_KEY: z.string().optional(),
  // Key rotation: earlier ENCRYPTION_KEY values, comma-separated, still accepted for opening stored tokens.
  ENCRYPTION_KEY_PREVIOUS: z.string().optional(),
  JWT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_ISSUER: z.string().url().default('https://login.microsoftonline.com/common/v2.0'),
  MICROSOFT_TEAMS_APP_ID: z.string().optional(),
  // Calendar APIs and their OAuth token endpoints (the sandbox points them at packages/fakes).
  GOOGLE_CALENDAR_API_URL: z.string().url().default('https://www.googleapis.com/calendar/v3'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  MICROSOFT_GRAPH_URL: z.string().url().default('https://graph.microsoft.com/v1.0'),
  MICROSOFT_TOKEN_URL: z.string().url().default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  MICROSOFT_AUTH_URL: z.string().url().default('https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  // A PEM file of extra CAs trusted for Microsoft Graph and its token endpoint only (the sandbox's self-signed fake).
  MICROSOFT_GRAPH_CA_FILE: z.string().optional(),
  // CRM apps (modules/deals/providers): OAuth clients and API base URLs (the sandbox points them at packages/fakes).
  HUBSPOT_CLIENT_ID: z.string().optional(),
  HUBSPOT_CLIENT_SECRET: z.string().optional(),
  HUBSPOT_API_URL: z.string().url().default('https://api.hubapi.com'),
  HUBSPOT_AUTH_URL: z.string().url().default('https://app.hubspot.com/oauth/authorize'),
  HUBSPOT_TOKEN_URL: z.string().url().default('https://api.hubapi.com/oauth/v1/token'),
  HUBSPOT_APP_URL: z.string().url().default('https://app.hubspot.com/contacts'),
  SALESFORCE_CLIENT_ID: z.string().optional(),
  SALESFORCE_CLIENT_SECRET: z.string().optional(),
  SALESFORCE_LOGIN_URL: z.string().url().default('https://login.salesforce.com'),
  SALESFORCE_API_VERSION: z
    .string()
    .regex(/^\d{2,3}\.0$/, 'SALESFORCE_API_VERSION looks like 62.0')
    .default('62.0'),
  CRM_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(60).default(15),
  // Settings' Zoom card: the Zoom app that asks a user's consent for the notetaker (absent: the card says it is not set up).
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_AUTH_URL: z.string().url().default('https://zoom.us/oauth/authorize'),
  SUPPORT_EMAIL: z.string().default('support@parley.example'),
  WEB_DIST: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  // Crash recovery: a running job without a heartbeat for JOB_EXPIRE_SECONDS is taken back by the next maintenance
  // pass (every JOB_MAINTENANCE_SECONDS) and retried after JOB_RETRY_DELAY_SECONDS (backing off).
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3600).default(40),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  // Outgoing e-mail (platform/mail): SMTP when SMTP_URL is set, else the mail_outbox table only.
  SMTP_URL: z.union([z.literal(''), z.string().url()]).optional(),
  MAIL_FROM: z.string().min(3).default('Parley <no-reply@parley.example>'),
  // Recordings storage: a local directory unless S3_BUCKET is set.
  MEDIA_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 ** 3),
  // Call analysis through an OpenAI-compatible endpoint; without LLM_BASE_URL the embedded analyzer runs.
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  // Ask Me Anything: a second, better (but slower) model on the same endpoint, offered when an answer is 'NA'.
  AMA_BETTER_MODEL: z.string().min(1).optional(),
  // Meeting page tabs disabled for calls with a lower id (the original install's 1331 and 500); 0 = none.
  CHECKLIST_MIN_MEETING_ID: z.coerce.number().int().min(0).default(0),
  AMA_MIN_MEETING_ID: z.coerce.number().int().min(0).default(0),
  DEAL_INSIGHTS_MIN_MEETING_ID: z.coerce.number().int().min(0).default(0),
  // The notetaker service (modules/notetaker): which provider sends bots, its API and webhook secret.
  NOTETAKER_PROVIDER: z.enum(['recall', 'attendee']).default('recall'),
  NOTETAKER_BOT_NAME: z.string().min(1).max(100).default('Parley Notetaker'),
  // Demo mode without a notetaker service: the built-in demo notetaker (0 leaves bots unsent) and its time in a call.
  DEMO_NOTETAKER: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  DEMO_NOTETAKER_CALL_SECONDS: z.coerce.number().positive().max(3600).default(60),
  RECALL_BASE_URL: z.string().url().default('https://us-east-1.recall.ai'),
  RECALL_API_KEY: z.string().optional(),
  RECALL_WEBHOOK_SECRET: z.string().optional(),
  ATTENDEE_BASE_URL: z.string().url().default('https://app.attendee.dev'),
  ATTENDEE_API_KEY: z.string().optional(),
  ATTENDEE_WEBHOOK_SECRET: z.string().optional(),
})
export type Env = z.infer<typeof ZEnv>

export interface OidcProviderConfig {
  issuer: string
  clientId: string
  clientSecret?: string
}

export interface Config {
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl?: string
  databaseReplicaUrl?: string
  databasePooling: 'session' | 'transaction'
  demo: boolean
  demoSeed: number
  jwtSecret?: string
  encryptionKey?: string
  /** Earlier encryption keys (base64), still able to open stored tokens. */
  encryptionKeysPrevious: string[]
  jwtTtlSeconds: number
  oidc: { google?: OidcProviderConfig; microsoft?: OidcProviderConfig }
  teamsAppId?: string
  /** Calendar API base URLs and token endpoints; client ids and secrets are the sign-in ones (oidc). */
  calendar: Record<'google' | 'microsoft', { apiUrl: string; tokenUrl: string; authUrl: string; caFile?: string }>
  /** CRM apps: OAuth clients, consent and token endpoints, API bases; the periodic sync interval. */
  crm: {
    hubspot: { clientId?: string; clientSecret?: string; apiUrl: string; authUrl: string; tokenUrl: string; appUrl: string }
    salesforce: { clientId?: string; clientSecret?: string; loginUrl: string; apiVersion: string }
    syncIntervalMinutes: number
  }
  /** The Zoom app of the Settings' Zoom card (consent only). */
  zoom: { clientId?: string; authUrl: string }
  supportEmail: string
  webDist: string
  logLevel: Env['LOG_LEVEL']
  workers: Env['WORKERS']
  /** How quickly a job whose process died is taken back and retried. */
  jobTiming: { expireSeconds: number; maintenanceSeconds: number; retryDelaySeconds: number }
  /** Outgoing e-mail: SMTP when smtpUrl is set, else the mail_outbox table only. */
  mail: { smtpUrl?: string; from: string }
  storage: StorageConfig
  /** Largest media or transcript file POST /api/meetings/upload accepts. */
  uploadMaxBytes: number
  /** An OpenAI-compatible endpoint for call analysis; absent: the embedded analyzer. */
  llm?: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number }
  /** Ask Me Anything's better (but slower) model on the LLM endpoint; used only with `llm`. */
  amaBetterModel?: string
  /** Meeting ids below which the Call Checklist, Ask Me Anything and Deal Insights tabs are disabled (0 = none). */
  featureThresholds: FeatureThresholds
  /** The notetaker provider; a provider without an API key schedules no bots. */
  notetaker: {
    provider: 'recall' | 'attendee'
    botName: string
    /** Demo mode without a configured service: whether the built-in demo notetaker runs, and its time in each call. */
    demoNotetaker: boolean
    demoCallSeconds: number
    recall: { baseUrl: string; apiKey?: string; webhookSecret?: string }
    attendee: { baseUrl: string; apiKey?: string; webhookSecret?: string }
  }
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean }

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`)
  }
  const e = parsed.data
  const provider = (id?: string, secret?: string, issuer?: string) => (id && issuer ? { issuer, clientId: id, clientSecret: secret } : undefined)
  const oidc = {
    google: provider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER),
    microsoft: provider(e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, e.MICROSOFT_ISSUER),
  }
  // Demo sign-in is the default only for the embedded database and never when a real provider is configured.
  const demoDefault = !e.DATABASE_URL && !oidc.google && !oidc.microsoft
  const demo = env.DEMO === undefined || env.DEMO === '' ? demoDefault : e.DEMO
  if (demo && (oidc.google || oidc.microsoft) && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment variable DEMO: demo sign-in is never on in production with a sign-in provider configured')
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`,
    dataDir: e.PARLEY_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databasePooling: e.DATABASE_POOLING,
    demo,
    demoSeed: e.DEMO_SEED,
    jwtSecret: e.JWT_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    encryptionKeysPrevious: (e.ENCRYPTION_KEY_PREVIOUS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
    jwtTtlSeconds: Math.round(e.JWT_TTL_HOURS * 3600),
    oidc,
    teamsAppId: e.MICROSOFT_TEAMS_APP_ID,
    calendar: {
      google: { apiUrl: e.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ''), tokenUrl: e.GOOGLE_TOKEN_URL, authUrl: e.GOOGLE_AUTH_URL },
      microsoft: {
        apiUrl: e.MICROSOFT_GRAPH_URL.replace(/\/+$/, ''),
        tokenUrl: e.MICROSOFT_TOKEN_URL,
        authUrl: e.MICROSOFT_AUTH_URL,
        caFile: e.MICROSOFT_GRAPH_CA_FILE || undefined,
      },
    },
    crm: {
      hubspot: {
        clientId: e.HUBSPOT_CLIENT_ID,
        clientSecret: e.HUBSPOT_CLIENT_SECRET,
        apiUrl: e.HUBSPOT_API_URL.replace(/\/+$/, ''),
        authUrl: e.HUBSPOT_AUTH_URL,
        tokenUrl: e.HUBSPOT_TOKEN_URL,
        appUrl: e.HUBSPOT_APP_URL.replace(/\/+$/, ''),
      },
      salesforce: {
        clientId: e.SALESFORCE_CLIENT_ID,
        clientSecret: e.SALESFORCE_CLIENT_SECRET,
        loginUrl: e.SALESFORCE_LOGIN_URL.replace(/\/+$/, ''),
        apiVersion: e.SALESFORCE_API_VERSION,
      },
      syncIntervalMinutes: e.CRM_SYNC_INTERVAL_MINUTES,
    },
    zoom: { clientId: e.ZOOM_CLIENT_ID, authUrl: e.ZOOM_AUTH_URL },
    supportEmail: e.SUPPORT_EMAIL,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    jobTiming: { expireSeconds: e.JOB_EXPIRE_SECONDS, maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS, retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS },
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', dir: e.MEDIA_DIR ?? path.join(e.PARLEY_DATA_DIR, 'media') },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY || null, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS } : undefined,
    amaBetterModel: e.LLM_BASE_URL ? e.AMA_BETTER_MODEL : undefined,
    featureThresholds: {
      checklistMinMeetingId: e.CHECKLIST_MIN_MEETING_ID,
      amaMinMeetingId: e.AMA_MIN_MEETING_ID,
      dealInsightsMinMeetingId: e.DEAL_INSIGHTS_MIN_MEETING_ID,
    },
    notetaker: {
      provider: e.NOTETAKER_PROVIDER,
      botName: e.NOTETAKER_BOT_NAME,
      demoNotetaker: e.DEMO_NOTETAKER,
      demoCallSeconds: e.DEMO_NOTETAKER_CALL_SECONDS,
      recall: { baseUrl: e.RECALL_BASE_URL, apiKey: e.RECALL_API_KEY || undefined, webhookSecret: e.RECALL_WEBHOOK_SECRET || undefined },
      attendee: { baseUrl: e.ATTENDEE_BASE_URL, apiKey: e.ATTENDEE_API_KEY || undefined, webhookSecret: e.ATTENDEE_WEBHOOK_SECRET || undefined },
    },
  }
}
