import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { TSegment, TSpeakerSide } from '@parley/shared/schemas/analysis'
import type { TProcessingInfo } from '@parley/shared/schemas/meeting-upload'
import type { Db } from '../../db/client'
import { analysisResults, bestPractices, meetingInsights, objections, swotInsights } from '../../db/schema/analysis'
import { calendarEvents } from '../../db/schema/calendar'
import { checklistDefinitions, type ChecklistProperties } from '../../db/schema/checklists'
import { companies } from '../../db/schema/companies'
import { meetingDeals } from '../../db/schema/deal-mapping'
import { meetingParticipants, meetings } from '../../db/schema/meetings'
import { transcriptSegments } from '../../db/schema/transcripts'
import { users } from '../../db/schema/users'

export interface CallParticipant {
  id: number
  name: string
  email: string | null
  side: TSpeakerSide
  userId: number | null
}

/** One recorded call with everything its analysis reads. */
export interface CallForAnalysis {
  id: number
  title: string
  startTime: Date
  videoDuration: number | null
  transcriptStatus: string | null
  processingInfo: TProcessingInfo
  /** An analysis is already stored (re-processing). */
  hasResult: boolean
  agendaType: string | null
  salesStage: string | null
  dealId: number | null
  repFunction: string | null
  segments: TSegment[]
  participants: CallParticipant[]
}

