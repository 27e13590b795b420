import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { TPolicy, TUserRole } from '@parley/shared/schemas/user'
import type { SignalModelInput } from '../modules/analysis/providers/embedded/checklist-library'
import type { PlantedFacts } from './planted'

/**
 * The demo generator's own row shapes: plain data, times as epoch milliseconds, ids assigned by the generator.
 * write.ts maps them onto the database schema, so the generator stays pure and independent of table layout.
 */

export type DemoSize = 'default' | 'bench'

export interface DemoOptions {
  seed?: number | string
  size?: DemoSize
  /** Bench size only: a fraction of the benchmark volumes (0.05 loads a twentieth), to try the load quickly. */
  scale?: number
  /** Reference time; events span six months before it and two weeks after. Defaults to Date.now(). */
  now?: number | Date
  /** When given, filled with what each recorded call was built to contain, by recording id (bench/analysis-eval). */
  planted?: Map<number, PlantedFacts>
}

export type CrmName = 'hubspot' | 'salesforce'
export type MeetingPlatform = 'google_meet' | 'zoom' | 'teams'
export type CalendarProvider = 'google' | 'microsoft'

export interface DemoCompany {
  id: number
  name: string
  domain: string
  crmName: CrmName | null
  settings: TCompanySettings
  /** Competitors the analyzer looks for; written to companies.meta_data.competitors. */
  competitors: string[]
  createdAt: number
}

export interface DemoLicenseType {
  id: number
  companyId: number
  title: string
}

export interface DemoUserLicense {
  userId: number
  licenseId: number
  onboarded: boolean
  nominatedAt: number
  nominatedById: number | null
}

export type UserStatus = 'active' | 'cancelled'

export interface NotetakerSettings {
  internalMeeting: boolean
  externalMeeting: boolean
  internalHost: boolean
  externalHost: boolean
  selfHost: boolean
}

export interface DemoUser {
  id: number
  companyId: number
  name: string
  email: string
  phone: string | null
  role: TUserRole
  policy: TPolicy
  isManager: boolean
  function: string | null
  department: string | null
  location: string | null
  platform: string | null
  status: UserStatus
  /** Direct managers (user ids). */
  managerIds: number[]
  calendarProvider: CalendarProvider | null
  /** The user's calendar connection row, when they ever connected one. */
  calendarConnectionId: number | null
  calendarIntegrated: boolean
  /** The calendar's sync is still pending (nothing synced yet since it was connected or asked for). */
  calendarSyncPending: boolean
  calendarLastSyncedAt: number | null
  timeZone: string
  lastLoginAt: number | null
  privacyMessage: boolean
  deleteMeetingAllowed: boolean
  notetaker: NotetakerSettings
  postCallEmail: boolean
  prepNoteMinutes: number | null
  hasCompletedOnboarding: boolean
  onboardingDate: number
  licenseExpiryDate: number | null
  createdAt: number
}

export interface DemoAccount {
  id: number
  companyId: number
  crmAccountId: string
  name: string
  domain: string
  industry: string
  tier: string
  region: string
  segment: string
  employees: number
  ownerId: number
  createdAt: number
}

export interface DemoContact {
  id: number
  companyId: number
  accountId: number
  crmContactId: string
  name: string
  firstName: string
  email: string
  title: string
  phone: string
}

export type StageKind = 'open' | 'won' | 'lost'

export interface DemoDealStage {
  id: number
  companyId: number
  name: string
  displayOrder: number
  group: StageKind
}

export interface DemoStageChange {
  id: number
  companyId: number
  dealId: number
  fromStage: string | null
  toStage: string
  changedAt: number
}

export interface DemoDeal {
  id: number
  companyId: number
  accountId: number
  crmDealId: string
  name: string
  ownerId: number
  stage: string
  stageId: number
  stageKind: StageKind
  /** Whole dollars. */
  amount: number
  dealType: string
  leadSource: string
  region: string
  subRegion: string
  segment: string
  funnelByProduct: string
  competitor: string | null
  firstMeetingScore: string | null
  nextSteps: string | null
  notes: string | null
  closeDate: number
  createdAt: number
  stageChangedAt: number
  isClosed: boolean
  primaryContactId: number | null
  winLossNotes: string | null
  crmUrl: string
  customFields: Record<string, string | number>
}

export interface DemoDealContact {
  companyId: number
  dealId: number
  contactId: number
  role: string
}

export type EmailDirection = 'INCOMING_EMAIL' | 'OUTGOING_EMAIL'

export interface DemoEmail {
  id: number
  companyId: number
  dealId: number | null
  accountId: number | null
  userId: number
  crmEmailId: string
  subject: string
  body: string
  fromEmail: string
  toEmails: string[]
  ccEmails: string[]
  direction: EmailDirection
  sentAt: number
}

export interface DemoAttendee {
  email: string
  name: string
  /** The attendee's company name (own company or the prospect account). */
  company: string
  userId: number | null
  contactId: number | null
  isInternal: boolean
  isOrganizer: boolean
  responseStatus: 'accepted' | 'tentative' | 'declined' | 'needsAction'
}

