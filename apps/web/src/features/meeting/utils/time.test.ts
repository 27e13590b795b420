import { describe, expect, it } from 'vitest'
import { formatClock, formatDuration, parseTimeOption } from './time'

describe('formatClock', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatClock(3725)).toBe('01:02:05')
    expect(formatClock(65, true)).toBe('01:05')
    expect(formatClock(-3)).toBe('00:00:00')
  })
})

describe('formatDuration', () => {
  it('reads like the header', () => {
    expect(formatDuration(3900)).toBe('1h 05m')
    expect(formatDuration(2520)).toBe('42m')
    expect(formatDuration(35)).toBe('35s')
    expect(formatDuration(null)).toBe('—')
  })
})

describe('parseTimeOption', () => {
  it('takes seconds or clock text', () => {
    expect(parseTimeOption('90')).toBe(90)
    expect(parseTimeOption('12.5')).toBe(12.5)
    expect(parseTimeOption('00:01:30')).toBe(90)
    expect(parseTimeOption('01:30')).toBe(90)
  })
  it('refuses anything else', () => {
    expect(parseTimeOption(null)).toBeNull()
    expect(parseTimeOption('')).toBeNull()
    expect(parseTimeOption('-5')).toBeNull()
    expect(parseTimeOption('abc')).toBeNull()
    expect(parseTimeOption('1:2:3:4')).toBeNull()
  })
})
