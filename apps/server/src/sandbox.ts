import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { seedSandboxMeetings } from '@parley/fakes/calendar-common/sandbox-events'
import { startFakeGoogleCalendar } from '@parley/fakes/google-calendar/google-calendar-server'
import { seedHubSpotPortal } from '@parley/fakes/hubspot/hubspot-seed'
import { startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import { startFakeMicrosoftGraph } from '@parley/fakes/microsoft-graph/microsoft-graph-server'
import { selfSignedCertificate } from '@parley/fakes/microsoft-graph/self-signed-certificate'
import { startFakeOidcProvider } from '@parley/fakes/oidc/oidc-provider'
import { startFakeOpenAI } from '@parley/fakes/openai/openai-server'
import { seedSalesforceOrg } from '@parley/fakes/salesforce/salesforce-seed'
import { startFakeSalesforce } from '@parley/fakes/salesforce/salesforce-server'
import { startFakeRecall } from '@parley/fakes/recall/recall-server'
import { startFakeSmtp } from '@parley/fakes/smtp/smtp-server'

/**
 * `npm run start:sandbox`: Parley with its real sign-in adapters pointed at the local fakes in packages/fakes, so
 * the whole flow can be seen without outside accounts. Every outside system's fake (calendar, bot, CRM, LLM) joins
 * here.
 */
async function sandbox(): Promise<void> {
  const who = process.env.SANDBOX_USER_EMAIL ?? 'riley.rep@northwind.example'
  const client = { id: 'parley-sandbox', secret: 'parley-sandbox-secret' }
  const google = await startFakeOidcProvider({
    port: Number(process.env.SANDBOX_GOOGLE_PORT ?? 4010),
    client,
    users: [{ email: who, email_verified: true, name: who }],
  })
  const microsoft = await startFakeOidcProvider({
    port: Number(process.env.SANDBOX_MICROSOFT_PORT ?? 4011),
    client,
    users: [{ email: who, email_verified: true, name: who }],
  })
  // Calendars: consent signs in at once, and the user's calendar already holds a week of meetings.
  const googleCalendar = await startFakeGoogleCalendar({ port: Number(process.env.SANDBOX_GOOGLE_CALENDAR_PORT ?? 4012), client })
  // Graph over HTTPS as the real one, with a certificate made now; only the Graph client trusts it (its CA file).
  const graphTls = selfSignedCertificate()
  const graphCaFile = path.join(mkdtempSync(path.join(tmpdir(), 'parley-sandbox-')), 'graph-ca.pem')
  writeFileSync(graphCaFile, graphTls.cert)
  const graph = await startFakeMicrosoftGraph({ port: Number(process.env.SANDBOX_GRAPH_PORT ?? 4013), client, tls: graphTls })
  seedSandboxMeetings(googleCalendar.store, who, 'google')
  seedSandboxMeetings(graph.store, who, 'microsoft')
  // CRMs: consent grants at once; the portal and the org hold deals owned by the demo company's reps.
  const crmOwners = ['sasha.sales@northwind.example', 'morgan.manager@northwind.example']
  const hubspot = await startFakeHubSpot({ port: Number(process.env.SANDBOX_HUBSPOT_PORT ?? 4032), client })
  seedHubSpotPortal(hubspot.store, crmOwners, { companies: 20, contactsPerCompany: 2, deals: 40, emails: 120 })
  const salesforce = await startFakeSalesforce({ port: Number(process.env.SANDBOX_SALESFORCE_PORT ?? 4033), client })
  seedSalesforceOrg(salesforce.store, crmOwners)
  const llm = await startFakeOpenAI({ port: Number(process.env.SANDBOX_LLM_PORT ?? 4020), apiKey: 'sk-parley-sandbox' })
  // Prep notes and post-call summaries land in a local SMTP server (its messages are printed as they arrive).
  const smtp = await startFakeSmtp({
    port: Number(process.env.SANDBOX_SMTP_PORT ?? 4025),
    onMessage: (m) => console.log(`Sandbox SMTP: "${m.subject}" to ${m.to.join(', ')}`),
  })
  // The notetaker: bots join at their join_at, record for SANDBOX_BOT_CALL_SECONDS, leave, and post their status
  // webhooks (signed) back to this server, whose recording job turns them into processed calls.
  const recall = await startFakeRecall({
    port: Number(process.env.SANDBOX_RECALL_PORT ?? 4030),
    apiKey: 'recall-sandbox-key',
    webhookTarget: `http://127.0.0.1:${process.env.PORT ?? 3000}/api/notetaker/webhooks/recall`,
    autoplay: { inCallMs: Number(process.env.SANDBOX_BOT_CALL_SECONDS ?? 60) * 1000 },
    // A sandbox call reads as a half-hour recording, so it is analysed like a real one (insights need 5 minutes).
    recordedSeconds: 30 * 60,
  })
  Object.assign(process.env, {
    NOTETAKER_PROVIDER: 'recall',
    RECALL_BASE_URL: recall.apiUrl,
    RECALL_API_KEY: recall.apiKey,
    RECALL_WEBHOOK_SECRET: recall.webhookSecret,
    LLM_BASE_URL: process.env.LLM_BASE_URL ?? llm.baseUrl,
    LLM_API_KEY: process.env.LLM_API_KEY ?? 'sk-parley-sandbox',
    LLM_MODEL: process.env.LLM_MODEL ?? 'gpt-4o-mini',
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: client.id,
    GOOGLE_CLIENT_SECRET: client.secret,
    MICROSOFT_ISSUER: microsoft.issuer,
    MICROSOFT_CLIENT_ID: client.id,
    MICROSOFT_CLIENT_SECRET: client.secret,
    GOOGLE_CALENDAR_API_URL: googleCalendar.apiUrl,
    GOOGLE_TOKEN_URL: googleCalendar.tokenUrl,
    GOOGLE_AUTH_URL: googleCalendar.authorizeUrl,
    MICROSOFT_GRAPH_URL: graph.apiUrl,
    MICROSOFT_TOKEN_URL: graph.tokenUrl,
    MICROSOFT_AUTH_URL: graph.authorizeUrl,
    MICROSOFT_GRAPH_CA_FILE: graphCaFile,
    SMTP_URL: process.env.SMTP_URL ?? smtp.url,
    HUBSPOT_CLIENT_ID: client.id,
    HUBSPOT_CLIENT_SECRET: client.secret,
    HUBSPOT_API_URL: hubspot.apiUrl,
    HUBSPOT_AUTH_URL: hubspot.authorizeUrl,
    HUBSPOT_TOKEN_URL: hubspot.tokenUrl,
    SALESFORCE_CLIENT_ID: client.id,
    SALESFORCE_CLIENT_SECRET: client.secret,
    SALESFORCE_LOGIN_URL: salesforce.loginUrl,
    DEMO: process.env.DEMO ?? '1',
    PARLEY_DATA_DIR: process.env.PARLEY_DATA_DIR ?? './data/sandbox',
  })
  console.log(
    `Sandbox: fake Google sign-in at ${google.issuer}, fake Microsoft sign-in at ${microsoft.issuer}, signing in as ${who}; fake OpenAI-compatible LLM at ${llm.baseUrl}; fake Google Calendar at ${googleCalendar.origin} and Microsoft Graph at ${graph.origin}; fake Recall.ai at ${recall.origin}`,
  )
  console.log(`Sandbox: Microsoft Graph serves HTTPS with a self-signed certificate (CA ${graphCaFile}); fake SMTP at ${smtp.url}`)
  console.log(`Sandbox: fake HubSpot at ${hubspot.origin} and Salesforce at ${salesforce.origin} (connect them as a company admin in Settings)`)
  await import('./main')
}

void sandbox()
