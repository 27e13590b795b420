import type { FakeCalendarStore } from './fake-calendar-store'

const BUYERS = [
  { email: 'jane.buyer@acme.example', name: 'Jane Buyer' },
  { email: 'omar.ops@globex.example', name: 'Omar Ops' },
  { email: 'li.cfo@initech.example', name: 'Li Chen' },
]

/**
 * A working week of meetings for the sandbox user, starting tomorrow: external calls on Meet, Zoom and Teams, an
 * internal stand-up, one with no link, and one running now (so 'Send Notetaker In Call' can be tried).
 */
export function seedSandboxMeetings(store: FakeCalendarStore, email: string, platform: 'google' | 'microsoft', now: Date = new Date()): void {
  const domain = email.split('@')[1] ?? 'example.com'
  const colleague = `morgan.manager@${domain}`
  const day = (offset: number, hour: number) => {
    const d = new Date(now)
    d.setUTCDate(d.getUTCDate() + offset)
    d.setUTCHours(hour, 0, 0, 0)
    return d
  }
  const meet = (i: number) => ({ kind: 'google_meet' as const, url: `https://meet.google.com/${['abc', 'def', 'ghi', 'jkl'][i % 4]}-defg-hij` })
  const teams = (i: number) => ({ kind: 'teams' as const, url: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_sandbox${i}%40thread.v2/0` })
  const video = platform === 'google' ? meet : teams
  const slot = (id: string, title: string, start: Date, minutes: number, extra: Record<string, unknown>) =>
    store.putEvent(email, {
      id,
      title,
      start: start.toISOString(),
      end: new Date(start.getTime() + minutes * 60_000).toISOString(),
      organizer: { email },
      ...extra,
    })
  const inProgress = new Date(now.getTime() - 5 * 60_000)
  slot('sandbox-live', 'Live demo with Acme', inProgress, 45, { attendees: [{ email }, BUYERS[0]], conference: video(0) })
  for (let d = 1; d <= 5; d++) {
    const buyer = BUYERS[d % BUYERS.length] as (typeof BUYERS)[number]
    slot(`sandbox-disc-${d}`, `Discovery call with ${buyer.email.split('@')[1]?.split('.')[0]}`, day(d, 15), 30, {
      attendees: [{ email }, buyer],
      conference: video(d),
    })
    slot(`sandbox-zoom-${d}`, 'Pricing follow-up (Zoom)', day(d, 17), 45, {
      organizer: buyer,
      attendees: [{ email }, buyer],
      location: `https://acme.zoom.us/j/8${String(1234567890 + d).slice(0, 10)}`,
    })
    slot(`sandbox-standup-${d}`, 'Team stand-up', day(d, 13), 15, {
      organizer: { email: colleague },
      attendees: [{ email }, { email: colleague }],
      conference: video(10 + d),
    })
  }
  slot('sandbox-nolink', 'Lunch with a prospect', day(2, 12), 60, { attendees: [{ email }, BUYERS[1]], location: 'Café Central' })
}
