import { describe, expect, it } from 'vitest'
import { answerFromCall, focusOf, type MomentLine, NOT_DISCUSSED, rankMoments, termOf } from './ama-moments'

const call = (...turns: [string, string][]): MomentLine[] => turns.map(([speaker, text], idx) => ({ idx, speaker, side: 'unknown', startMs: idx * 5000, text }))

const top = (question: string, lines: readonly MomentLine[]) => rankMoments(question, lines)[0]?.line.idx

describe('the words of a question and of a call', () => {
  it('match across inflections and number words', () => {
    expect(termOf('refunded')).toBe(termOf('refund'))
    expect(termOf('conditions')).toBe(termOf('condition'))
    expect(termOf('twenty')).toBe('20')
    expect(termOf('seventy-five')).toBe('75')
  })

  it('find "twenty percent" for "20%" and "refund" for "refunded"', () => {
    const lines = call(
      ['Ana', 'Thanks for joining, everyone. Let us get going with the agenda for today.'],
      ['Ben', 'We could take twenty percent off the first year if you sign this month.'],
      ['Ana', 'That is generous. I will take it to the team.'],
      ['Ben', 'The refund for the extra seats goes back on your card by Friday.'],
    )
    expect(top('What did Ben say about the 20% discount?', lines)).toBe(1)
    expect(top('When will the seats be refunded?', lines)).toBe(3)
  })
})

describe('who is asked about and the order of talk', () => {
  it('knows an anonymous speaker by the name they give or are called by', () => {
    const lines = call(
      ['Speaker 1', 'Summit Ridge Roofing, this is Danielle. Can I get your name?'],
      ['Speaker 2', 'Greg. Greg Halvorsen.'],
      ['Speaker 1', 'Got it, thank you. What is going on with the roof?'],
      ['Speaker 2', 'The hail cracked a few shingles, and another roofer came by and gave me a quote, twenty-two thousand.'],
      ['Speaker 1', 'A roofer quote that high is common after a storm; ours are usually in the low to mid teens.'],
      ['Speaker 2', 'Okay, that is good to know.'],
      ['Speaker 1', "You're welcome, Greg. Have a good one."],
    )
    expect(top('What did Greg say about the other roofer quote?', lines)).toBe(3)
    expect(top('What did Danielle say about the other roofer quote?', lines)).toBe(4)
  })

  it("looks for who approves on the buyer's side, a seller known by the role in their label", () => {
    const lines = call(
      ['Account Executive', 'Prepayment would have to be approved by our finance team, Graham runs that.'],
      ['Controller', 'Okay.'],
      ['Head of AP', 'Right.'],
      ['Procurement Lead', 'Prepayment would have to be approved by our finance team, Graham runs that.'],
    )
    expect(top('Who has to approve the prepayment?', lines)).toBe(3)
  })

  it('prefers the named speaker over the reply that follows them', () => {
    const lines = call(
      ['CFO', 'The model assumes seventy percent of invoices go through touchless, and I have never seen that.'],
      ['Account Executive', 'That is a fair challenge; seventy percent touchless is the median across our customers.'],
      ['CFO', 'Then show me the distribution.'],
    )
    expect(top('What did the CFO say about the 70% touchless assumption?', lines)).toBe(0)
  })
})

describe('what kind of answer a question wants', () => {
  it('names the thing a value is asked of', () => {
    expect(focusOf('How many employees does the clinic have?')).toBe('employees')
    expect(focusOf('How much did they quote per van?')).toBeNull()
    expect(focusOf("What is Fernhollow's annual revenue?")).toBe('revenue')
    expect(focusOf('What price range did Jasmine give?')).toBeNull()
  })

  it('answers a count only where the count is said of the thing asked', () => {
    const lines = call(
      ['Rep', 'How is the team handling the schedule right now, with the new locations coming?'],
      ['Owner', 'We have twelve technicians across the two shops, and it is a mess every Monday.'],
      ['Rep', 'Got it. We send three reminders per appointment by default.'],
    )
    expect(answerFromCall('How many technicians do they have?', lines).citations[0]?.idx).toBe(1)
    expect(answerFromCall('How many appointments do they book per week?', lines).answer).toBe(NOT_DISCUSSED)
  })

  it('does not take a version number for a price', () => {
    const lines = call(
      ['Architect', 'SCIM 2.0 is included on the Enterprise plan, which is what you have been quoted.'],
      ['Buyer', 'Good, that settles provisioning for us.'],
    )
    expect(answerFromCall('What is the quoted price of the Enterprise plan?', lines).noAnswer).toBe(true)
  })

  it('hears spoken amounts as prices', () => {
    const lines = call(
      ['Buyer', 'So what would this run us for the whole fleet, roughly?'],
      ['Rep', 'For fourteen vans it comes to about four forty eight a month on the standard plan.'],
    )
    const answer = answerFromCall('How much would the standard plan cost for the fleet?', lines)
    expect(answer.noAnswer).toBe(false)
    expect(answer.citations[0]?.idx).toBe(1)
  })
})

