import { ZAnalysisResult } from '@parley/shared/schemas/analysis'
import { describe, expect, it } from 'vitest'
import { analyzeCall, createEmbeddedAnalyzer } from './embedded.analyzer'
import { context, segments } from './test-segments.util'

// A compressed discovery call: agenda, pain, provider, timeline, budget, decision, a pitch, an objection, next steps.
const CALL = segments([
  ['rep', 'Riley Rep', 0, 'Hi Pat, thanks for making the time today.'],
  ['prospect', 'Pat Buyer', 4, 'Good, thanks.'],
  ['rep', 'Riley Rep', 8, 'Before we jump in, my goal is to see if there is a fit and leave time for next steps. Does that work?'],
  ['prospect', 'Pat Buyer', 16, 'Sounds good.'],
  ['rep', 'Riley Rep', 30, "Walk me through what's not working today?"],
  ['prospect', 'Pat Buyer', 36, 'The biggest thing is forecast accuracy. We missed our number last quarter and nobody saw it coming.'],
  ['rep', 'Riley Rep', 60, 'Who is your current provider there, and how long have you been with them?'],
  ['prospect', 'Pat Buyer', 66, "We're with Clari, about two years. Support has been slow since they got acquired."],
  ['rep', 'Riley Rep', 90, 'By when would you need this up and running?'],
  ['prospect', 'Pat Buyer', 96, 'Ideally live by the end of the quarter, because the board meeting is in June.'],
  ['rep', 'Riley Rep', 120, 'Is there a budget set aside for this?'],
  ['prospect', 'Pat Buyer', 126, 'There is some budget, roughly 80k a year, but it needs approval from our CFO, who signs off on tools.'],
  ['rep', 'Riley Rep', 150, 'Based on what you said, teams like yours use it to fix forecast accuracy within a quarter.'],
  ['prospect', 'Pat Buyer', 170, 'To be honest, the price is a lot higher than we expected.'],
  ['rep', 'Riley Rep', 180, 'I hear you. Is it the total or the per-seat price?'],
  ['prospect', 'Pat Buyer', 186, 'Mostly the total.'],
  [
    'rep',
    'Riley Rep',
    192,
    'Let me put it against what this costs you today: ten hours a week for your ops person is more than the license, and a two-year term brings the price down. Does that hold up for you?',
  ],
  ['prospect', 'Pat Buyer', 215, "Okay, that helps. I'll take it from there."],
  [
    'rep',
    'Riley Rep',
    290,
    "For next steps, I'll send the recap today, and let's book a technical session on Tuesday. I'll put the invite on the calendar now.",
  ],
  ['prospect', 'Pat Buyer', 300, "Tuesday works for me. I'll loop in our CFO."],
  ['rep', 'Riley Rep', 310, 'Thanks Pat, talk soon.'],
])

describe('embedded analyzer', () => {
  it('reads a discovery call into one valid result', async () => {
    const { result, engine, model } = await createEmbeddedAnalyzer().analyze(CALL, context())
    expect(engine).toBe('embedded')
    expect(model).toBeNull()
    expect(ZAnalysisResult.safeParse(result).success).toBe(true)
    const status = Object.fromEntries(result.checklist.map((c) => [c.uniqueName, c.status]))
    expect(status).toMatchObject({
      opening: 'done',
      pain_or_priority: 'done',
      current_provider: 'done',
      timelines: 'done',
      budget: 'done',
      decision_process: 'done',
      pitch: 'done',
      next_steps: 'done',
      objections: 'done',
      resistance_handling: 'done',
    })
    for (const c of result.checklist) expect(c.status === 'done').toBe(c.score > 30)
    const pain = result.checklist.find((c) => c.uniqueName === 'pain_or_priority')
    expect(pain?.snippets[0]).toMatchObject({ speaker: 'Pat Buyer', text: expect.stringMatching(/forecast accuracy|missed our number/) })
    expect(result.objections).toMatchObject([{ category: 'Pricing', handlingGrade: 'Handled', timestamp: '00:02:50' }])
    expect(result.competitorMentions).toMatchObject([{ competitor: 'Clari', count: 1 }])
    expect(result.actionItems.map((a) => a.owner)).toEqual(expect.arrayContaining(['Riley Rep', 'Pat Buyer']))
    expect(result.bestPractices.map((b) => [b.bp_heading, b.bp_grade])).toEqual([
      ['Opening', 'Followed'],
      ['Pitch', 'Followed'],
      // Mostly closed questions ("Is there…?", "By when…?"): one open question is not enough.
      ['Questions', 'Not followed'],
      ['Next steps', 'Followed'],
    ])
    expect(result.summary).toContain('Riley Rep (Northwind Analytics) met Pat Buyer')
    expect(result.summary).toContain('Next steps: ')
    expect(result.nextSteps).toEqual(expect.arrayContaining(['Book a technical session on Tuesday']))
    expect(result.followUpEmail.body).toContain('Hi Pat,')
    expect(result.swot.some((s) => s.about === 'Clari' && s.nature === 'threat')).toBe(true)
    expect(result.swot.some((s) => s.about === 'Clari' && s.nature === 'strength')).toBe(false)
  })

  it('leaves every signal pending on an internal call, with no forecast', () => {
    const internal = segments([
      ['rep', 'Morgan Manager', 0, "Let's do the usual format: deals first, then blockers. Does that work?"],
      ['rep', 'Riley Rep', 8, 'The biggest thing is Acme went quiet, so next steps are to book time with their VP.'],
    ])
    const result = analyzeCall(internal, context({ participants: [] }))
    expect(result.checklist.every((c) => c.status === 'pending')).toBe(true)
    expect(result.forecast).toBe('No forecast')
    expect(result.summary).toContain("no one from the buyer's side spoke")
  })

  it('gives an empty transcript a clear, valid result', () => {
    const result = analyzeCall([], context())
    expect(ZAnalysisResult.safeParse(result).success).toBe(true)
    expect(result.summary).toContain('No speech')
  })

  it('reads the model from the definition, so an edited model changes what counts', () => {
    const custom = context({
      checklist: [
        {
          id: 1,
          uniqueName: 'mentions_roadmap',
          label: 'Roadmap',
          signalType: 'checklist',
          properties: { model: { side: 'prospect', examples: ['Our product roadmap for next year is set.'], concepts: ['roadmap'] } },
        },
      ],
    })
    const call = segments([
      ['rep', 'Riley', 0, 'What is on your roadmap?'],
      ['prospect', 'Pat', 5, 'Our roadmap has a new data platform next year, and the warehouse team is rebuilding every pipeline before the summer.'],
      ['rep', 'Riley', 20, 'Who owns that work on your side, and how big is the team today?'],
      ['prospect', 'Pat', 25, 'Mostly my group, six engineers, with two contractors helping on the reporting side until the end of the year.'],
    ])
    expect(analyzeCall(call, custom).checklist[0]).toMatchObject({ uniqueName: 'mentions_roadmap', status: 'done' })
  })
})
