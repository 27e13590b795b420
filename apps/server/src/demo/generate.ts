import { type ScheduledEvent, scheduleEvents } from './calendar'
import { generateChecklists } from './checklists'
import { type CompanyProfile, companiesFor, volumesFor } from './companies'
import { type CrmData, generateCrm } from './crm'
import { scheduleDialerCalls } from './dialer-calls'
import { generateEmails } from './emails'
import { IdCounters } from './ids'
import { planPersonaLife } from './personas'
import type { PlantedFacts } from './planted'
import { createRng } from './random'
import { planReviewStages, shapeReviewCalls } from './review-stages'
import { buildTranscript, type CallContext, type DealBrief, type Speaker } from './transcripts'
import type {
  DemoBot,
  DemoData,
  DemoDeal,
  DemoOptions,
  DemoParticipant,
  DemoRecording,
  DemoSegment,
  DemoSize,
  DemoStreamItem,
  DemoTableName,
  DemoTables,
  DemoUser,
} from './types'
import { DEMO_TABLE_ORDER } from './types'
import { generatePeople } from './users'

const DAY = 86_400_000

/**
 * The demo company generator. Pure and deterministic: the same seed and `now` give the same rows.
 * Rows come out as a stream of batches in dependency order, one company after another, so the bench size
 * (millions of transcript segments) never sits in memory at once.
 */
export function* generateDemo(options: DemoOptions = {}): Generator<DemoStreamItem> {
  const seed = options.seed ?? 1
  const size: DemoSize = options.size ?? 'default'
  const now = options.now === undefined ? Date.now() : typeof options.now === 'number' ? options.now : options.now.getTime()
  const ids = new IdCounters()
  const batch = size === 'bench' ? 4000 : 1000
  const personas: PersonaContext[] = []
  const run = { seed: String(seed), size, scale: options.scale ?? 1, now, batch, planted: options.planted }
  for (const profile of companiesFor(size)) {
    yield* generateCompany(profile, run, ids, size === 'default' ? personas : null)
  }
  // The personas' own calls, deals and meetings come after every company, so no other row's id moves.
  for (const p of personas) yield* generatePersonaLife(p, run, ids)
}

/** Collects the whole stream into arrays: for the default size and tests, not for the bench. */
export function collectDemo(options: DemoOptions = {}): DemoData {
  const data = Object.fromEntries(DEMO_TABLE_ORDER.map((t) => [t, []])) as unknown as DemoData
  for (const item of generateDemo(options)) {
    if (item.table === 'companyDone') continue
    const target = data[item.table] as DemoTables[typeof item.table][]
    for (const row of item.rows) target.push(row)
  }
  return data
}

interface RunOptions {
  seed: string
  size: DemoSize
  scale: number
  now: number
  batch: number
  planted?: Map<number, PlantedFacts>
}

function* chunked<K extends DemoTableName>(table: K, companyId: number, rows: DemoTables[K][], size: number): Generator<DemoStreamItem> {
  for (let i = 0; i < rows.length; i += size) {
    yield { table, companyId, rows: rows.slice(i, i + size) } as DemoStreamItem
  }
}

/** What the persona pass needs of a company generated before it. */
interface PersonaContext {
  profile: CompanyProfile
  companyId: number
  users: DemoUser[]
  crm: CrmData
  accountsById: Map<number, { name: string; industry: string; region: string }>
  dealsByOwner: Map<number, DemoDeal[]>
  recordedByUser: Map<number, number>
}

