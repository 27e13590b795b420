import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTokenCipher } from './token-cipher'
import { type SealedTokens, TokenRefreshError, TokenRevokedError, accessTokenSource } from './token-refresh'

const cipher = createTokenCipher(Buffer.alloc(32, 3).toString('base64'))
const NOW = new Date('2026-11-02T09:00:00Z')

// A token endpoint that answers whatever the test queued, and records the forms it got.
let server: Server
let tokenUrl: string
let answers: { status: number; body: string }[] = []
let forms: URLSearchParams[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => {
      raw += c
    })
    req.on('end', () => {
      forms.push(new URLSearchParams(raw))
      const a = answers.shift() ?? { status: 500, body: '{}' }
      res.writeHead(a.status, { 'content-type': 'application/json' })
      res.end(a.body)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  answers = []
  forms = []
})

function source(stored: SealedTokens) {
  const saved: SealedTokens[] = []
  const revoked: string[] = []
  const s = accessTokenSource({
    stored,
    client: { tokenUrl, clientId: 'cid', clientSecret: 'csecret' },
    cipher,
    now: () => NOW,
    save: async (t) => {
      saved.push(t)
    },
    revoked: async (r) => {
      revoked.push(r)
    },
  })
  return { s, saved, revoked }
}

const inMinutes = (m: number) => new Date(NOW.getTime() + m * 60_000)

describe('access token refresh', () => {
  it('uses the stored token while it is valid for more than 5 minutes', async () => {
    const { s, saved } = source({ accessTokenEnc: cipher.seal('at-1'), refreshTokenEnc: cipher.seal('rt-1'), expiresAt: inMinutes(30) })
    expect(await s.get()).toBe('at-1')
    expect(forms).toHaveLength(0)
    expect(saved).toHaveLength(0)
  })

  it('refreshes before expiry with the refresh_token grant and saves sealed tokens', async () => {
    answers.push({ status: 200, body: JSON.stringify({ access_token: 'at-2', expires_in: 3599, token_type: 'Bearer', refresh_token: 'rt-2' }) })
    const { s, saved } = source({ accessTokenEnc: cipher.seal('at-1'), refreshTokenEnc: cipher.seal('rt-1'), expiresAt: inMinutes(4) })
    expect(await s.get()).toBe('at-2')
    expect(Object.fromEntries(forms[0] ?? [])).toEqual({ grant_type: 'refresh_token', refresh_token: 'rt-1', client_id: 'cid', client_secret: 'csecret' })
    const t = saved[0] as SealedTokens
    expect(cipher.open(t.accessTokenEnc as string)).toBe('at-2')
    expect(cipher.open(t.refreshTokenEnc as string)).toBe('rt-2')
    expect(t.expiresAt?.toISOString()).toBe(new Date(NOW.getTime() + 3599_000).toISOString())
    // The next call uses the new token without another refresh.
    expect(await s.get()).toBe('at-2')
    expect(forms).toHaveLength(1)
  })

  it('keeps the old refresh token when the provider does not rotate it', async () => {
    answers.push({ status: 200, body: JSON.stringify({ access_token: 'at-2', expires_in: 3600 }) })
    const { s, saved } = source({ accessTokenEnc: null, refreshTokenEnc: cipher.seal('rt-1'), expiresAt: null })
    await s.get()
    expect(cipher.open(saved[0]?.refreshTokenEnc as string)).toBe('rt-1')
  })

  it('invalid_grant marks the grant revoked with the reason and throws TokenRevokedError', async () => {
    answers.push({ status: 400, body: JSON.stringify({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }) })
    const { s, revoked, saved } = source({ accessTokenEnc: null, refreshTokenEnc: cipher.seal('rt-1'), expiresAt: null })
    await expect(s.get()).rejects.toBeInstanceOf(TokenRevokedError)
    expect(revoked[0]).toContain('Token has been expired or revoked.')
    expect(saved).toHaveLength(0)
  })

  it('a 5xx or garbage answer is transient: nothing is marked', async () => {
    answers.push({ status: 503, body: '{"error":"temporarily_unavailable"}' }, { status: 200, body: '<html>oops' })
    const { s, revoked } = source({ accessTokenEnc: null, refreshTokenEnc: cipher.seal('rt-1'), expiresAt: null })
    await expect(s.get()).rejects.toBeInstanceOf(TokenRefreshError)
    await expect(s.get()).rejects.toBeInstanceOf(TokenRefreshError)
    expect(revoked).toHaveLength(0)
  })

  it('no refresh token at all is a revoked grant', async () => {
    const { s, revoked } = source({ accessTokenEnc: null, refreshTokenEnc: null, expiresAt: null })
    await expect(s.get()).rejects.toBeInstanceOf(TokenRevokedError)
    expect(revoked).toHaveLength(1)
  })

  it('re-seals values of a previous key on use (key rotation)', async () => {
    const oldKey = Buffer.alloc(32, 9).toString('base64')
    const old = createTokenCipher(oldKey)
    const rotated = createTokenCipher(Buffer.alloc(32, 3).toString('base64'), [oldKey])
    const saved: SealedTokens[] = []
    const s = accessTokenSource({
      stored: { accessTokenEnc: old.seal('at-old'), refreshTokenEnc: old.seal('rt-old'), expiresAt: inMinutes(60) },
      client: { tokenUrl, clientId: 'cid' },
      cipher: rotated,
      now: () => NOW,
      save: async (t) => {
        saved.push(t)
      },
      revoked: async () => {},
    })
    expect(await s.get()).toBe('at-old')
    expect(rotated.needsReseal(saved[0]?.accessTokenEnc as string)).toBe(false)
    expect(cipher.open(saved[0]?.refreshTokenEnc as string)).toBe('rt-old')
  })
})