describe('what the call does not answer', () => {
  it('an acronym the call never says is not discussed', () => {
    const lines = call(
      ['Rep', 'The two-stage heat pump is efficient and quiet, and it qualifies for the rebate.'],
      ['Homeowner', 'How efficient are we talking, compared to what we have now?'],
      ['Rep', 'Much better than your old furnace and AC, especially in the shoulder seasons.'],
    )
    expect(answerFromCall('What efficiency (SEER) rating does the two-stage heat pump have?', lines).answer).toBe(NOT_DISCUSSED)
  })

  it('a verb of the question said otherwise in the call still finds the answer', () => {
    const lines = call(
      ['Account Manager', 'For September we would like to offer a twenty percent discount on the renewal.'],
      ['Head of IT', 'I appreciate it, really. But it is not about the money, it is about trust.'],
      ['Account Manager', 'Understood. Shall we set up a call next week?'],
    )
    const answer = answerFromCall('How did the Head of IT react to the 20% discount?', lines)
    expect(answer.noAnswer).toBe(false)
    expect(answer.citations[0]?.idx).toBe(1)
  })

  it('a noun that frames the question ("status", "trends") may go unsaid', () => {
    const lines = call(
      ['Rep', 'Where are we with security?'],
      ['Buyer', 'The security review of your platform is with our CISO; she expects to finish it next week.'],
      ['Rep', 'Great, I will send the pen test summary today.'],
    )
    const answer = answerFromCall('What is the status of the security review?', lines)
    expect(answer.noAnswer).toBe(false)
    expect(answer.citations[0]?.idx).toBe(1)
  })

  it('a question with a word the call never uses needs most of the rest in one place', () => {
    const lines = call(
      ['Rep', 'Is your home insurance with the same company as your auto policy?'],
      ['Buyer', 'Our home insurance is with Geico too, well, through them, it is actually some other company.'],
      ['Rep', 'That is common, they partner with other carriers for home.'],
    )
    expect(answerFromCall('What do they currently pay for home insurance premiums?', lines).noAnswer).toBe(true)
  })
})

describe('how people ask', () => {
  it('a two-part question is answered by a line that answers one part', () => {
    const lines = call(
      ['Rep', 'Thanks for making time today, I know the quarter is busy for you.'],
      ['Buyer', 'We chose the other vendor in the end, Brightline, after the second demo.'],
      ['Rep', 'Understood, thanks for telling me.'],
    )
    const answer = answerFromCall('Which vendor did they choose, and when did they sign the contract?', lines)
    expect(answer.noAnswer).toBe(false)
    expect(answer.citations[0]?.idx).toBe(1)
  })

  it('a question written without its question mark is answered by the short reply after it', () => {
    const lines = call(
      ['spk_0', 'okay and your fiscal year starts'],
      ['spk_1', 'july first'],
      ['spk_0', 'got it so if you wanted something live for fall recruiting we would need to start soon'],
    )
    expect(answerFromCall('When does the fiscal year start?', lines).citations[0]?.idx).toBe(1)
  })

  it('a question naming a speaker is answered from their lines, though they share few of its words', () => {
    const lines = call(
      ['Rep', 'Let me share the plan for the rollout, phase by phase, with dates and owners.'],
      ['Head of IT', 'Our tickets sat for days last month and nobody called us back about the outage.'],
      ['Director of Support', 'What I can do is assign you a named engineer, someone who knows your instance.'],
      ['Head of IT', 'That would help, if it is in writing, with the tickets and the outage covered.'],
      ['Rep', 'We can put it in the order form.'],
    )
    const asked = 'about the engineer for the tickets, the rollout plan and the order form?'
    const named = answerFromCall(`What did the Director of Support say ${asked}`, lines)
    expect(named.noAnswer).toBe(false)
    expect(named.citations[0]?.idx).toBe(2)
    expect(answerFromCall(`What was said ${asked}`, lines).citations[0]?.idx).not.toBe(2)
  })
})