function* generateCompany(profile: CompanyProfile, run: RunOptions, ids: IdCounters, personas: PersonaContext[] | null): Generator<DemoStreamItem> {
  const rng = createRng(`parley-demo/${run.seed}/${profile.key}`)
  const volumes = volumesFor(profile, run.size, run.scale)
  const companyId = ids.next('companies')
  yield {
    table: 'companies',
    companyId,
    rows: [
      {
        id: companyId,
        name: profile.name,
        domain: profile.domain,
        crmName: profile.crmName,
        settings: profile.settings,
        competitors: [...profile.profile.competitors],
        createdAt: run.now - 540 * DAY,
      },
    ],
  }

  const people = generatePeople(profile, companyId, volumes.extraUsers, run.now, ids, rng.fork('people'))
  yield { table: 'licenseTypes', companyId, rows: people.licenseTypes }
  yield* chunked('users', companyId, people.users, run.batch)
  yield* chunked('userLicenses', companyId, people.userLicenses, run.batch)
  yield { table: 'checklists', companyId, rows: generateChecklists(profile, companyId, ids) }

  const crm = generateCrm(profile, companyId, people.users, volumes, run.now, ids, rng.fork('crm'))
  // Deals that went back and stalled deals for the conversion dashboards (qualified and MQL review).
  const reviewPlans = profile.settings.conversionDashboards
    ? planReviewStages(profile, crm, run.now, ids, createRng(`parley-demo/${run.seed}/${profile.key}/reviews`))
    : []
  yield { table: 'dealStages', companyId, rows: crm.dealStages }
  yield* chunked('accounts', companyId, crm.accounts, run.batch)
  yield* chunked('contacts', companyId, crm.contacts, run.batch)
  yield* chunked('deals', companyId, crm.deals, run.batch)
  yield* chunked('dealContacts', companyId, crm.dealContacts, run.batch)
  yield* chunked('stageChanges', companyId, crm.stageChanges, run.batch)

  const usersById = new Map(people.users.map((u) => [u.id, u]))
  const accountsById = new Map(crm.accounts.map((a) => [a.id, a]))
  const emailRng = rng.fork('emails')
  for (const rows of generateEmails(
    profile,
    companyId,
    crm.timelines,
    accountsById,
    crm.contactsByAccount,
    usersById,
    volumes.emails,
    run.now,
    ids,
    emailRng,
    run.batch,
  )) {
    yield { table: 'emails', companyId, rows }
  }

  const calendarInput = {
    company: profile,
    companyId,
    users: people.users,
    accounts: crm.accounts,
    contactsByAccount: crm.contactsByAccount,
    timelines: crm.timelines,
    events: volumes.events,
    recorded: volumes.recorded,
    callLengthScale: volumes.callLengthScale,
    now: run.now,
  }
  const scheduled = scheduleEvents(calendarInput, ids, rng.fork('calendar'))
  // The BDRs' recent dialer sessions (development-rep dashboard); the bench keeps its documented volumes.
  if (run.size === 'default') scheduled.push(...scheduleDialerCalls(calendarInput, ids, rng.fork('dialer'), new Set(reviewPlans.map((p) => p.dealId))))
  shapeReviewCalls(scheduled, reviewPlans, run.now)
  const dealsByOwner = new Map<number, DemoDeal[]>()
  for (const d of crm.deals) {
    if (d.isClosed) continue
    const list = dealsByOwner.get(d.ownerId) ?? []
    list.push(d)
    dealsByOwner.set(d.ownerId, list)
  }
  const calls = new CallFactory(profile, run, accountsById, dealsByOwner)
  yield* emitEvents(scheduled, calls, companyId, run, ids)
  yield { table: 'companyDone', companyId }
  if (personas) {
    const recordedByUser = new Map<number, number>()
    for (const s of scheduled) if (s.recording) recordedByUser.set(s.event.userId, (recordedByUser.get(s.event.userId) ?? 0) + 1)
    personas.push({ profile, companyId, users: people.users, crm, accountsById, dealsByOwner, recordedByUser })
  }
}

/** A company's personas: their deals, then their meetings and recorded calls, in one more transaction. */
function* generatePersonaLife(p: PersonaContext, run: RunOptions, ids: IdCounters): Generator<DemoStreamItem> {
  const rng = createRng(`parley-demo/${run.seed}/${p.profile.key}/personas`)
  const life = planPersonaLife(
    { company: p.profile, companyId: p.companyId, users: p.users, crm: p.crm, recordedByUser: p.recordedByUser, now: run.now },
    ids,
    rng,
  )
  if (life.deals.length > 0) yield { table: 'deals', companyId: p.companyId, rows: life.deals }
  if (life.dealContacts.length > 0) yield { table: 'dealContacts', companyId: p.companyId, rows: life.dealContacts }
  if (life.stageChanges.length > 0) yield { table: 'stageChanges', companyId: p.companyId, rows: life.stageChanges }
  for (const d of life.deals) p.dealsByOwner.set(d.ownerId, [...(p.dealsByOwner.get(d.ownerId) ?? []), d])
  const calls = new CallFactory(p.profile, run, p.accountsById, p.dealsByOwner)
  yield* emitEvents(life.scheduled, calls, p.companyId, run, ids)
  yield { table: 'companyDone', companyId: p.companyId }
}

