import { type AnalysisContext, type AnalysisOutcome, ZAnalysisResult } from '@parley/shared/schemas/analysis'
import type { TProcessingInfo } from '@parley/shared/schemas/meeting-upload'
import { signalAppliesToCall } from '@parley/shared/rules/agenda'
import { NO_TRANSCRIPT_MESSAGE, PROCESSING_STATUS, TOO_SHORT_MESSAGE, TRANSCRIPT_STATUS, canBuildInsights } from '@parley/shared/rules/processing-status'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Jobs } from '../../platform/jobs/jobs'
import { PermanentJobError, permanentFailure } from '../../platform/jobs/permanent-job-error'
import { autoMapCallDeal } from '../deals/deal-mapping.service'
import { recomputeDealRollups } from '../deals/deal-rollups.service'
import { RECOMPUTE_DEAL_ROLLUPS, dealRollupsJobKey } from '../deals'
import { enqueuePostCallEmail } from '../notifications'
import { refreshCallFactsOfMeeting } from '../reports/call-facts.service'
import { afterCallProcessed } from '../reports/checklist-call-scores.service'
import { refreshWinLossFactsOfMeeting } from '../reports/win-loss-facts.service'
import { type Analyzer, createAnalyzer } from './analyzer'
import { toStoredAnalysis } from './analysis-rows'
import {
  type CallForAnalysis,
  type CompanyAnalysisContext,
  type StoredAnalysis,
  loadCallsForAnalysis,
  loadCompanyContext,
  setProcessingStatus,
  storeProcessed,
} from './analysis.repository'
import { talkFigures } from './talk-figures'

export interface ProcessDeps {
  db: Database
  config: Pick<Config, 'llm'>
  /** Overrides the configured analyzer (tests; the demo seed uses the embedded one). */
  analyzer?: Analyzer
  /** The queue; without it (API tests, demo seed) follow-up work runs inline. */
  jobs?: Jobs
  now?: () => Date
}

export interface ProcessedCall {
  meetingId: number
  processingStatus: number
  /** The call's deal, whose roll-up the new result changes. */
  dealId: number | null
  error?: string
  /** The failure would repeat on every try (the queue does not retry it). */
  permanent?: boolean
}

/** What happened to one call before the results are written. */
interface Verdict {
  call: CallForAnalysis
  status: number
  info: Partial<TProcessingInfo>
  stored: StoredAnalysis | null | 'keep'
  talk: ReturnType<typeof talkFigures>
  error?: string
  /** The failure would repeat on every try. */
  permanent?: boolean
}

export function configuredAnalyzer(config: Pick<Config, 'llm'>): Analyzer {
  return createAnalyzer({ llm: config.llm ?? null })
}

/**
 * Analyses recorded calls of one company and stores the results (the process-call job; the demo seed in batches).
 * Idempotent, keyed by meeting id: each call's earlier results are replaced in the same transaction that writes the
 * new ones, so running it twice leaves one result. A failed analysis keeps any earlier result, is noted in
 * processing_info and reported in the answer, not thrown.
 */
export async function processCalls(deps: ProcessDeps, companyId: number, meetingIds: number[]): Promise<ProcessedCall[]> {
  const analyzer = deps.analyzer ?? configuredAnalyzer(deps.config)
  const { calls, company } = await deps.db.withTenant(companyId, async (tx) => {
    const loaded = await loadCallsForAnalysis(tx, meetingIds)
    const context = await loadCompanyContext(tx, companyId)
    const analysable = loaded.filter((c) => decide(c) === null).map((c) => c.id)
    await setProcessingStatus(tx, analysable, PROCESSING_STATUS.PROCESSING)
    return { calls: loaded, company: context }
  })
  const verdicts: Verdict[] = []
  for (const call of calls) verdicts.push(await judge(call, company, analyzer, deps.now?.() ?? new Date()))
  await deps.db.withTenant(companyId, (tx) =>
    storeProcessed(
      tx,
      companyId,
      verdicts.map((v) => ({
        meetingId: v.call.id,
        analysis: v.stored,
        talk: v.talk.participants,
        processingStatus: v.status,
        info: { ...v.info, talk: v.talk.summary },
      })),
    ),
  )
  return verdicts.map((v) => ({
    meetingId: v.call.id,
    processingStatus: v.status,
    dealId: v.call.dealId,
    ...(v.error ? { error: v.error } : {}),
    ...(v.permanent ? { permanent: true } : {}),
  }))
}

/**
 * One call (the process-call job): throws when the analysis failed, so the queue retries it; then the call's deal
 * roll-up is recomputed.
 */
