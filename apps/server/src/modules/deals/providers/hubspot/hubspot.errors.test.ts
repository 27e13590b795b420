import { describe, expect, it } from 'vitest'
import { classifyHubSpotError, hubspotTokenFetch } from './hubspot.errors'

// HubSpot's error bodies sorted for the sync: refresh and maybe revoke, back off, retry, or stop.
describe('classifyHubSpotError', () => {
  it.each([
    [401, { category: 'INVALID_AUTHENTICATION', message: 'expired' }, 'unauthorized'],
    [403, { category: 'MISSING_SCOPES', message: 'scopes' }, 'unauthorized'],
    [429, { message: 'You have reached your secondly limit.', policyName: 'TEN_SECONDLY_ROLLING' }, 'rate_limited'],
    [500, { category: 'INTERNAL_ERROR', message: 'oops' }, 'transient'],
    [503, null, 'transient'],
    [400, { category: 'VALIDATION_ERROR', message: 'bad property' }, 'permanent'],
    [404, { category: 'OBJECT_NOT_FOUND', message: 'gone' }, 'permanent'],
  ])('%i → %s', (status, body, kind) => {
    expect(classifyHubSpotError(status, body, null).kind).toBe(kind)
  })

  it("waits as Retry-After says, else the SDK's 10 s for the ten-secondly policy, else 1 s", () => {
    expect(classifyHubSpotError(429, {}, 3000).retryAfterMs).toBe(3000)
    expect(classifyHubSpotError(429, { policyName: 'TEN_SECONDLY_ROLLING' }, null).retryAfterMs).toBe(10_000)
    expect(classifyHubSpotError(429, { policyName: 'DAILY' }, null).retryAfterMs).toBe(1000)
  })

  it("keeps HubSpot's message for the admin", () => {
    expect(classifyHubSpotError(403, { message: 'This app hasn\u2019t been granted all required scopes' }, null).message).toBe(
      'HubSpot answered HTTP 403: This app hasn\u2019t been granted all required scopes',
    )
  })
})

describe('hubspotTokenFetch', () => {
  const answering =
    (status: number, body: unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body), { status })

  it("turns a dead refresh token (BAD_REFRESH_TOKEN) into OAuth's invalid_grant", async () => {
    const res = await hubspotTokenFetch(answering(400, { status: 'BAD_REFRESH_TOKEN', message: 'missing or invalid refresh token' }))('https://x')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'missing or invalid refresh token' })
  })

  it('leaves other answers as they are', async () => {
    const res = await hubspotTokenFetch(answering(400, { status: 'BAD_CLIENT_ID' }))('https://x')
    expect(await res.json()).toEqual({ status: 'BAD_CLIENT_ID' })
    expect((await hubspotTokenFetch(answering(200, { access_token: 'a' }))('https://x')).status).toBe(200)
  })
})