/** Live recordings of the tenant by id, with their segments (in order) and participants. */
export async function loadCallsForAnalysis(tx: Db, meetingIds: number[]): Promise<CallForAnalysis[]> {
  if (meetingIds.length === 0) return []
  const rows = await tx
    .select({
      id: meetings.id,
      title: meetings.title,
      startTime: meetings.startTime,
      videoDuration: meetings.videoDuration,
      transcriptStatus: meetings.transcriptStatus,
      processingInfo: meetings.processingInfo,
      agendaType: meetings.agendaType,
      eventAgendaType: calendarEvents.agendaType,
      salesStage: calendarEvents.salesStage,
      eventDealId: calendarEvents.primaryDealId,
      repFunction: users.function,
      resultId: analysisResults.id,
    })
    .from(meetings)
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .leftJoin(users, eq(users.id, meetings.userId))
    .leftJoin(analysisResults, eq(analysisResults.meetingId, meetings.id))
    .where(and(inArray(meetings.id, meetingIds), isNull(meetings.deletedAt)))
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  // One after another: a transaction is one connection, and pg refuses overlapping queries on it.
  const segments = await tx
    .select({
      meetingId: transcriptSegments.meetingId,
      speaker: transcriptSegments.speaker,
      side: transcriptSegments.side,
      startMs: transcriptSegments.startMs,
      endMs: transcriptSegments.endMs,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .where(inArray(transcriptSegments.meetingId, ids))
    .orderBy(asc(transcriptSegments.meetingId), asc(transcriptSegments.idx))
  const participants = await tx
    .select({
      meetingId: meetingParticipants.meetingId,
      id: meetingParticipants.id,
      name: meetingParticipants.name,
      email: meetingParticipants.email,
      side: meetingParticipants.side,
      userId: meetingParticipants.userId,
    })
    .from(meetingParticipants)
    .where(inArray(meetingParticipants.meetingId, ids))
    .orderBy(asc(meetingParticipants.id))
  const deals = await tx
    .select({ meetingId: meetingDeals.meetingId, dealId: meetingDeals.dealId })
    .from(meetingDeals)
    .where(and(inArray(meetingDeals.meetingId, ids), eq(meetingDeals.isPrimary, true)))
  const segmentsOf = groupBy(segments, (s) => s.meetingId)
  const participantsOf = groupBy(participants, (p) => p.meetingId)
  const dealOf = new Map(deals.map((d) => [d.meetingId, d.dealId]))
  return rows.map((r) => ({
    id: r.id,
    title: r.title ?? 'Untitled call',
    startTime: r.startTime,
    videoDuration: r.videoDuration,
    transcriptStatus: r.transcriptStatus,
    processingInfo: (r.processingInfo ?? {}) as TProcessingInfo,
    hasResult: r.resultId !== null,
    agendaType: r.agendaType ?? r.eventAgendaType,
    salesStage: r.salesStage,
    dealId: dealOf.get(r.id) ?? r.eventDealId,
    repFunction: r.repFunction,
    segments: (segmentsOf.get(r.id) ?? []).map((s) => ({
      speaker: s.speaker ?? 'Unknown speaker',
      side: s.side,
      startMs: s.startMs,
      endMs: s.endMs,
      text: s.text,
    })),
    participants: (participantsOf.get(r.id) ?? []).map(({ meetingId: _m, ...p }) => p),
  }))
}

export interface SignalDefinition {
  id: number
  uniqueName: string
  label: string
  signalType: 'checklist' | 'insight'
  signalCategory: string | null
  agendaTypes: string[]
  callFunctions: string[]
  properties: ChecklistProperties
}

export interface CompanyAnalysisContext {
  companyName: string
  competitors: string[]
  signals: SignalDefinition[]
}

/** The company's name, competitor list (companies.meta_data.competitors) and active checklist, in library order. */
export async function loadCompanyContext(tx: Db, companyId: number): Promise<CompanyAnalysisContext> {
  const [company] = await tx.select({ name: companies.name, meta: companies.metaData }).from(companies).where(eq(companies.id, companyId))
  const signals = await tx
    .select({
      id: checklistDefinitions.id,
      uniqueName: checklistDefinitions.uniqueName,
      label: checklistDefinitions.signalLabel,
      signalType: checklistDefinitions.signalType,
      signalCategory: checklistDefinitions.signalCategory,
      agendaTypes: checklistDefinitions.agendaTypes,
      callFunctions: checklistDefinitions.callFunctions,
      properties: checklistDefinitions.properties,
    })
    .from(checklistDefinitions)
    .where(eq(checklistDefinitions.isActive, true))
    .orderBy(asc(checklistDefinitions.displayOrder), asc(checklistDefinitions.id))
  const listed = (company?.meta as { competitors?: unknown } | undefined)?.competitors
  return {
    companyName: company?.name ?? '',
    competitors: Array.isArray(listed) ? listed.filter((c): c is string => typeof c === 'string' && c.trim() !== '') : [],
    signals: signals.map((s) => ({ ...s, signalType: s.signalType === 'insight' ? 'insight' : 'checklist' })),
  }
}

/** Sets processing_status on the given recordings (processing_info untouched). */
export async function setProcessingStatus(tx: Db, meetingIds: number[], processingStatus: number): Promise<void> {
  if (meetingIds.length === 0) return
  await tx.update(meetings).set({ processingStatus }).where(inArray(meetings.id, meetingIds))
}

export type AnalysisResultRow = Omit<typeof analysisResults.$inferInsert, 'id' | 'companyId' | 'meetingId' | 'createdAt' | 'updatedAt'>
export type InsightRow = Omit<typeof meetingInsights.$inferInsert, 'id' | 'companyId' | 'meetingId' | 'createdAt'>
type Linked<T> = T & { insightUniqueName: string | null }
export type ObjectionRow = Linked<Omit<typeof objections.$inferInsert, 'id' | 'companyId' | 'meetingId' | 'createdAt' | 'insightId'>>
export type BestPracticeRow = Linked<Omit<typeof bestPractices.$inferInsert, 'id' | 'companyId' | 'meetingId' | 'createdAt' | 'insightId'>>
export type SwotRow = Omit<typeof swotInsights.$inferInsert, 'id' | 'companyId' | 'meetingId' | 'createdAt'>

export interface StoredAnalysis {
  result: AnalysisResultRow
  insights: InsightRow[]
  objections: ObjectionRow[]
  bestPractices: BestPracticeRow[]
  swot: SwotRow[]
}

/** The outcome of processing one call: its analysis (null = none), talk figures and new processing state. */
export interface ProcessedRecord {
  meetingId: number
  /** The new analysis; null removes any earlier one; 'keep' leaves it (a failed re-run loses nothing). */
  analysis: StoredAnalysis | null | 'keep'
  talk: { participantId: number; talkTimeMs: number; wordCount: number }[]
  processingStatus: number
  /** Merged into processing_info; a key given as undefined is removed (e.g. the no-insights reason once analysed). */
  info: Partial<TProcessingInfo>
}

const ROWS_PER_INSERT = 1000

async function insertAll<T>(rows: T[], insert: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT))
}

/**
 * Replaces the analysis of each given recording with its new one (none for calls without insights), stores talk
 * figures and processing state. Replace-all keyed by meeting id inside the caller's one transaction: re-processing
 * leaves exactly one result. Batched, so a hundred calls cost a dozen statements.
 */