export async function processCall(deps: ProcessDeps, input: { companyId: number; meetingId: number }): Promise<ProcessedCall | null> {
  const [done] = await processCalls(deps, input.companyId, [input.meetingId])
  if (done?.error) {
    const message = `analysis of meeting ${input.meetingId} failed: ${done.error}`
    throw done.permanent ? new PermanentJobError(message) : new Error(message)
  }
  // The post-call summary e-mail goes out through the queue only (the demo seed and API tests have none).
  if (done?.processingStatus === PROCESSING_STATUS.DONE && deps.jobs) await enqueuePostCallEmail(deps.jobs, input)
  // The reports' checklist scores of the call (at most minutes stale after processing).
  if (done) await afterCallProcessed(deps, input.companyId, input.meetingId)
  // Deal mapping: a call without a deal gets one from its attendees; the roll-up follows the mapped deal.
  const mapped = done ? await autoMapCallDeal(deps, input.companyId, input.meetingId) : null
  const dealId = mapped?.dealId ?? done?.dealId
  if (done && dealId) {
    const data = { companyId: input.companyId, dealId }
    if (deps.jobs) await deps.jobs.send(RECOMPUTE_DEAL_ROLLUPS, data, { singletonKey: dealRollupsJobKey(input.companyId, dealId) })
    else await recomputeDealRollups(deps, input.companyId, dealId)
  }
  // The call reports' summary row of the call, after its deal mapping (at most minutes stale after processing).
  if (done) await refreshCallFactsOfMeeting(deps, input.companyId, input.meetingId)
  // Competitive Win-Loss's rows of the call's SWOT insights, after its deal mapping (minutes stale at most).
  if (done) await refreshWinLossFactsOfMeeting(deps, input.companyId, input.meetingId)
  return done ?? null
}

/** Why a call gets no analysis, or null when it can be analysed. */
function decide(call: CallForAnalysis): { status: number; info: Partial<TProcessingInfo> } | null {
  if (call.segments.length === 0) {
    const failed = call.transcriptStatus === TRANSCRIPT_STATUS.FAILED
    return {
      status: PROCESSING_STATUS.NO_INSIGHTS,
      info: {
        analysis: undefined,
        noInsightsReason: failed ? 'transcript_failed' : 'no_transcript',
        message: failed ? 'The transcript could not be read, so there are no insights.' : NO_TRANSCRIPT_MESSAGE,
      },
    }
  }
  if (!canBuildInsights(durationSeconds(call))) {
    return { status: PROCESSING_STATUS.TOO_SHORT, info: { analysis: undefined, noInsightsReason: 'too_short', message: TOO_SHORT_MESSAGE } }
  }
  return null
}

/** The longer of the media's duration and the transcript's last word. */
export function durationSeconds(call: Pick<CallForAnalysis, 'videoDuration' | 'segments'>): number {
  const lastEnd = call.segments.reduce((max, s) => Math.max(max, s.endMs), 0)
  return Math.max(call.videoDuration ?? 0, Math.floor(lastEnd / 1000))
}

async function judge(call: CallForAnalysis, company: CompanyAnalysisContext, analyzer: Analyzer, now: Date): Promise<Verdict> {
  const talk = talkFigures(call.segments, call.participants)
  const skip = decide(call)
  if (skip) return { call, talk, stored: null, ...skip }
  let outcome: AnalysisOutcome
  try {
    outcome = await analyzer.analyze(call.segments, contextFor(call, company))
    // Nothing is stored that does not match the one result schema.
    outcome = { ...outcome, result: ZAnalysisResult.parse(outcome.result) }
  } catch (err) {
    // A result the schema refuses would be refused again on every try: it is kept short and not retried.
    const refused = permanentFailure(err)
    const error = refused ? `the analysis result does not match its schema: ${refused}` : (err instanceof Error ? err.message : String(err)).slice(0, 2000)
    // An earlier result stays in place: a failed re-run loses nothing, and the queue retries it.
    return {
      call,
      talk,
      stored: 'keep',
      status: call.hasResult ? PROCESSING_STATUS.DONE : PROCESSING_STATUS.NO_INSIGHTS,
      error,
      permanent: refused !== null,
      info: {
        ...(call.hasResult
          ? {}
          : { noInsightsReason: 'analysis_failed', message: refused ? 'The analysis failed.' : 'The analysis failed; it will be retried.' }),
        analysis: { ...(call.processingInfo.analysis ?? { engine: analyzer.id, model: null }), at: now.toISOString(), error },
      },
    }
  }
  const analysis = { engine: outcome.engine, model: outcome.model, at: now.toISOString(), ...(outcome.note ? { note: outcome.note } : {}) }
  return {
    call,
    talk,
    stored: toStoredAnalysis(outcome, company.signals, call.dealId),
    status: PROCESSING_STATUS.DONE,
    info: { analysis, noInsightsReason: undefined, message: undefined },
  }
}

/** The analyzer's view of the call: the company's checklist for this call's agenda and rep, competitors, participants. */
export function contextFor(call: CallForAnalysis, company: CompanyAnalysisContext): AnalysisContext {
  return {
    title: call.title,
    startTime: call.startTime.toISOString(),
    companyName: company.companyName,
    checklist: company.signals
      .filter((s) => signalAppliesToCall(s, { agendaType: call.agendaType, repFunction: call.repFunction }))
      .map((s) => ({ id: s.id, uniqueName: s.uniqueName, label: s.label, signalType: s.signalType, properties: s.properties })),
    competitors: company.competitors,
    participants: call.participants.map((p) => ({ name: p.name, email: p.email, side: p.side })),
    agendaType: call.agendaType,
    dealStage: call.salesStage,
  }
}
