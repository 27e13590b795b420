import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { safeErrorSerializer } from './safe-error-log'

/** A pg DatabaseError as the driver builds it: SQLSTATE, severity and a detail quoting the value. */
function databaseError(message: string): Error {
  return Object.assign(new Error(message), {
    name: 'error',
    code: '23505',
    severity: 'ERROR',
    constraint: 'users_company_email_uq',
    detail: 'Key (email)=(secret@example.com) already exists.',
  })
}

describe('error log lines', () => {
  it('never carry the failed statement, its parameters or the detail', () => {
    const cause = databaseError('invalid input syntax for type integer: "secret-value"')
    const err = new DrizzleQueryError('select * from users where email = $1', ['secret@example.com'], cause)
    const logged = safeErrorSerializer(err)
    const text = JSON.stringify(logged)
    expect(text).not.toContain('secret')
    expect(text).not.toContain('select * from users')
    expect(logged.cause).toMatchObject({
      code: '23505',
      constraint: 'users_company_email_uq',
      message: 'invalid input syntax for type integer: (value withheld)',
    })
  })

  it('keeps ordinary errors as they are', () => {
    const logged = safeErrorSerializer(new TypeError('x is not a function'))
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' })
    expect(logged.stack).toMatch(/^TypeError\n {4}at /)
  })
})
