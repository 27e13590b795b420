import { disfluent, expand, PoolCursor, type Slots, splitUtterance } from './conversation-grammar'
import * as C from './phrases/commercial'
import { AUTHORITY, BUDGET, DISCOVERY_TOPICS, PAIN, SUCCESS, SUMMARISE, SUMMARISE_REPLY, TIMELINE, type Topic } from './phrases/discovery'
import { OBJECTION_ACCEPT, OBJECTION_UNRESOLVED, OBJECTIONS, type ObjectionSet } from './phrases/objections'
import * as O from './phrases/opening'
import * as P from './phrases/pitch'
import { isCommitment, type PlantedFacts, type PlantedSpan, PlantRecorder, TOPIC_SIGNAL } from './planted'
import { callSlots } from './call-slots'
import type { Rng } from './random'
import type { CallContext, Speaker } from './call-context'

export type { CallContext, DealBrief, Speaker } from './call-context'

// The people, slots, timeline and phase moves of one call. transcripts.ts arranges the phases per call type.

export interface BuiltSegment {
  speaker: Speaker
  startMs: number
  endMs: number
  text: string
}

export interface BuiltTranscript {
  segments: BuiltSegment[]
  /** Length of the recording in seconds (speech plus a little silence at the edges). */
  durationSec: number
  /** What the call was built to contain (ground truth for bench/analysis-eval). */
  planted: PlantedFacts
}

/** Late-stage calls only revisit commercial questions. */
const LATE_TOPICS: readonly Topic[] = [TIMELINE, AUTHORITY, BUDGET, SUCCESS]

export type Exchange = 'contract' | 'terms' | 'implementation' | 'story' | 'probe' | 'objection' | 'demo' | 'tech'

/** Lays speech on a timeline: segment lengths follow word counts and each speaker's pace. */
class Timeline {
  readonly segments: BuiltSegment[] = []
  cursor: number
  private last: Speaker | null = null

  constructor(
    private readonly rng: Rng,
    startMs: number,
  ) {
    this.cursor = startMs
  }

  speak(speaker: Speaker, raw: string): void {
    const text = disfluent(raw, speaker.chatty, this.rng)
    const short = text.split(' ').length <= 3
    const overlap = short && this.last !== null && this.last !== speaker && this.rng.chance(0.3)
    for (const chunk of splitUtterance(text, this.rng.int(22, 40))) {
      const words = chunk.split(' ').length
      const changed = this.last !== speaker
      const gap = overlap ? -this.rng.int(150, 600) : changed ? this.rng.int(250, 1400) : this.rng.int(120, 700)
      const start = Math.max(0, this.cursor + gap)
      const length = Math.round((words / speaker.rate) * 1000 * this.rng.float(0.85, 1.2)) + 250
      this.segments.push({ speaker, startMs: start, endMs: start + length, text: chunk })
      this.cursor = Math.max(this.cursor, start + length)
      this.last = speaker
    }
  }
}

/** Phase machinery shared by every call type. */
export class Conversation {
  readonly t: Timeline
  readonly cursor: PoolCursor
  readonly slots: Record<string, string | readonly string[]>
  readonly planted = new PlantRecorder()
  /** Text of the last tracked line, for key points. */
  private lastText = ''

  constructor(
    readonly ctx: CallContext,
    readonly rng: Rng,
  ) {
    this.t = new Timeline(rng, rng.int(1500, 9000))
    this.cursor = new PoolCursor(rng)
    this.slots = callSlots(ctx, rng)
  }

  get lead(): Speaker {
    return this.ctx.reps[0]
  }

  /** Second rep when present (a sales engineer or CSM), else the lead. */
  get expert(): Speaker {
    return this.ctx.reps[1] && this.rng.chance(0.65) ? this.ctx.reps[1] : this.lead
  }

  get buyer(): Speaker {
    const ps = this.ctx.prospects
    if (ps.length === 0) return this.lead
    return this.rng.chance(0.7) ? ps[0] : this.rng.pick(ps)
  }

  line(speaker: Speaker, pool: readonly string[], extra?: Slots): void {
    // draw then expand: the same random draws as cursor.say, with the template known for the planted facts.
    const template = this.cursor.draw(pool)
    this.speak(speaker, expand(template, extra ? { ...this.slots, ...extra } : this.slots, this.rng), template)
  }

