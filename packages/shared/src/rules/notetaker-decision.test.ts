import { describe, expect, it } from 'vitest'
import {
  classifyMeeting,
  decideNotetaker,
  flagsAllow,
  meetingUrlKey,
  NOTETAKER_REASONS,
  type NotetakerDecisionInput,
  pickBotSender,
  wantsBot,
} from './notetaker-decision'
import type { NotetakerFlags } from './recording-preferences'

const ALL: NotetakerFlags = { internal_meeting: true, external_meeting: true, internal_host: true, external_host: true, self_host: true }
const NONE: NotetakerFlags = { internal_meeting: false, external_meeting: false, internal_host: false, external_host: false, self_host: false }
const only = (...keys: (keyof NotetakerFlags)[]): NotetakerFlags => ({ ...NONE, ...Object.fromEntries(keys.map((k) => [k, true])) })

const T = Date.parse('2026-05-04T10:00:00Z')
const min = 60_000
const me = 'rep@northwind.test'
const domains = ['northwind.test', 'northwind.io']

const input = ({ flags, master, ...over }: Partial<NotetakerDecisionInput> & { flags?: NotetakerFlags; master?: boolean } = {}): NotetakerDecisionInput => ({
  now: T - 60 * min,
  meeting: {
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    startAt: T,
    endAt: T + 30 * min,
    organizerEmail: me,
    attendeeEmails: [me, 'buyer@acme.test'],
  },
  user: { email: me, notetakerEnabled: master ?? true, flags: flags ?? ALL },
  companyDomains: domains,
  override: null,
  botSentByOtherRep: false,
  ...over,
})

describe("Host and kind — organizer is the user = self_host; organizer in the company's domains = internal_host; else external_host", () => {
  it.each([
    ['I organise, buyer attends', me, [me, 'b@acme.test'], { internal: false, host: 'self' }],
    ['no organizer counts as me', null, [me, 'b@acme.test'], { internal: false, host: 'self' }],
    ['organizer letter case ignored', 'REP@Northwind.test', [me, 'b@acme.test'], { internal: false, host: 'self' }],
    ['colleague organises (second domain)', 'boss@northwind.io', [me, 'b@acme.test'], { internal: false, host: 'internal' }],
    ['buyer organises', 'b@acme.test', [me], { internal: false, host: 'external' }],
    ['only colleagues', 'boss@northwind.io', [me, 'x@NORTHWIND.test'], { internal: true, host: 'internal' }],
    ['alone', me, [], { internal: true, host: 'self' }],
  ] as const)('%s', (_label, organizerEmail, attendeeEmails, kind) => {
    expect(classifyMeeting({ userEmail: me, organizerEmail, attendeeEmails, companyDomains: domains })).toEqual(kind)
  })

  it("the user's own domain counts as the company's even when the settings list no domains", () => {
    expect(classifyMeeting({ userEmail: me, organizerEmail: 'c@northwind.test', attendeeEmails: [me], companyDomains: [] })).toEqual({
      internal: true,
      host: 'internal',
    })
  })
})

describe('"Notetaker settings: five booleans: internal_meeting, external_meeting, internal_host, external_host, self_host."', () => {
  it.each([
    ['internal meeting', { internal: true, host: 'self' }, only('internal_meeting'), true],
    ['internal meeting ignores host flags', { internal: true, host: 'internal' }, only('external_meeting', 'internal_host', 'self_host'), false],
    ['external, self hosted', { internal: false, host: 'self' }, only('external_meeting', 'self_host'), true],
    ['external, self hosted, needs external_meeting', { internal: false, host: 'self' }, only('self_host'), false],
    ['external, colleague hosts', { internal: false, host: 'internal' }, only('external_meeting', 'internal_host'), true],
    ['external, colleague hosts, self_host is not enough', { internal: false, host: 'internal' }, only('external_meeting', 'self_host'), false],
    ['external, outsider hosts', { internal: false, host: 'external' }, only('external_meeting', 'external_host'), true],
    ['external, outsider hosts, internal_host is not enough', { internal: false, host: 'external' }, only('external_meeting', 'internal_host'), false],
    ['all five on', { internal: false, host: 'external' }, ALL, true],
    ['all five off', { internal: true, host: 'self' }, NONE, false],
  ] as const)('%s → %s', (_label, kind, flags, allowed) => {
    expect(flagsAllow(flags, kind)).toBe(allowed)
  })
})

