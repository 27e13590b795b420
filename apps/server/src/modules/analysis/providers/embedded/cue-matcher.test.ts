import { describe, expect, it } from 'vitest'
import { findEvidence, scoreOf } from './cue-matcher'
import { DEFAULT_SIGNAL_CUES } from './default-cues'
import { indexCall } from './sentence-index'
import { type CompiledCues, compileCues } from './signal-cues'
import { segments } from './test-segments.util'

const cues = (name: string) => compileCues(DEFAULT_SIGNAL_CUES[name]) as CompiledCues

describe('signal evidence', () => {
  it("counts the prospect's budget statement but not the rep's question about budget", () => {
    const repOnly = indexCall(segments([['rep', 'Riley', 0, 'No budget concerns on your side? Is there a budget set aside for this?']]))
    expect(findEvidence(repOnly, cues('budget'))).toEqual([])

    const answered = indexCall(
      segments([
        ['rep', 'Riley', 0, 'Is there a budget set aside for this?'],
        ['prospect', 'Pat', 6, 'There is some budget in Q2, but it is tight. Probably 80k a year, give or take.'],
      ]),
    )
    const found = findEvidence(answered, cues('budget'))
    expect(found.map((e) => e.sentence.speaker)).toEqual(['Pat', 'Pat'])
    expect(found[0].kind).toBe('answer')
    expect(scoreOf(found)).toBeGreaterThan(30)
  })

  it('gives a rep probe nothing when the prospect does not really answer it', () => {
    const call = indexCall(
      segments([
        ['rep', 'Riley', 0, "What's your timeline for making a decision?"],
        ['prospect', 'Pat', 5, 'Not sure.'],
      ]),
    )
    expect(scoreOf(findEvidence(call, cues('timelines')))).toBe(0)
  })

  it('reads negation: "not a problem" is not a pain', () => {
    const denial = indexCall(segments([['prospect', 'Pat', 0, "Honestly reporting is not a problem for us, and it doesn't cost us much."]]))
    expect(scoreOf(findEvidence(denial, cues('pain_or_priority')))).toBe(0)
    const pain = indexCall(
      segments([
        ['prospect', 'Pat', 0, 'The biggest thing is forecast accuracy. We missed our number last quarter and the board was not happy.'],
        ['prospect', 'Pat', 9, 'My team spends ten hours a week on workarounds.'],
      ]),
    )
    expect(scoreOf(findEvidence(pain, cues('pain_or_priority')))).toBeGreaterThan(30)
  })

  it('keeps rep-side signals inside their window: an agenda counts at the start, not at the end', () => {
    const lines = [['rep', 'Riley', 0, 'Before we jump in, my goal is to see if there is a fit. Does that work?']] as const
    const filler = Array.from({ length: 20 }, (_, i) => ['prospect', 'Pat', 30 + i * 30, 'Okay.'] as const)
    const early = indexCall(segments([...lines, ...filler]))
    expect(scoreOf(findEvidence(early, cues('opening')))).toBeGreaterThan(30)
    const late = indexCall(segments([...filler, ['rep', 'Riley', 700, lines[0][3]]]))
    expect(scoreOf(findEvidence(late, cues('opening')))).toBe(0)
  })

  it('doubles a pitch that repeats the words of the pain the prospect stated', () => {
    const call = indexCall(
      segments([
        ['prospect', 'Pat', 0, 'Our real issue is pipeline visibility across regions.'],
        ['rep', 'Riley', 8, 'Teams like yours use it to fix pipeline visibility across regions.'],
      ]),
    )
    const found = findEvidence(call, cues('pitch'))
    expect(found[0].kind).toBe('echo')
    expect(scoreOf(found)).toBeGreaterThan(30)
  })
})
