import { describe, expect, it } from 'vitest'
import { classifySalesforceError } from './salesforce.errors'

// Salesforce's error arrays sorted for the sync.
describe('classifySalesforceError', () => {
  it.each([
    [401, [{ errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' }], 'unauthorized'],
    [403, [{ errorCode: 'REQUEST_LIMIT_EXCEEDED', message: 'TotalRequests Limit exceeded.' }], 'rate_limited'],
    [403, [{ errorCode: 'INSUFFICIENT_ACCESS', message: 'no access' }], 'unauthorized'],
    [429, null, 'rate_limited'],
    [400, [{ errorCode: 'INVALID_QUERY_LOCATOR', message: 'invalid query locator' }], 'cursor_expired'],
    [500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'An unexpected error occurred' }], 'transient'],
    [400, [{ errorCode: 'MALFORMED_QUERY', message: 'unexpected token' }], 'permanent'],
    [404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }], 'permanent'],
  ])('%i %j → %s', (status, body, kind) => {
    expect(classifySalesforceError(status, body, null).kind).toBe(kind)
  })

  it('names the status, the code and the message', () => {
    expect(classifySalesforceError(401, [{ errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' }], null).message).toBe(
      'Salesforce answered HTTP 401 INVALID_SESSION_ID: Session expired or invalid',
    )
  })
})