/** Events in chunks, each followed by its bots, recordings and transcripts, so a recording's event is written first. */
function* emitEvents(scheduled: ScheduledEvent[], calls: CallFactory, companyId: number, run: RunOptions, ids: IdCounters): Generator<DemoStreamItem> {
  const eventChunk = run.size === 'bench' ? 1000 : 500
  for (let i = 0; i < scheduled.length; i += eventChunk) {
    const part = scheduled.slice(i, i + eventChunk)
    yield { table: 'events', companyId, rows: part.map((s) => s.event) }
    const bots: DemoBot[] = []
    const recordings: DemoRecording[] = []
    const participants: DemoParticipant[] = []
    const segments: DemoSegment[] = []
    for (const s of part) {
      const bot = calls.bot(s, ids)
      if (bot) bots.push(bot)
      if (!s.recording) continue
      const made = calls.record(s, bot, ids)
      recordings.push(made.recording)
      participants.push(...made.participants)
      for (const seg of made.segments) segments.push(seg)
    }
    if (bots.length > 0) yield { table: 'bots', companyId, rows: bots }
    if (recordings.length > 0) yield { table: 'recordings', companyId, rows: recordings }
    yield* chunked('participants', companyId, participants, run.batch)
    yield* chunked('segments', companyId, segments, run.batch)
  }
}

/** Turns a scheduled event into its notetaker bot, recording, participants and transcript. */
class CallFactory {
  private readonly voices = new Map<string, { rate: number; chatty: number; skill: number }>()

  constructor(
    private readonly profile: CompanyProfile,
    private readonly run: RunOptions,
    private readonly accountsById: Map<number, { name: string; industry: string; region: string }>,
    private readonly dealsByOwner: Map<number, DemoDeal[]>,
  ) {}

  /** Each person keeps the same pace and habits in every call. */
  private voice(key: string): { rate: number; chatty: number; skill: number } {
    let v = this.voices.get(key)
    if (!v) {
      const r = createRng(`voice/${key}`)
      v = { rate: r.float(2.2, 3.0), chatty: r.float(0.15, 0.85), skill: r.float(0.3, 0.95) }
      this.voices.set(key, v)
    }
    return v
  }

  private speaker(name: string, email: string, userId: number | null, side: 'rep' | 'prospect'): Speaker {
    const v = this.voice(email)
    return { name, firstName: name.split(' ')[0], email, userId, side, rate: v.rate, chatty: v.chatty }
  }

  bot(s: ScheduledEvent, ids: IdCounters): DemoBot | null {
    const e = s.event
    const joined = e.isRecorded || e.latestEventType === 'in_waiting_room' || e.latestEventType === 'call_ended'
    if (!joined || !e.meetingUrl) return null
    const rng = createRng(`bot/${this.run.seed}/${e.id}`)
    const joinAt = e.startAt - 60_000
    const log = [
      { type: 'joining_call', at: joinAt },
      { type: 'in_waiting_room', at: joinAt + rng.int(5, 40) * 1000 },
    ]
    let status = 'failed'
    if (e.isRecorded || e.latestEventType === 'call_ended') {
      log.push({ type: 'in_call_recording', at: e.startAt + rng.int(0, 90) * 1000 })
      log.push({ type: 'call_ended', at: Math.min(e.endAt, this.run.now) })
      status = e.isRecorded ? 'done' : 'removed'
      if (e.isRecorded) log.push({ type: 'done', at: Math.min(e.endAt + 120_000, this.run.now) })
    }
    const id = ids.next('bots')
    return {
      id,
      companyId: e.companyId,
      calendarEventId: e.id,
      externalBotId: `bot_${this.run.seed}_${id}_${rng.int(100000, 999999)}`,
      meetingUrl: e.meetingUrl,
      joinAt,
      status,
      latestEventType: log[log.length - 1].type,
      externalRecordingId: e.isRecorded ? `rec_${id}_${rng.int(100000, 999999)}` : null,
      log,
    }
  }