  /** Says one given template (not drawn from a pool). */
  template(speaker: Speaker, template: string): void {
    this.speak(speaker, expand(template, this.slots, this.rng), template)
  }

  /** A question, sometimes introduced ("Out of curiosity, …"). */
  ask(speaker: Speaker, template: string): void {
    const pool = speaker.side === 'prospect' ? O.PROSPECT_LEAD_IN : O.QUESTION_LEAD_IN
    this.speak(speaker, this.leadIn(pool, speaker.side === 'prospect' ? 0.25 : 0.55, expand(template, this.slots, this.rng)), template)
  }

  /** An answer, sometimes introduced ("Good question. …"). */
  answer(speaker: Speaker, template: string): void {
    this.speak(speaker, this.leadIn(O.ANSWER_LEAD_IN, 0.3, expand(template, this.slots, this.rng)), template)
  }

  /** Speaks and records a commitment when the template carries one (a planted action item). */
  private speak(speaker: Speaker, text: string, template: string): void {
    const from = this.mark()
    this.t.speak(speaker, text)
    const span = this.since(from)
    this.lastText = this.t.segments
      .slice(from)
      .map((s) => s.text)
      .join(' ')
    if (span && isCommitment(template, this.lastText))
      this.planted.actionItems.push({ speaker: speaker.name, side: speaker.side, text: this.lastText, ...span })
  }

  /** Position in the timeline, to measure what a phase said. */
  mark(): number {
    return this.t.segments.length
  }

  since(mark: number): PlantedSpan | null {
    const segs = this.t.segments
    if (segs.length <= mark) return null
    return { startMs: segs[mark].startMs, endMs: segs[segs.length - 1].endMs }
  }

  private keyPoint(): void {
    if (this.lastText) this.planted.keyPoints.push(this.lastText)
  }

  /** A question and its matching answer, drawn without repeats within the call. */
  pair(asker: Speaker, replier: Speaker, pairs: readonly (readonly [string, string])[]): void {
    const index = Number(this.cursor.draw(this.indexPool(pairs)))
    this.ask(asker, pairs[index][0])
    this.answer(replier, pairs[index][1])
  }

  private readonly indexPools = new Map<readonly unknown[], readonly string[]>()

  /** Positions of a pair list as a pool, so PoolCursor's no-repeat draw works on pairs too. */
  private indexPool(pairs: readonly unknown[]): readonly string[] {
    let pool = this.indexPools.get(pairs)
    if (!pool) {
      pool = pairs.map((_, i) => String(i))
      this.indexPools.set(pairs, pool)
    }
    return pool
  }

  private leadIn(pool: readonly string[], p: number, text: string): string {
    if (!this.rng.chance(p)) return text
    const lead = this.cursor.say(pool, this.slots)
    const rest = /^(I|I'm|I'd|I've|I'll)\b/.test(text) || /^[A-Z][a-z]*[A-Z]/.test(text) ? text : text[0].toLowerCase() + text.slice(1)
    return `${lead} ${/[.?!]$/.test(lead) ? text : rest}`
  }

  maybeBackchannel(speaker: Speaker, p = 0.35): void {
    if (this.rng.chance(p)) this.t.speak(speaker, this.rng.pick(O.BACKCHANNEL))
  }

  opening(): void {
    const buyer = this.buyer
    const [hello, reply] = this.rng.pick(O.GREETINGS)
    this.template(this.lead, hello)
    this.template(buyer, reply)
    const talk = this.rng.weighted([
      [0, 3],
      [1, 4],
      [2, 2],
    ] as const)
    for (const [ask, answer] of this.rng.sample(O.SMALL_TALK, talk)) {
      this.template(this.lead, ask)
      this.template(buyer, answer)
    }
    if (this.rng.chance(0.85)) {
      const m = this.mark()
      this.line(this.lead, this.ctx.reps.length > 1 && this.rng.chance(0.5) ? O.REP_AGENDA_WITH_COLLEAGUE : O.REP_AGENDA)
      this.planted.signal('opening', this.since(m))
      this.line(buyer, O.PROSPECT_AGENDA_REPLY)
    }
  }

