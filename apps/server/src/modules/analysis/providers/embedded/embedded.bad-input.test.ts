import { readFileSync } from 'node:fs'
import { ZAnalysisResult } from '@parley/shared/schemas/analysis'
import { describe, expect, it } from 'vitest'
import { analyzeCall } from './embedded.analyzer'
import { UNSUPPORTED_LANGUAGE } from './language'
import { context, segments } from './test-segments.util'

type Line = Parameters<typeof segments>[0][number]

// Calls as uploads arrive: no attendees, anonymous or role labels, one voice, small talk only, another language,
// a very long call. Each gets an honest result: valid, no broken sentence, nothing claimed that was not said.

const noAttendees = context({ participants: [] })
const done = (r: ReturnType<typeof analyzeCall>) => r.checklist.filter((c) => c.status === 'done').map((c) => c.uniqueName)
const sentences = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/).filter(Boolean)

const DISCOVERY: Line[] = [
  ['unknown', 'Speaker 1', 0, 'Hi, this is Dana from Northwind Analytics, thanks for taking the time today.'],
  ['unknown', 'Speaker 2', 6, 'Sure, happy to. We have about ten minutes.'],
  ['unknown', 'Speaker 1', 12, 'What made you look at forecasting tools right now?'],
  ['unknown', 'Speaker 2', 18, 'Our forecast was off by eleven percent last quarter and the board was not happy about it at all.'],
  ['unknown', 'Speaker 1', 30, 'Our platform flags volume drops automatically, so you would see that shift weeks earlier.'],
  ['unknown', 'Speaker 2', 42, "Honestly it sounds expensive, and I'm worried about the cost for a team our size."],
  ['unknown', 'Speaker 1', 50, 'That is fair. Most teams your size recover the cost in one quarter because two analysts stop rebuilding the workbook by hand.'],
  ['unknown', 'Speaker 2', 64, 'Okay, that helps.'],
  ['unknown', 'Speaker 1', 70, "I'll send the pricing and a case study by Friday. Does Tuesday at ten work for a demo with your CFO?"],
  ['unknown', 'Speaker 2', 80, 'Tuesday at ten works.'],
]

describe('the embedded analyzer on bad input', () => {
  it('reads an upload without attendees, speakers labelled by number: who sells is inferred, names are the full labels', () => {
    const r = analyzeCall(segments(DISCOVERY), noAttendees)
    expect(ZAnalysisResult.safeParse(r).success).toBe(true)
    expect(r.summary.startsWith('Speaker 1 (Northwind Analytics) met Speaker 2')).toBe(true)
    expect(r.summary).not.toMatch(/^\s*of |\(\)| {2}/)
    expect(r.objections.map((o) => o.category)).toEqual(['Pricing'])
    expect(r.nextSteps.length).toBeGreaterThan(0)
    expect(done(r)).toEqual(expect.arrayContaining(['pain_or_priority', 'next_steps', 'objections']))
  })

  it('reads role labels as the seller and the buyer', () => {
    const roles = DISCOVERY.map(([side, speaker, at, text]) => [side, speaker === 'Speaker 1' ? 'Account Executive' : 'CFO', at, text] as Line)
    const r = analyzeCall(segments(roles), noAttendees)
    expect(r.objections[0]?.evidence).toContain('expensive')
    expect(r.actionItems.every((a) => (a.owner === 'Account Executive' ? a.side === 'rep' : a.side === 'prospect'))).toBe(true)
  })

  it('claims nothing about a buyer when only one voice was recorded', () => {
    const r = analyzeCall(segments(DISCOVERY.filter(([, s]) => s === 'Speaker 1').map(([, s, at, t]) => ['rep', s, at, t] as Line)), noAttendees)
    expect(done(r)).toEqual([])
    expect(r.objections).toEqual([])
    expect(r.summary).toContain("no one from the buyer's side spoke")
    expect(r.forecast).toBe('No forecast')
  })

  it('says a five-minute call of small talk holds nothing to analyse, rather than inventing', () => {
    const chat: Line[] = [
      ['rep', 'Riley Rep', 0, 'Hi Pat, can you hear me?'],
      ['prospect', 'Pat Buyer', 5, 'Barely, you cut out.'],
      ['rep', 'Riley Rep', 60, 'How about now?'],
      ['prospect', 'Pat Buyer', 120, 'Better. Sorry, I have to jump.'],
      ['rep', 'Riley Rep', 290, 'No problem, talk soon.'],
    ]
    const r = analyzeCall(segments(chat), context())
    expect(ZAnalysisResult.safeParse(r).success).toBe(true)
    expect(done(r)).toEqual([])
    expect(r.objections).toEqual([])
    expect(r.summary).toBe('Not enough was said on this call to analyse it.')
  })

  it('answers a call in another language honestly', () => {
    const call = JSON.parse(readFileSync(new URL('../../../../../../../bench/corpus/calls/w5-05.json', import.meta.url), 'utf8')) as {
      turns: { speaker: string; text: string }[]
    }
    const r = analyzeCall(
      call.turns.map((t, i) => ({ speaker: t.speaker, side: 'unknown', startMs: i * 10_000, endMs: i * 10_000 + 9000, text: t.text })),
      context(),
    )
    expect(r.summary).toBe(UNSUPPORTED_LANGUAGE)
    expect(done(r)).toEqual([])
    expect(r.objections).toEqual([])
  })

  it('reads a 20,000-word call into a short summary, every quote from the call', () => {
    const long: Line[] = []
    for (let i = 0; long.reduce((n, l) => n + l[3].split(' ').length, 0) < 20_000; i++) {
      const [side, speaker, at, text] = DISCOVERY[i % DISCOVERY.length]
      long.push([side, speaker, at + Math.floor(i / DISCOVERY.length) * 100, text])
    }
    const started = performance.now()
    const r = analyzeCall(segments(long), noAttendees)
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(ZAnalysisResult.safeParse(r).success).toBe(true)
    expect(sentences(r.summary).length).toBeLessThanOrEqual(12)
    const plain = (t: string) =>
      t
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    const transcript = plain(long.map((l) => l[3]).join(' '))
    // Every speaker's quote (the opener quotes the calendar title) is words of the call.
    const quotes = [...r.summary.matchAll(/: "([^"]+)"/g)].map((m) => plain(m[1]))
    expect(quotes.length).toBeGreaterThan(0)
    for (const quote of quotes) expect(transcript.includes(quote), quote).toBe(true)
  })
})
