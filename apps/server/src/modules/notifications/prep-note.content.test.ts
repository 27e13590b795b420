import { describe, expect, it } from 'vitest'
import { buildPrepNote, type PrepNoteFacts } from './prep-note.content'

const facts: PrepNoteFacts = {
  appUrl: 'https://parley.example',
  recipient: { name: 'Sasha Sales', timeZone: 'Europe/Berlin' },
  meeting: {
    title: 'Acme <renewal>',
    startAt: new Date('2026-11-02T14:00:00Z'),
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    organizerEmail: 'sasha@northwind.example',
  },
  attendees: [
    { email: 'sasha@northwind.example', name: 'Sasha Sales', company: 'Northwind' },
    { email: 'bo@acme.example', name: null, company: 'Acme' },
  ],
  account: { name: 'Acme' },
  deal: { name: 'Acme renewal 2027', stageName: 'Negotiation', amount: 48000, closeDate: '2026-12-15' },
  lastCall: {
    id: 812,
    title: 'Acme discovery',
    startTime: new Date('2026-10-20T09:00:00Z'),
    summary: 'Acme wants SSO and a lower price.',
    openObjections: [
      { category: 'Pricing', subCategory: 'Budget', severity: 'High', grade: 'Not handled' },
      { category: 'Security', subCategory: null, severity: null, grade: 'Partially handled' },
    ],
  },
}

describe('prep note ("Receive Prep Notes (for sales calls)")', () => {
  it('names the meeting in the subject and the time in the recipient’s zone', () => {
    const note = buildPrepNote(facts)
    expect(note.subject).toBe('Prep notes: Acme <renewal>')
    expect(note.text).toContain('Hi Sasha Sales, here are your prep notes for Acme <renewal> (Mon, 2 Nov 2026, 15:00 CET).')
  })

  it('lists attendees, account, deal, and the last call’s summary and open objections', () => {
    const { text } = buildPrepNote(facts)
    expect(text).toContain('Attendees (2)\n- Sasha Sales <sasha@northwind.example> · Northwind\n- bo@acme.example · Acme')
    expect(text).toContain('Account\nAcme')
    expect(text).toContain('Deal\n- Acme renewal 2027\n- Stage: Negotiation\n- Amount: $48,000\n- Close date: 2026-12-15')
    expect(text).toContain('Last call: Acme discovery (Tue, 20 Oct 2026, 11:00 CEST)\nAcme wants SSO and a lower price.')
    expect(text).toContain('Open objections\n- Pricing – Budget (High severity, Not handled)\n- Security (Partially handled)')
    expect(text).toContain('Open the last call: https://parley.example/meeting/812')
  })

  it('says plainly what is missing: no account, deal or earlier call', () => {
    const { text } = buildPrepNote({ ...facts, attendees: [], account: null, deal: null, lastCall: null, meeting: { ...facts.meeting, title: ' ' } })
    expect(text).toContain('Attendees (0)\nNo attendees listed.')
    expect(text).toContain('No CRM account matched to this meeting.')
    expect(text).toContain('No deal linked to this meeting.')
    expect(text).toContain('This is your first recorded call with this account.')
    expect(text).toContain('Your upcoming meetings: https://parley.example/upcoming-meetings')
    expect(buildPrepNote({ ...facts, meeting: { ...facts.meeting, title: null } }).subject).toBe('Prep notes: Untitled meeting')
  })

  it('escapes everything the invite or the transcript says in the HTML body', () => {
    const { html } = buildPrepNote(facts)
    expect(html).toContain('Acme &lt;renewal&gt;')
    expect(html).not.toContain('<renewal>')
    expect(html).toContain('<a href="https://parley.example/meeting/812">Open the last call</a>')
  })

  it('falls back to UTC for an unknown time zone', () => {
    expect(buildPrepNote({ ...facts, recipient: { name: 'X', timeZone: 'Mars/Olympus' } }).text).toContain('Mon, 2 Nov 2026, 14:00 UTC')
  })
})