  topic(topic: Topic): void {
    const m = this.mark()
    this.ask(this.lead, this.cursor.draw(topic.ask))
    const who = this.buyer
    this.answer(who, this.cursor.draw(topic.answer))
    if (TOPIC_SIGNAL[topic.key]) this.keyPoint()
    const depth = this.rng.weighted([
      [0, 2],
      [1, 4],
      [2, 2],
    ] as const)
    for (let i = 0; i < Math.min(depth, topic.probes.length); i++) {
      this.maybeBackchannel(this.lead, 0.3)
      this.pair(this.lead, who, topic.probes)
    }
    this.planted.signal(TOPIC_SIGNAL[topic.key], this.since(m))
    this.maybeBackchannel(this.lead)
  }

  /** One exchange of a kind: long phases alternate between these so a 60-minute call keeps moving. */
  exchange(kind: Exchange): void {
    switch (kind) {
      case 'contract': {
        const [who, question, answer] = this.rng.pick(C.CONTRACT_EXCHANGES)
        this.ask(who === 'rep' ? this.lead : this.buyer, question)
        this.answer(who === 'rep' ? this.buyer : this.lead, answer)
        break
      }
      case 'terms':
        this.line(this.buyer, C.NEGOTIATE_PROSPECT)
        this.line(this.lead, C.NEGOTIATE_REP)
        break
      case 'implementation':
        this.line(this.expert, C.IMPLEMENTATION)
        this.line(this.buyer, C.IMPLEMENTATION_REPLY)
        break
      case 'story':
        this.line(this.lead, C.CUSTOMER_STORY)
        this.line(this.buyer, C.CUSTOMER_STORY_REPLY)
        break
      case 'probe': {
        const late = ['pricing', 'negotiation', 'renewal'].includes(this.ctx.callType)
        const topic = this.rng.pick(late ? LATE_TOPICS : DISCOVERY_TOPICS)
        const m = this.mark()
        this.pair(this.lead, this.buyer, topic.probes)
        this.planted.signal(TOPIC_SIGNAL[topic.key], this.since(m))
        break
      }
      case 'objection':
        this.objection(this.rng.pick(OBJECTIONS))
        break
      case 'demo':
        this.pair(this.buyer, this.expert, P.DEMO_QA)
        break
      case 'tech':
        this.pair(this.buyer, this.expert, P.TECH_QA)
        break
    }
    this.maybeBackchannel(this.rng.chance(0.5) ? this.lead : this.buyer, 0.25)
  }

  mixed(endMs: number, kinds: readonly Exchange[]): void {
    // Stories are memorable once or twice a call, not every few minutes.
    const weighted = kinds.map((k) => [k, k === 'story' ? 0.4 : 1] as const)
    while (this.t.cursor < endMs) this.exchange(this.rng.weighted(weighted))
  }

  discovery(endMs: number): void {
    const rest = this.rng.shuffle(DISCOVERY_TOPICS.filter((t) => t !== PAIN))
    const order = [PAIN, ...rest]
    let i = 0
    do {
      this.topic(order[i])
      i++
      if (i === 4 && this.rng.chance(0.6)) {
        this.line(this.lead, SUMMARISE)
        this.line(this.buyer, SUMMARISE_REPLY)
      }
    } while (this.t.cursor < endMs && i < order.length)
    this.mixed(endMs, ['probe', 'probe', 'story', 'demo', 'implementation'])
  }

  pitch(): void {
    const m = this.mark()
    this.line(this.lead, P.PITCH)
    this.planted.signal('pitch', this.since(m))
    this.pair(this.buyer, this.lead, P.PITCH_QA)
  }

  demo(endMs: number): void {
    this.line(this.expert, P.DEMO_INTRO)
    do {
      const presenter = this.expert
      this.line(presenter, P.DEMO_FEATURE)
      if (this.rng.chance(0.35)) this.line(presenter, P.DEMO_FEATURE)
      this.maybeBackchannel(this.buyer, 0.4)
      if (this.rng.chance(0.6)) {
        this.pair(this.buyer, presenter, P.DEMO_QA)
        this.maybeBackchannel(this.buyer, 0.3)
      }
      if (this.rng.chance(0.04)) {
        this.line(presenter, O.TECH_HICCUP)
        this.line(this.buyer, O.TECH_HICCUP_REPLY)
      }
      if (this.rng.chance(0.3)) this.exchange(this.rng.pick(['story', 'probe', 'tech', 'implementation'] as const))
    } while (this.t.cursor < endMs)
  }

  technical(endMs: number): void {
    this.line(this.lead, P.POC_STATUS)
    this.line(this.buyer, P.POC_FEEDBACK)
    this.mixed(endMs, ['tech', 'tech', 'demo', 'implementation', 'probe', 'story'])
  }

