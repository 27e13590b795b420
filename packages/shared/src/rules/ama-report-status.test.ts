import { describe, expect, it } from 'vitest'
import { amaMessageStatus } from './ama-report-status'

describe('amaMessageStatus', () => {
  it('leaves questions blank', () => {
    expect(amaMessageStatus({ message_type: 'question', error: null, no_answer: false })).toBe('')
  })
  it('names the error first, then NA, else OK', () => {
    expect(amaMessageStatus({ message_type: 'answer', error: 'timeout', no_answer: true })).toBe('Error: timeout')
    expect(amaMessageStatus({ message_type: 'answer', error: null, no_answer: true })).toBe('NA')
    expect(amaMessageStatus({ message_type: 'answer', error: null, no_answer: false })).toBe('OK')
  })
})
