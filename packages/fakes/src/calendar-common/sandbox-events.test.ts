import { meetingPlatformOf } from '@parley/shared/rules/instant-recording'
import { describe, expect, it } from 'vitest'
import { FakeCalendarStore } from './fake-calendar-store'
import { seedSandboxMeetings } from './sandbox-events'

describe('sandbox meetings', () => {
  it('gives the user a live call and a week of meetings whose links are real meeting links', () => {
    const store = new FakeCalendarStore()
    const now = new Date('2026-11-02T09:00:00Z')
    seedSandboxMeetings(store, 'riley.rep@northwind.example', 'google', now)
    const events = store.events('riley.rep@northwind.example')
    expect(events).toHaveLength(17)
    const live = events.find((e) => e.id === 'sandbox-live')
    expect(Date.parse(live?.start ?? '')).toBeLessThan(now.getTime())
    const links = events.flatMap((e) => (e.conference ? [e.conference.url] : e.location?.startsWith('https://') ? [e.location] : []))
    expect(links.length).toBe(16)
    for (const link of links) expect(meetingPlatformOf(new URL(link))).not.toBeNull()
  })
})