describe('Tooltip reasons, "in this order of meaning" — no URL, set by the user, completed, started, other reps, will not join, will join', () => {
  const before = T - 60 * min
  const during = T + 5 * min
  const after = T + 29.5 * min
  it.each([
    // label, overrides, reason, joins, toggleEnabled
    [
      'no URL beats everything',
      { meeting: { ...input().meeting, meetingUrl: '' }, override: true, botSentByOtherRep: true },
      NOTETAKER_REASONS.noUrl,
      false,
      false,
    ],
    ['enabled by you', { override: true, flags: NONE }, 'Notetaker enabled by you', true, true],
    ['disabled by you', { override: false }, 'Notetaker disabled by you', false, true],
    ['set by you beats completed', { override: false, now: after }, 'Notetaker disabled by you', false, false],
    ['disabled by you, another rep still brings the bot', { override: false, botSentByOtherRep: true }, 'Notetaker disabled by you', true, true],
    ['completed', { now: after }, 'Meeting completed. Settings cannot be updated.', true, false],
    ['completed beats started and other reps', { now: T + 40 * min, botSentByOtherRep: true }, NOTETAKER_REASONS.completed, true, false],
    ['started', { now: during }, 'Meeting has started. Settings cannot be updated.', true, false],
    ['started 1 minute before its start', { now: T - min }, NOTETAKER_REASONS.started, true, false],
    ['started beats other reps', { now: during, botSentByOtherRep: true, flags: NONE }, NOTETAKER_REASONS.started, true, false],
    ['enabled by other reps', { botSentByOtherRep: true, flags: NONE }, 'Notetaker enabled by other reps in the call.', true, true],
    ['other reps send it though I want it too', { botSentByOtherRep: true }, NOTETAKER_REASONS.otherReps, true, true],
    ['will not join (flags)', { flags: only('internal_meeting') }, 'Notetaker will not join this meeting.', false, true],
    ['will not join (master off beats my per-meeting choice)', { master: false, override: true }, NOTETAKER_REASONS.willNotJoin, false, false],
    ['will join', { now: before }, 'Notetaker will join this meeting.', true, true],
  ] as const)('%s', (_label, over, reason, joins, toggleEnabled) => {
    const d = decideNotetaker(input(over as Partial<NotetakerDecisionInput>))
    expect(d.reason).toBe(reason)
    expect(d.joins).toBe(joins)
    expect(d.toggleEnabled).toBe(toggleEnabled)
    expect(d.explanation.length).toBeGreaterThan(20)
  })
})

describe('Plain-words why (going beyond the peers)', () => {
  it.each([
    [{}, /external meeting you organised.*include/],
    [{ flags: only('internal_meeting') }, /external meeting you organised.*leave such meetings out/],
    [{ meeting: { ...input().meeting, organizerEmail: 'buyer@acme.test' } }, /outside your company \(buyer@acme.test\)/],
    [{ meeting: { ...input().meeting, organizerEmail: 'boss@northwind.io' } }, /organised by a colleague \(boss@northwind.io\)/],
    [{ meeting: { ...input().meeting, attendeeEmails: [me, 'x@northwind.io'] } }, /internal meeting/],
    [{ master: false }, /switched off in Settings/],
    [{ override: true }, /switched the notetaker on for this meeting/],
    [{ override: false, botSentByOtherRep: true }, /switched the notetaker off.*Another rep/],
    [{ meeting: { ...input().meeting, meetingUrl: null } }, /no meeting link/],
    [{ now: T + 5 * min }, /Send Notetaker In Call/],
  ] as const)('%#', (over, pattern) => {
    expect(decideNotetaker(input(over as Partial<NotetakerDecisionInput>)).explanation).toMatch(pattern)
  })
})

describe('"one bot per meeting URL across reps of a company"', () => {
  it.each([
    ['nobody wants it', [{ userId: 3, wantsBot: false, isOrganizer: true }], null],
    [
      'the organizer sends it',
      [
        { userId: 3, wantsBot: true, isOrganizer: false },
        { userId: 9, wantsBot: true, isOrganizer: true },
      ],
      9,
    ],
    [
      'else the lowest user id',
      [
        { userId: 7, wantsBot: true, isOrganizer: false },
        { userId: 4, wantsBot: true, isOrganizer: false },
        { userId: 2, wantsBot: false, isOrganizer: false },
      ],
      4,
    ],
    [
      'an organizer who does not want it is skipped',
      [
        { userId: 1, wantsBot: false, isOrganizer: true },
        { userId: 5, wantsBot: true, isOrganizer: false },
      ],
      5,
    ],
  ] as const)('%s', (_label, candidates, sender) => {
    expect(pickBotSender(candidates)).toBe(sender)
  })

  it('the sender schedules, the others show "enabled by other reps"', () => {
    expect(decideNotetaker(input()).sendsBot).toBe(true)
    expect(decideNotetaker(input({ botSentByOtherRep: true })).sendsBot).toBe(false)
  })

  it.each([
    ['https://meet.google.com/abc-defg-hij?authuser=1', 'https://meet.google.com/abc-defg-hij/'],
    ['https://us02web.zoom.us/j/123456789?pwd=abc', 'https://US02WEB.zoom.us/j/123456789'],
    ['https://acme.webex.com/acme/j.php?MTID=m1&x=2', 'https://acme.webex.com/acme/j.php?MTID=m1'],
  ])('%s and %s are the same call', (a, b) => {
    expect(meetingUrlKey(a)).toBe(meetingUrlKey(b))
  })

  it('different Webex MTIDs are different calls', () => {
    expect(meetingUrlKey('https://a.webex.com/a/j.php?MTID=m1')).not.toBe(meetingUrlKey('https://a.webex.com/a/j.php?MTID=m2'))
  })
})

describe('wantsBot — master toggle, then the per-meeting choice, then the flags', () => {
  it.each([
    [{ master: false, override: true }, false],
    [{ override: true, flags: NONE }, true],
    [{ override: false }, false],
    [{ flags: NONE }, false],
    [{}, true],
    [{ meeting: { ...input().meeting, meetingUrl: '  ' } }, false],
  ] as const)('%o → %s', (over, wants) => {
    expect(wantsBot(input(over as Partial<NotetakerDecisionInput>))).toBe(wants)
  })
})
