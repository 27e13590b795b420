import { money } from './call-slots'
import { type BuiltTranscript, type CallContext, Conversation, type DealBrief, type Speaker } from './conversation'
import type { Slots } from './conversation-grammar'
import * as I from './phrases/internal'
import { SHORT_CALLS } from './phrases/short'
import { PlantRecorder } from './planted'
import type { Rng } from './random'
import type { CallType } from './types'

export type { BuiltSegment, BuiltTranscript, CallContext, DealBrief, Speaker } from './conversation'

/** Arranges a call's phases by call type: each phase gets a share of the planned length. */

type Phase = readonly [weight: number, run: (c: Conversation, endMs: number) => void]

/** Each call type is a sequence of phases sharing the planned length by weight. */
const PLANS: Record<Exclude<CallType, 'internal_pipeline' | 'internal_coaching' | 'internal_standup'>, readonly Phase[]> = {
  intro: [
    [1, (c) => c.opening()],
    [3, (c, end) => c.discovery(end)],
    [1, (c) => c.pitch()],
    [1, (c) => c.objections(c.rng.int(0, 1), ['Timing', 'Competitor'])],
    [1, (c) => c.nextSteps()],
  ],
  discovery: [
    [1, (c) => c.opening()],
    [6, (c, end) => c.discovery(end)],
    [1, (c) => c.pitch()],
    [1, (c) => c.objections(c.rng.int(1, 2), ['Timing', 'Competitor', 'Authority'])],
    [1, (c) => c.nextSteps()],
  ],
  demo: [
    [1, (c) => c.opening()],
    [2, (c, end) => c.discovery(end)],
    [6, (c, end) => c.demo(end)],
    [1, (c) => c.objections(c.rng.int(1, 3), ['Competitor', 'Integration', 'Pricing'])],
    [1, (c) => c.nextSteps()],
  ],
  technical: [
    [1, (c) => c.opening()],
    [6, (c, end) => c.technical(end)],
    [2, (c, end) => c.demo(end)],
    [1, (c) => c.objections(c.rng.int(1, 2), ['Security', 'Integration'])],
    [1, (c) => c.nextSteps()],
  ],
  pricing: [
    [1, (c) => c.opening()],
    [5, (c, end) => c.pricing(end)],
    [2, (c) => c.objections(c.rng.int(1, 3), ['Pricing', 'Authority', 'Competitor'])],
    [1, (c) => c.nextSteps()],
  ],
  negotiation: [
    [1, (c) => c.opening()],
    [5, (c, end) => c.negotiation(end)],
    [1, (c) => c.objections(c.rng.int(1, 2), ['Pricing', 'Authority', 'Timing'])],
    [1, (c) => c.nextSteps()],
  ],
  renewal: [
    [1, (c) => c.opening()],
    [5, (c, end) => c.renewal(end)],
    [2, (c) => c.objections(c.rng.int(1, 2), ['Pricing', 'Competitor'])],
    [1, (c) => c.nextSteps()],
  ],
}

function runPlan(c: Conversation, plan: readonly Phase[], targetMs: number): void {
  const total = plan.reduce((s, [w]) => s + w, 0)
  let acc = 0
  for (const [weight, run] of plan) {
    acc += weight
    run(c, (targetMs * acc) / total)
  }
  c.closing()
}

function internalCall(c: Conversation, targetMs: number): void {
  const ctx = c.ctx
  const manager = c.lead
  const team = ctx.reps.length > 1 ? ctx.reps.slice(1) : ctx.reps
  const deals = ctx.teamDeals.length > 0 ? ctx.teamDeals : ctx.deal ? [ctx.deal] : []
  const dealSlots = (d: DealBrief | undefined, rep: Speaker): Slots =>
    d
      ? {
          rep: rep.firstName,
          dealName: d.name,
          dealAccount: d.account,
          dealStage: d.stage,
          dealAmount: money(d.amount),
          competitor: d.competitor ?? c.slots.competitor,
        }
      : { rep: rep.firstName }
  c.line(manager, I.INTERNAL_OPEN, { rep: team[0].firstName })
  let i = 0
  do {
    const rep = team[i % team.length]
    const deal = deals.length > 0 ? deals[(i * 7 + c.rng.int(0, deals.length - 1)) % deals.length] : undefined
    const slots = dealSlots(deal, rep)
    if (ctx.callType === 'internal_standup') {
      c.line(rep, I.STANDUP_UPDATE, slots)
      c.line(c.rng.chance(0.7) ? manager : c.rng.pick(team), I.STANDUP_REACT, slots)
    } else if (ctx.callType === 'internal_coaching') {
      c.line(manager, c.rng.chance(0.6) ? I.COACH_REVIEW : I.PIPELINE_ASK, slots)
      c.line(rep, c.rng.chance(0.6) ? I.COACH_REPLY : I.PIPELINE_ANSWER, slots)
      c.maybeBackchannel(manager)
    } else {
      c.line(manager, I.PIPELINE_ASK, slots)
      c.line(rep, I.PIPELINE_ANSWER, slots)
      if (c.rng.chance(0.6)) c.line(manager, I.PIPELINE_COACH, slots)
      c.maybeBackchannel(rep, 0.4)
    }
    i++
  } while (c.t.cursor < targetMs)
  c.line(manager, I.INTERNAL_CLOSE, { rep: team[0].firstName })
}

function shortCall(c: Conversation): void {
  const script = c.rng.pick(SHORT_CALLS)
  for (const [who, template] of script) {
    c.template(who === 'rep' ? c.lead : c.buyer, template)
  }
}

/** Builds the transcript of one call. A silent call has no segments at all. */
export function buildTranscript(ctx: CallContext, rng: Rng): BuiltTranscript {
  const competitors = ctx.company.profile.competitors
  if (ctx.shape === 'silent') return { segments: [], durationSec: Math.max(60, ctx.targetSec), planted: new PlantRecorder().finish([], competitors) }
  const c = new Conversation(ctx, rng)
  const targetMs = ctx.targetSec * 1000
  if (ctx.shape === 'short') shortCall(c)
  else if (ctx.callType.startsWith('internal_')) internalCall(c, targetMs)
  else runPlan(c, PLANS[ctx.callType as keyof typeof PLANS], targetMs * 0.97)
  const endMs = c.t.segments.reduce((m, s) => Math.max(m, s.endMs), 0)
  const tail = ctx.shape === 'short' ? rng.int(1, 4) : rng.int(3, 25)
  const durationSec = Math.ceil(endMs / 1000) + tail
  return {
    segments: c.t.segments,
    durationSec: ctx.shape === 'short' ? Math.min(durationSec, 59) : durationSec,
    planted: c.planted.finish(c.t.segments, competitors),
  }
}
