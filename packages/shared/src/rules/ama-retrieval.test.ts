import { describe, expect, it } from 'vitest'
import { AMA_FOLLOW_UP_QUESTION, type AmaHit, contentWords, rankWindows, searchFor, suggestedQuestions, websearchText } from './ama-retrieval'

describe('searchFor: the words a question searches', () => {
  it('keeps content words only', () => {
    expect(contentWords('What did they say about pricing?')).toEqual(['pricing'])
    expect(contentWords("Who's the decision-maker at Bluefin?")).toEqual(['decision-maker', 'bluefin'])
  })

  it('adds the topic words and, for competitors, the company’s competitor names', () => {
    const pricing = searchFor('Who raised pricing?')
    expect(pricing.terms).toEqual(expect.arrayContaining(['pricing', 'price', 'expensive', 'budget cuts']))
    expect(pricing.prefer).toEqual({ side: 'prospect', late: false })
    const rival = searchFor('Which competitor was named?', ['Gong', 'Chorus.ai'])
    expect(rival.terms).toEqual(expect.arrayContaining(['competitor', 'gong', 'chorus.ai']))
    expect(rival.prefer).toEqual({ side: null, late: false })
    const next = searchFor('What is the next step?')
    // The trigger words give way to the topic's phrases: not every "next" in the call.
    expect(next.terms).toEqual(expect.arrayContaining(['next steps', 'action items']))
    expect(next.terms).not.toContain('next')
    expect(next.prefer).toEqual({ side: null, late: true })
  })

  it('has nothing to search for a question of stop words', () => {
    expect(searchFor('what is it?').terms).toEqual([])
  })
})

describe('websearchText: never search operators', () => {
  it('ORs the terms and quotes phrases', () => {
    expect(websearchText(['pricing', 'next steps'])).toBe('pricing or "next steps"')
  })
  it('drops quotes, minus signs at word start are plain hyphens inside words, and operators become spaces', () => {
    expect(websearchText(['a"b', '(x)|y', '!!!'])).toBe('"a b" or "x  y"')
  })
})

describe('rankWindows: the retrieval ranking', () => {
  const hit = (idx: number, rank: number, side: AmaHit['side'] = 'rep', position = 0.5): AmaHit => ({ idx, rank, side, position })
  const none = { side: null, late: false }

  it('orders by rank, ties to the earlier moment, and keeps the best `limit` hits with one neighbour either side', () => {
    const windows = rankWindows([hit(40, 0.2), hit(10, 0.5), hit(70, 0.5), hit(90, 0.1)], none, 3)
    expect(windows.map((w) => [w.hitIdx, w.fromIdx, w.toIdx])).toEqual([
      [10, 9, 11],
      [70, 69, 71],
      [40, 39, 41],
    ])
  })

  it('merges touching windows into one passage, keeping the better hit', () => {
    const windows = rankWindows([hit(10, 0.5), hit(12, 0.4), hit(30, 0.3)], none, 2)
    expect(windows).toEqual([
      { hitIdx: 10, fromIdx: 9, toIdx: 13, score: 0.5 },
      { hitIdx: 30, fromIdx: 29, toIdx: 31, score: 0.3 },
    ])
  })

  it('prefers the topic’s side: the prospect raising pricing over the rep offering it', () => {
    const windows = rankWindows([hit(5, 0.4, 'rep'), hit(50, 0.3, 'prospect')], { side: 'prospect', late: false }, 1)
    expect(windows[0]?.hitIdx).toBe(50)
  })

  it('prefers later lines when the topic is agreed at the close (next steps), not announced in the agenda', () => {
    const windows = rankWindows([hit(3, 0.5, 'rep', 0.02), hit(180, 0.4, 'rep', 0.95)], { side: null, late: true }, 1)
    expect(windows[0]?.hitIdx).toBe(180)
  })

  it('starts the first window at the first line', () => {
    expect(rankWindows([hit(0, 1)], none)[0]).toMatchObject({ fromIdx: 0, toIdx: 1 })
  })
})

describe('suggestedQuestions', () => {
  it("starts with 'Draft a follow-up email to the prospect' and adds the call's topics", () => {
    expect(suggestedQuestions([])).toEqual([AMA_FOLLOW_UP_QUESTION])
    expect(suggestedQuestions(['competitor', 'pricing'])).toEqual([AMA_FOLLOW_UP_QUESTION, 'What did they say about pricing?', 'Which competitor was named?'])
  })
})
