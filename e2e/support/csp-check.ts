import { afterEach, expect } from 'vitest'
import { cspViolations } from './browser'

// The app runs under a Content Security Policy with no inline script, and every violation a page reports fails the test.
afterEach(() => {
  expect(cspViolations.splice(0), 'Content Security Policy violations').toEqual([])
})
