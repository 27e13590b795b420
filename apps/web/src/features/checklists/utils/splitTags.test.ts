import { describe, expect, it } from 'vitest'
import { splitTags } from './splitTags'

describe('splitTags — "tags as comma-separated text"', () => {
  it('splits, trims and drops empty and repeated tags', () => {
    expect(splitTags('discovery, qualification,, Discovery ,best practice')).toEqual(['discovery', 'qualification', 'best practice'])
  })

  it('gives nothing for no tags', () => {
    expect(splitTags(null)).toEqual([])
    expect(splitTags('')).toEqual([])
  })
})