export async function storeProcessed(tx: Db, companyId: number, records: ProcessedRecord[]): Promise<void> {
  if (records.length === 0) return
  const ids = records.filter((r) => r.analysis !== 'keep').map((r) => r.meetingId)
  // Insights cascade to the objections and practices that point at them; the rest go by meeting.
  await tx.delete(swotInsights).where(inArray(swotInsights.meetingId, ids))
  await tx.delete(bestPractices).where(inArray(bestPractices.meetingId, ids))
  await tx.delete(objections).where(inArray(objections.meetingId, ids))
  await tx.delete(meetingInsights).where(inArray(meetingInsights.meetingId, ids))
  await tx.delete(analysisResults).where(inArray(analysisResults.meetingId, ids))
  const analysed = records.filter((r): r is ProcessedRecord & { analysis: StoredAnalysis } => r.analysis !== null && r.analysis !== 'keep')
  await insertAll(analysed, (part) => tx.insert(analysisResults).values(part.map((r) => ({ ...r.analysis.result, companyId, meetingId: r.meetingId }))))
  const insightIds = new Map<string, number>()
  const insights = analysed.flatMap((r) => r.analysis.insights.map((i) => ({ ...i, companyId, meetingId: r.meetingId })))
  await insertAll(insights, async (part) => {
    const inserted = await tx
      .insert(meetingInsights)
      .values(part)
      .returning({ id: meetingInsights.id, meetingId: meetingInsights.meetingId, uniqueName: meetingInsights.uniqueName })
    for (const row of inserted) insightIds.set(`${row.meetingId}/${row.uniqueName}`, row.id)
  })
  const link = (meetingId: number, name: string | null) => (name ? (insightIds.get(`${meetingId}/${name}`) ?? null) : null)
  const objectionRows = analysed.flatMap((r) =>
    r.analysis.objections.map(({ insightUniqueName, ...o }) => ({ ...o, companyId, meetingId: r.meetingId, insightId: link(r.meetingId, insightUniqueName) })),
  )
  await insertAll(objectionRows, (part) => tx.insert(objections).values(part))
  const practiceRows = analysed.flatMap((r) =>
    r.analysis.bestPractices.map(({ insightUniqueName, ...b }) => ({
      ...b,
      companyId,
      meetingId: r.meetingId,
      insightId: link(r.meetingId, insightUniqueName),
    })),
  )
  await insertAll(practiceRows, (part) => tx.insert(bestPractices).values(part))
  const swotRows = analysed.flatMap((r) => r.analysis.swot.map((w) => ({ ...w, companyId, meetingId: r.meetingId })))
  await insertAll(swotRows, (part) => tx.insert(swotInsights).values(part))
  await saveParticipantTalk(
    tx,
    records.flatMap((r) => r.talk),
  )
  await saveProcessingStates(tx, records)
}

/** processing_status and processing_info of many recordings in one statement. */
async function saveProcessingStates(tx: Db, records: ProcessedRecord[]): Promise<void> {
  const values = sql.join(
    records.map((r) => {
      const entries = Object.entries(r.info)
      const removed = entries.filter(([, v]) => v === undefined).map(([k]) => k)
      const kept = Object.fromEntries(entries.filter(([, v]) => v !== undefined))
      return sql`(${r.meetingId}::int, ${r.processingStatus}::smallint, ${JSON.stringify(kept)}::jsonb, ${`{${removed.join(',')}}`}::text[])`
    }),
    sql`, `,
  )
  await tx.execute(sql`
    update ${meetings} as m set processing_status = v.status, processing_info = (m.processing_info - v.removed) || v.info
    from (values ${values}) as v(id, status, info, removed) where m.id = v.id`)
}

/** Talk time and words per participant row (0.1 s resolution is kept in milliseconds). */
async function saveParticipantTalk(tx: Db, talk: { participantId: number; talkTimeMs: number; wordCount: number }[]): Promise<void> {
  if (talk.length === 0) return
  const values = sql.join(
    talk.map((t) => sql`(${t.participantId}::int, ${t.talkTimeMs}::int, ${t.wordCount}::int)`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${meetingParticipants} as p set talk_time_ms = v.talk, word_count = v.words
    from (values ${values}) as v(id, talk, words) where p.id = v.id`)
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = out.get(k)
    if (list) list.push(item)
    else out.set(k, [item])
  }
  return out
}
