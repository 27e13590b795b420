import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type FakeMicrosoftGraph, startFakeMicrosoftGraph } from '@parley/fakes/microsoft-graph/microsoft-graph-server'
import { selfSignedCertificate } from '@parley/fakes/microsoft-graph/self-signed-certificate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../config'
import { refreshGrant } from '../../../platform/tokens/token-refresh'
import { calendarProviders } from './calendar-provider.registry'

// The sandbox's Microsoft Graph over HTTPS with a self-signed certificate: the real Graph
// client and token refresh trust it only through MICROSOFT_GRAPH_CA_FILE.
let graph: FakeMicrosoftGraph
let dir: string
let caFile: string
const client = { id: 'parley-tls', secret: 'parley-tls-secret' }

beforeAll(async () => {
  const tls = selfSignedCertificate()
  graph = await startFakeMicrosoftGraph({ client, tls })
  dir = mkdtempSync(path.join(tmpdir(), 'parley-ca-'))
  caFile = path.join(dir, 'graph-ca.pem')
  writeFileSync(caFile, tls.cert)
})
afterAll(async () => {
  await graph?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const configWith = (extra: Record<string, string>) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    MICROSOFT_CLIENT_ID: client.id,
    MICROSOFT_CLIENT_SECRET: client.secret,
    MICROSOFT_GRAPH_URL: graph.apiUrl,
    MICROSOFT_TOKEN_URL: graph.tokenUrl,
    ...extra,
  })

describe('Microsoft Graph over HTTPS with a private CA', () => {
  it('serves HTTPS', () => {
    expect(graph.apiUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v1\.0$/)
  })

  it('refreshes tokens and reads the calendar when MICROSOFT_GRAPH_CA_FILE names the certificate', async () => {
    graph.store.putEvent('rae@northwind.example', {
      title: 'Over TLS',
      start: new Date(Date.now() + 3600_000).toISOString(),
      end: new Date(Date.now() + 5400_000).toISOString(),
      organizer: { email: 'rae@northwind.example' },
      attendees: [{ email: 'rae@northwind.example' }],
    })
    const { refreshToken } = graph.store.grant('rae@northwind.example')
    const microsoft = calendarProviders(configWith({ MICROSOFT_GRAPH_CA_FILE: caFile })).microsoft
    const granted = await refreshGrant(microsoft.oauthClient, refreshToken)
    const page = await microsoft.fetchChanges(granted.accessToken, {
      window: { from: new Date(Date.now() - 3600_000), to: new Date(Date.now() + 14 * 86_400_000) },
      syncToken: null,
      pageToken: null,
    })
    expect(page.changes.map((c) => (c.kind === 'upsert' ? c.event.title : null))).toContain('Over TLS')
  })

  it('refuses the self-signed certificate without it', async () => {
    const { refreshToken } = graph.store.grant('rae@northwind.example')
    const microsoft = calendarProviders(configWith({})).microsoft
    await expect(refreshGrant(microsoft.oauthClient, refreshToken)).rejects.toThrow(/could not be reached/)
  })
})
