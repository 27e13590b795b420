import { seedSandboxMeetings } from '@parley/fakes/calendar-common/sandbox-events'
import { startFakeGoogleCalendar } from '@parley/fakes/google-calendar/google-calendar-server'
import { startFakeMicrosoftGraph } from '@parley/fakes/microsoft-graph/microsoft-graph-server'
import { startFakeOidcProvider } from '@parley/fakes/oidc/oidc-provider'
import { startFakeOpenAI } from '@parley/fakes/openai/openai-server'

/**
 * `npm run start:sandbox`: Parley with its real sign-in adapters pointed at the local fakes in packages/fakes
 * (DESIGN principle 1), so the whole flow can be seen without outside accounts. Later fakes (calendar, bot, CRM,
 * LLM) join here as their issues land.
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
  const graph = await startFakeMicrosoftGraph({ port: Number(process.env.SANDBOX_GRAPH_PORT ?? 4013), client })
  seedSandboxMeetings(googleCalendar.store, who, 'google')
  seedSandboxMeetings(graph.store, who, 'microsoft')
  const llm = await startFakeOpenAI({ port: Number(process.env.SANDBOX_LLM_PORT ?? 4020), apiKey: 'sk-parley-sandbox' })
  Object.assign(process.env, {
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
    DEMO: process.env.DEMO ?? '1',
    PARLEY_DATA_DIR: process.env.PARLEY_DATA_DIR ?? './data/sandbox',
  })
  console.log(
    `Sandbox: fake Google sign-in at ${google.issuer}, fake Microsoft sign-in at ${microsoft.issuer}, signing in as ${who}; fake OpenAI-compatible LLM at ${llm.baseUrl}; fake Google Calendar at ${googleCalendar.origin} and Microsoft Graph at ${graph.origin}`,
  )
  await import('./main')
}

void sandbox()
