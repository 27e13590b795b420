import { describe, expect, it } from 'vitest'
import { clipBodyOf } from './clipForm'

describe('clip form', () => {
  it("needs a title: 'Clip title is required'", () => {
    expect(clipBodyOf(7, '  ', [0, 10])).toEqual({ ok: false, field: 'title', message: 'Clip title is required' })
  })

  it("needs the end after the start: 'Choose start time and end time'", () => {
    expect(clipBodyOf(7, 'Pricing', [30, 30])).toEqual({ ok: false, field: 'range', message: 'Choose start time and end time' })
  })

  it('sends the start and the length in seconds', () => {
    expect(clipBodyOf(7, ' Pricing ', [30, 45])).toEqual({ ok: true, body: { id: 7, title: 'Pricing', startTime: 30, duration: 15 } })
  })
})