  objection(set: ObjectionSet): void {
    const raiser = this.buyer
    const m = this.mark()
    this.line(raiser, set.raise)
    const raised = this.since(m)
    const text = this.lastText
    this.keyPoint()
    const handled = this.rng.chance(this.ctx.skill)
    if (handled) {
      this.line(this.lead, set.clarify)
      this.line(raiser, set.clarifyReply)
      this.line(this.rng.chance(0.8) ? this.lead : this.expert, set.answer)
      this.line(raiser, this.rng.chance(0.8) ? OBJECTION_ACCEPT : OBJECTION_UNRESOLVED)
    } else {
      this.line(this.lead, set.weakAnswer)
      this.line(raiser, this.rng.chance(0.7) ? OBJECTION_UNRESOLVED : OBJECTION_ACCEPT)
    }
    if (!raised) return
    this.planted.objections.push({ category: set.category, text, handled, ...raised })
    this.planted.signal('objections', raised)
    // A skilled answer (clarify, answer, check) is resistance handling; an authority objection names the approver.
    if (handled) this.planted.signal('resistance_handling', this.since(m))
    if (set.category === 'Authority') this.planted.signal('decision_process', raised)
  }

  objections(count: number, favour: ObjectionSet['category'][]): void {
    const weighted = OBJECTIONS.map((o) => [o, favour.includes(o.category) ? 4 : 1] as const)
    const used = new Set<ObjectionSet>()
    for (let i = 0; i < count; i++) {
      let set = this.rng.weighted(weighted)
      if (used.has(set)) set = this.rng.pick(OBJECTIONS)
      used.add(set)
      this.objection(set)
    }
  }

  pricing(endMs: number): void {
    this.line(this.lead, C.RECAP_VALUE)
    this.line(this.buyer, SUMMARISE_REPLY)
    this.line(this.lead, C.PRICE_PRESENT)
    for (let i = this.rng.int(1, 2); i > 0; i--) {
      this.line(this.buyer, C.PRICE_REACTION)
      this.line(this.lead, C.NEGOTIATE_REP)
      this.maybeBackchannel(this.buyer)
    }
    this.mixed(endMs, ['terms', 'implementation', 'story', 'probe', 'demo', 'objection'])
  }

  negotiation(endMs: number): void {
    for (const [who, question, answer] of this.rng.shuffle(C.CONTRACT_EXCHANGES).slice(0, 3)) {
      const asker = who === 'rep' ? this.lead : this.buyer
      const replier = who === 'rep' ? this.buyer : this.lead
      this.ask(asker, question)
      this.answer(replier, answer)
    }
    this.line(this.buyer, C.NEGOTIATE_PROSPECT)
    this.line(this.lead, C.NEGOTIATE_REP)
    this.mixed(endMs, ['contract', 'terms', 'implementation', 'story', 'probe', 'objection'])
    const m = this.mark()
    this.line(this.lead, C.SIGNATURE_TIMELINE)
    this.line(this.buyer, C.SIGNATURE_REPLY)
    // The signature plan names both a date and the signing steps.
    this.planted.signal('timelines', this.since(m))
    this.planted.signal('decision_process', this.since(m))
  }

  renewal(endMs: number): void {
    this.line(this.lead, C.RENEWAL_REVIEW)
    this.line(this.buyer, C.RENEWAL_FEEDBACK)
    this.maybeBackchannel(this.lead)
    this.line(this.lead, C.EXPANSION)
    this.line(this.buyer, C.EXPANSION_REPLY)
    this.mixed(endMs, ['terms', 'implementation', 'story', 'probe', 'demo', 'tech'])
  }

  nextSteps(): void {
    if (this.rng.chance(0.25 + this.ctx.skill * 0.7)) {
      const m = this.mark()
      this.line(this.lead, C.NEXT_STEPS_REP)
      this.keyPoint()
      this.line(this.buyer, C.NEXT_STEPS_PROSPECT)
      this.planted.signal('next_steps', this.since(m))
    } else {
      this.line(this.lead, C.VAGUE_NEXT_STEPS)
      this.t.speak(this.buyer, this.rng.pick(O.BACKCHANNEL))
    }
  }

  closing(): void {
    this.line(this.lead, O.REP_CLOSING)
    this.line(this.buyer, O.PROSPECT_CLOSING)
  }
}
