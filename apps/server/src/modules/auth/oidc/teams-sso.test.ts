import { describe, expect, it } from 'vitest'
import { isAcceptedIssuer, teamsAudiences } from './teams-sso'

const TID = '72f988bf-86f1-41af-91ab-2d7cd011db47'
const COMMON = 'https://login.microsoftonline.com/{tenantid}/v2.0'
const TENANT = `https://login.microsoftonline.com/${TID}/v2.0`

describe('isAcceptedIssuer', () => {
  it.each([
    ['multi-tenant v2 token', COMMON, `https://login.microsoftonline.com/${TID}/v2.0`, TID, true],
    ['multi-tenant v1 token', COMMON, `https://sts.windows.net/${TID}/`, TID, true],
    ['multi-tenant, iss of another tenant than tid', COMMON, 'https://login.microsoftonline.com/other/v2.0', TID, false],
    ['multi-tenant, literal placeholder', COMMON, COMMON, TID, false],
    ['single tenant v2 token', TENANT, TENANT, TID, true],
    ['single tenant v1 token', TENANT, `https://sts.windows.net/${TID}/`, TID, true],
    ['single tenant, foreign v1 token', TENANT, 'https://sts.windows.net/other/', 'other', false],
    ['fake provider', 'http://127.0.0.1:4010', 'http://127.0.0.1:4010', undefined, true],
    ['fake provider, v1 issuer is Entra-only', 'http://127.0.0.1:4010', `https://sts.windows.net/${TID}/`, TID, false],
    ['missing iss', TENANT, undefined, TID, false],
  ])('%s', (_name, discovered, iss, tid, expected) => {
    expect(isAcceptedIssuer(discovered, { iss, tid })).toBe(expected)
  })
})

describe('teamsAudiences', () => {
  it('accepts the Application ID URI on Parley’s host and the bare ids, without duplicates', () => {
    expect(teamsAudiences('https://parley.example:8443', ['app', 'client', 'app', undefined])).toEqual([
      'api://parley.example:8443/app',
      'app',
      'api://parley.example:8443/client',
      'client',
    ])
  })
})
