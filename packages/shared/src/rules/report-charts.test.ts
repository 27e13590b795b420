import { describe, expect, it } from 'vitest'
import { BAR_THICKNESS, barValues, PIE_COLOURS, pieSlices, roundPercent } from './report-charts'
import { LEVEL_HEX, levelHex } from './deal-scores'

const values = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `v${i}`, value: i + 1 }))

describe('"Pie: at most 10 slices sorted descending, labels only the two largest when more than one"', () => {
  it('keeps the 10 largest, descending', () => {
    const slices = pieSlices(values(14))
    expect(slices).toHaveLength(10)
    expect(slices.map((s) => s.value)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5])
  })

  it('labels the two largest of several, and a lone slice', () => {
    expect(pieSlices(values(5)).map((s) => s.labelled)).toEqual([true, true, false, false, false])
    expect(pieSlices([{ key: 'High', value: 3 }]).map((s) => s.labelled)).toEqual([true])
  })

  it('"Pie colours cycle through seven."', () => {
    const slices = pieSlices(values(10))
    expect(PIE_COLOURS).toHaveLength(7)
    expect(slices[7]?.colour).toBe(slices[0]?.colour)
    expect(new Set(slices.slice(0, 7).map((s) => s.colour)).size).toBe(7)
  })

  it('percents are of every value, shown or not', () => {
    const slices = pieSlices([...values(10), { key: 'tail', value: 45 }])
    expect(slices[0]).toMatchObject({ key: 'tail', percent: 45 })
  })
})

describe('"Percent outputs rounded at a .5 boundary."', () => {
  it.each([
    [1, 8, 13], // 12.5 → 13
    [1, 3, 33],
    [2, 3, 67],
    [5, 200, 3], // 2.5 → 3
    [0, 0, 0],
  ])('%i of %i → %i%', (part, whole, expected) => {
    expect(roundPercent(part, whole)).toBe(expected)
  })
})

describe('"bar: top 5 non-None values, bar thickness 30; deal owner chart shows top 5 owners"', () => {
  it('drops None and keeps the five largest', () => {
    const bars = barValues([{ key: 'None', value: 99 }, { key: '', value: 50 }, ...values(8)])
    expect(bars.map((b) => b.key)).toEqual(['v7', 'v6', 'v5', 'v4', 'v3'])
    expect(BAR_THICKNESS).toBe(30)
  })
})

describe('"Score colours: High green, Mid orange, Low red, None grey" on the score pies', () => {
  it("paints each level's slice in its score colour, whatever its rank", () => {
    const slices = pieSlices(
      [
        { key: 'None', value: 9 },
        { key: 'High', value: 5 },
        { key: 'Low', value: 2 },
        { key: 'Mid', value: 1 },
      ],
      levelHex,
    )
    expect(Object.fromEntries(slices.map((s) => [s.key, s.colour]))).toEqual(LEVEL_HEX)
    expect(pieSlices([{ key: 'Product A', value: 3 }], levelHex)[0]?.colour).toBe(PIE_COLOURS[0])
  })
})