export type EventStatus = 'confirmed' | 'cancelled'
export type CallType =
  | 'intro'
  | 'discovery'
  | 'demo'
  | 'technical'
  | 'pricing'
  | 'negotiation'
  | 'renewal'
  | 'internal_pipeline'
  | 'internal_coaching'
  | 'internal_standup'

export interface DemoCalendarEvent {
  id: number
  companyId: number
  /** The user whose calendar holds the event (the organiser when internal). */
  userId: number
  connectionId: number | null
  gceId: string
  icalUid: string
  /** Calendar sources, an instant (impromptu) recording, or a dialer (orum, MYT) for the Dialer Calls filter. */
  source: 'google_calendar' | 'outlook_calendar' | 'Instant' | 'orum' | 'MYT'
  /** Dialer outcome, for dialer calls only. */
  callDisposition: string | null
  title: string
  description: string | null
  startAt: number
  endAt: number
  organizerEmail: string
  meetingUrl: string | null
  platform: MeetingPlatform | null
  status: EventStatus
  isExternal: boolean
  /** Host type: self (the calendar owner), internal (a colleague) or external (a prospect). */
  organizerType: 'self' | 'internal' | 'external'
  /** Why the notetaker will not join ('Not Eligible Reason'), when it will not. */
  noteTakerMessage: string | null
  callType: CallType
  agendaType: string | null
  dealId: number | null
  accountId: number | null
  salesStage: string | null
  noteTakerAllowed: boolean
  globalNoteTakerAllowed: boolean
  /** Set when the user toggled the notetaker themselves. */
  updatedByUser: boolean
  /** Last bot event seen (e.g. 'done', 'in_waiting_room'); null for future or never-joined events. */
  latestEventType: string | null
  isRecorded: boolean
  notRecordedReason: string | null
  attendees: DemoAttendee[]
  createdAt: number
}

export type SpeakerSide = 'rep' | 'prospect' | 'unknown'

export interface DemoSegment {
  companyId: number
  recordingId: number
  seq: number
  speakerName: string
  side: SpeakerSide
  startMs: number
  endMs: number
  text: string
}

export interface DemoBot {
  id: number
  companyId: number
  calendarEventId: number
  externalBotId: string
  meetingUrl: string
  joinAt: number
  /** done | failed | removed */
  status: string
  latestEventType: string
  externalRecordingId: string | null
  /** The bot's state history (notetaker activity log). */
  log: { type: string; at: number }[]
}

export interface DemoParticipant {
  companyId: number
  recordingId: number
  userId: number | null
  name: string
  email: string | null
  side: SpeakerSide
  isOrganizer: boolean
  talkTimeMs: number
  wordCount: number
}

export interface DemoRecording {
  id: number
  companyId: number
  calendarEventId: number
  botId: number | null
  userId: number
  dealId: number | null
  source: string
  title: string
  startedAt: number
  durationSec: number
  platform: MeetingPlatform | null
  callType: CallType
  language: string
  agendaType: string | null
  callDisposition: string | null
  isCrmUpdated: boolean
  segmentCount: number
  /** 'normal', 'short' (< 1 min) or 'silent' (no speech). */
  shape: 'normal' | 'short' | 'silent'
  createdAt: number
}

export interface DemoChecklist {
  id: number
  companyId: number
  uniqueName: string
  label: string
  detail: string
  whyText: string
  howText: string
  whyVideo: string | null
  howVideo: string | null
  dealStages: string[]
  agendaTypes: string[]
  callFunctions: string[]
  tags: string[]
  signalType: 'checklist' | 'insight'
  signalCategory: string | null
  sortOrder: number
  isNegative: boolean
  /** What the embedded analyzer listens for (properties.model): editable data, not code. */
  model: SignalModelInput | null
}

/** The tables the generator produces, in dependency order. */
export interface DemoTables {
  companies: DemoCompany
  licenseTypes: DemoLicenseType
  users: DemoUser
  userLicenses: DemoUserLicense
  checklists: DemoChecklist
  dealStages: DemoDealStage
  accounts: DemoAccount
  contacts: DemoContact
  deals: DemoDeal
  dealContacts: DemoDealContact
  stageChanges: DemoStageChange
  emails: DemoEmail
  events: DemoCalendarEvent
  bots: DemoBot
  recordings: DemoRecording
  participants: DemoParticipant
  segments: DemoSegment
}
export type DemoTableName = keyof DemoTables
export const DEMO_TABLE_ORDER: readonly DemoTableName[] = [
  'companies',
  'licenseTypes',
  'users',
  'userLicenses',
  'checklists',
  'dealStages',
  'accounts',
  'contacts',
  'deals',
  'dealContacts',
  'stageChanges',
  'emails',
  'events',
  'bots',
  'recordings',
  'participants',
  'segments',
]

export type DemoBatch = { [K in DemoTableName]: { table: K; companyId: number; rows: DemoTables[K][] } }[DemoTableName]

/** Marks the end of one company's rows, so a writer can commit per company. */
export interface DemoCompanyDone {
  table: 'companyDone'
  companyId: number
}
export type DemoStreamItem = DemoBatch | DemoCompanyDone

export type DemoData = { [K in DemoTableName]: DemoTables[K][] }