  record(s: ScheduledEvent, bot: DemoBot | null, ids: IdCounters): { recording: DemoRecording; participants: DemoParticipant[]; segments: DemoSegment[] } {
    const e = s.event
    const plan = s.recording
    if (!plan) throw new Error('record() needs a recording plan')
    const rng = createRng(`call/${this.run.seed}/${e.id}`)
    const reps = s.sellers.map((u) => this.speaker(u.name, u.email, u.id, 'rep'))
    const prospects = s.contacts.map((c) => this.speaker(c.name, c.email, null, 'prospect'))
    const account = s.account ? (this.accountsById.get(s.account.id) ?? null) : null
    const deal = s.timeline?.deal
    const brief = (d: DemoDeal, stage: string | null): DealBrief => ({
      name: d.name,
      account: this.accountsById.get(d.accountId)?.name ?? '',
      stage: stage ?? d.stage,
      amount: d.amount,
      competitor: d.competitor,
    })
    const teamDeals = e.callType.startsWith('internal_')
      ? s.sellers.flatMap((u) => (this.dealsByOwner.get(u.id) ?? []).slice(0, 4)).map((d) => brief(d, null))
      : []
    const ctx: CallContext = {
      callType: e.callType,
      company: this.profile,
      reps,
      prospects,
      account,
      deal: deal ? brief(deal, e.salesStage) : null,
      teamDeals,
      targetSec: plan.targetSec,
      shape: plan.shape,
      skill: this.voice(s.sellers[0].email).skill,
    }
    const built = buildTranscript(ctx, rng)
    const recordingId = ids.next('recordings')
    this.run.planted?.set(recordingId, built.planted)
    const segments: DemoSegment[] = built.segments.map((seg, seq) => ({
      companyId: e.companyId,
      recordingId,
      seq,
      speakerName: seg.speaker.name,
      side: seg.speaker.side,
      startMs: seg.startMs,
      endMs: seg.endMs,
      text: seg.text,
    }))
    const talk = new Map<Speaker, { ms: number; words: number }>()
    for (const seg of built.segments) {
      const t = talk.get(seg.speaker) ?? { ms: 0, words: 0 }
      t.ms += seg.endMs - seg.startMs
      t.words += seg.text.split(' ').length
      talk.set(seg.speaker, t)
    }
    const everyone = plan.shape === 'silent' ? reps.slice(0, 1) : [...reps, ...prospects].filter((p) => talk.has(p) || p === reps[0])
    const participants: DemoParticipant[] = everyone.map((p) => ({
      companyId: e.companyId,
      recordingId,
      userId: p.userId,
      name: p.name,
      email: p.email,
      side: p.side,
      isOrganizer: p.email === e.organizerEmail,
      talkTimeMs: talk.get(p)?.ms ?? 0,
      wordCount: talk.get(p)?.words ?? 0,
    }))
    const recording: DemoRecording = {
      id: recordingId,
      companyId: e.companyId,
      calendarEventId: e.id,
      botId: bot?.id ?? null,
      userId: e.userId,
      dealId: e.isExternal ? e.dealId : null,
      source: e.source,
      title: e.title,
      startedAt: e.startAt + rng.int(0, 90) * 1000,
      durationSec: built.durationSec,
      platform: e.platform,
      callType: e.callType,
      language: 'en',
      agendaType: e.agendaType,
      callDisposition: e.callDisposition,
      isCrmUpdated: e.isExternal && rng.chance(0.3),
      segmentCount: segments.length,
      shape: plan.shape,
      createdAt: Math.min(e.endAt + 300_000, this.run.now),
    }
    return { recording, participants, segments }
  }
}
