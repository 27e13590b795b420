import { describe, expect, it } from 'vitest'
import { BUBBLE_RADIUS, bubbleRadius, quadrantBubbles, quadrantOf, quadrantPosition } from './win-loss-quadrant'

const counts = (strength: number, weakness: number, opportunity: number, threat: number) => ({ strength, weakness, opportunity, threat })

describe('"x = (opportunity - threat)/(opportunity + threat) in percent; y = (strength - weakness)/(strength + weakness)."', () => {
  it.each([
    [counts(3, 1, 3, 1), 50, 0.5],
    [counts(1, 3, 1, 3), -50, -0.5],
    [counts(2, 0, 0, 5), -100, 1],
    [counts(1, 2, 2, 1), 33, -0.33],
  ])('places %o at x %d, y %d', (c, x, y) => {
    expect(quadrantPosition(c)).toMatchObject({ x, y })
  })

  it('places a side with nothing said either way at 0, never dividing by zero', () => {
    expect(quadrantPosition(counts(0, 0, 0, 0))).toEqual({ x: 0, y: 0, quadrant: 'Opportunity' })
    expect(quadrantPosition(counts(0, 4, 0, 0))).toMatchObject({ x: 0, y: -1 })
  })

  it.each([
    ['only strengths (Product) is a Strength', counts(5, 0, 0, 0), 'Strength'],
    ['only weaknesses (Pricing, Timing, Security…) is a Weakness', counts(0, 4, 0, 0), 'Weakness'],
    ['only praise of a competitor is a Threat', counts(0, 0, 0, 3), 'Threat'],
    ['only criticism of a competitor is an Opportunity', counts(0, 0, 2, 0), 'Opportunity'],
    ['strengths and weaknesses in balance, nothing on competitors, falls to the signs', counts(2, 2, 0, 0), 'Opportunity'],
    ['something said on both sides follows the signs', counts(0, 3, 0, 1), 'Weakness'],
  ] as const)('when one side has nothing said, the other decides: %s', (_t, c, q) => {
    expect(quadrantPosition(c).quadrant).toBe(q)
  })
})

describe('"Both non-negative = Opportunity; x negative and y non-negative = Strength; both negative = Weakness; x non-negative and y negative = Threat."', () => {
  it.each([
    [0, 0, 'Opportunity'],
    [40, 0.2, 'Opportunity'],
    [-1, 0, 'Strength'],
    [-40, 0.9, 'Strength'],
    [-10, -0.1, 'Weakness'],
    [0, -0.5, 'Threat'],
    [70, -0.01, 'Threat'],
  ] as const)('x %d, y %d is %s', (x, y, q) => {
    expect(quadrantOf(x, y)).toBe(q)
  })
})

describe('"Bubble radius 6 to 20."', () => {
  it('scales linearly from the smallest bubble (6) to the largest (20)', () => {
    expect(BUBBLE_RADIUS).toEqual({ min: 6, max: 20 })
    expect(bubbleRadius(1, 1, 11)).toBe(6)
    expect(bubbleRadius(11, 1, 11)).toBe(20)
    expect(bubbleRadius(6, 1, 11)).toBe(13)
    expect(bubbleRadius(50, 1, 11)).toBe(20)
  })

  it('draws every bubble at the middle size when all are equal', () => {
    expect(bubbleRadius(4, 4, 4)).toBe(13)
  })
})

describe('"Bubbles at the same position are grouped."', () => {
  it('merges the items at one position into one bubble naming them all, the largest first', () => {
    const bubbles = quadrantBubbles([
      { name: 'Pricing', size: 4, ...counts(1, 3, 1, 3) },
      { name: 'Timing', size: 6, ...counts(2, 6, 2, 6) },
      { name: 'Product', size: 10, ...counts(9, 1, 5, 0) },
    ])
    expect(bubbles).toEqual([
      { x: -50, y: -0.5, quadrant: 'Weakness', names: ['Timing', 'Pricing'], size: 10, radius: 13 },
      { x: 100, y: 0.8, quadrant: 'Opportunity', names: ['Product'], size: 10, radius: 13 },
    ])
  })

  it('answers no bubbles for no items', () => {
    expect(quadrantBubbles([])).toEqual([])
  })
})
