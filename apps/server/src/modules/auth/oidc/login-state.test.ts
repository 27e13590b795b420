import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLoginStateCookie, type LoginState, readCookie } from './login-state'

const SECRET = 'a-jwt-secret-of-at-least-32-characters!'
const STATE: LoginState = { provider: 'google', state: 'st', nonce: 'no', codeVerifier: 'v'.repeat(43) }
const pair = (setCookie: string) => setCookie.split(';')[0] as string

afterEach(() => {
  vi.useRealTimers()
})

describe('createLoginStateCookie', () => {
  const cookie = createLoginStateCookie(SECRET)

  it('opens what it sealed', async () => {
    expect(await cookie.open(`other=1; ${pair(await cookie.seal(STATE))}`)).toEqual(STATE)
  })

  it('refuses a tampered, foreign or missing cookie', async () => {
    const sealed = pair(await cookie.seal(STATE))
    const tampered = `${sealed.slice(0, -3)}${sealed.endsWith('AAA') ? 'BBB' : 'AAA'}`
    const foreign = pair(await createLoginStateCookie('another-secret-of-at-least-32-chars').seal(STATE))
    expect(await cookie.open(tampered)).toBeUndefined()
    expect(await cookie.open(foreign)).toBeUndefined()
    expect(await cookie.open(undefined)).toBeUndefined()
    expect(await cookie.open('parley_oidc=')).toBeUndefined()
  })

  it('expires after 10 minutes', async () => {
    const sealed = pair(await cookie.seal(STATE))
    vi.useFakeTimers({ now: Date.now() + 11 * 60 * 1000 })
    expect(await cookie.open(sealed)).toBeUndefined()
  })

  it('sets and clears with the attributes the callback needs', async () => {
    expect(await cookie.seal(STATE)).toMatch(/; Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax$/)
    expect(cookie.clear()).toMatch(/^parley_oidc=; Max-Age=0; .*Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax$/)
    expect(createLoginStateCookie(SECRET, { secure: true }).clear()).toMatch(/; Secure$/)
  })
})

describe('readCookie', () => {
  it.each([
    ['a=1; parley_oidc=x.y.z; b=2', 'x.y.z'],
    ['parley_oidc=x', 'x'],
    ['parley_oidc_other=x', undefined],
    ['noequals; parley_oidc = spaced ', 'spaced'],
    ['', undefined],
  ])('%s', (header, expected) => {
    expect(readCookie(header, 'parley_oidc')).toBe(expected)
  })
})
