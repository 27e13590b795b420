import { describe, expect, it } from 'vitest'
import { crmFieldValue } from './crm-field-value'

describe('crmFieldValue ("a field type we don\'t know" is stored as text)', () => {
  it.each([
    ['number', '15000.5', 15000.5],
    ['number', 'n/a', 'n/a'],
    ['date', '1714600000000', '2024-05-01T21:46:40.000Z'],
    ['date', '2025-05-01T10:00:00.000+0000', '2025-05-01T10:00:00.000Z'],
    ['date', 'soon', 'soon'],
    ['boolean', 'true', true],
    ['boolean', false, false],
    ['boolean', 'maybe', 'maybe'],
    ['enum', 'gold', 'gold'],
    ['text', { lat: 1, lng: 2 }, '{"lat":1,"lng":2}'],
    ['text', '', null],
  ] as const)('%s %j → %j', (type, raw, expected) => {
    expect(crmFieldValue(type, raw)).toEqual(expected)
  })
})
