import { describe, expect, it } from 'vitest'
import { activeLineIndex, speakerTurns, transcriptAsText } from './transcriptLines'

const line = (speaker: string, start: number, text: string) => ({ speaker, side: 'rep' as const, start, end: start + 4, text, timestamp: '' })

describe('activeLineIndex', () => {
  const lines = [line('A', 0, 'a'), line('B', 5, 'b'), line('A', 12, 'c')]
  it('is the last line started by then', () => {
    expect(activeLineIndex(lines, 0)).toBe(0)
    expect(activeLineIndex(lines, 11.9)).toBe(1)
    expect(activeLineIndex(lines, 500)).toBe(2)
  })
  it('is -1 before the first line', () => {
    expect(activeLineIndex([line('A', 3, 'a')], 1)).toBe(-1)
    expect(activeLineIndex([], 1)).toBe(-1)
  })
})

describe('transcriptAsText', () => {
  it('prefixes time and speaker', () => {
    expect(transcriptAsText([line('Riley Rep', 65, 'Hello')])).toBe('[00:01:05] Riley Rep: Hello')
  })
})

describe('speakerTurns', () => {
  it('joins consecutive lines of one speaker', () => {
    const turns = speakerTurns([line('A', 0, 'one'), line('A', 3, 'two'), line('B', 6, 'three')])
    expect(turns.map((t) => [t.speaker, t.text])).toEqual([
      ['A', 'one two'],
      ['B', 'three'],
    ])
  })
})
