import { describe, expect, it } from 'vitest'
import { actionItemsOf, buildPostCallEmail, type PostCallFacts } from './post-call-email.content'

const facts: PostCallFacts = {
  appUrl: 'https://parley.example',
  recipient: { name: 'Sasha Sales', timeZone: null },
  meeting: { id: 812, title: 'Acme discovery', startTime: new Date('2026-10-20T09:00:00Z') },
  summary: 'Acme wants SSO & a lower price.',
  actionItems: [
    { user: 'Sasha Sales', items: [{ text: 'Send the SSO guide' }, { text: 'Book a pricing call' }] },
    { user: 'Bo (Acme)', items: [{ text: 'Share the security questionnaire' }] },
  ],
}

describe('post-call summary e-mail ("Post Call Summary Email")', () => {
  it('carries the summary, the action items by owner and the link to the call page', () => {
    const mail = buildPostCallEmail(facts)
    expect(mail.subject).toBe('Call summary: Acme discovery')
    expect(mail.text).toContain('Hi Sasha Sales, your call Acme discovery (Tue, 20 Oct 2026, 09:00 UTC) has been processed.')
    expect(mail.text).toContain('Summary\nAcme wants SSO & a lower price.')
    expect(mail.text).toContain(
      'Action items\n- Sasha Sales: Send the SSO guide\n- Sasha Sales: Book a pricing call\n- Bo (Acme): Share the security questionnaire',
    )
    expect(mail.text).toContain('Open the call: https://parley.example/meeting/812')
    expect(mail.html).toContain('Acme wants SSO &amp; a lower price.')
    expect(mail.html).toContain('<a href="https://parley.example/meeting/812">Open the call</a>')
  })

  it('says so when the analysis found no summary or action items', () => {
    const { text } = buildPostCallEmail({ ...facts, summary: null, actionItems: [] })
    expect(text).toContain('No summary could be written for this call.')
    expect(text).toContain('Action items\nNo action items.')
  })

  it('reads the stored action items and leaves out anything of another shape', () => {
    const stored = [
      { user: 'Sasha', side: 'rep', items: [{ text: 'Send deck', timestamp: '00:01:02' }, { nope: 1 }] },
      { user: 'Empty', items: [] },
      'garbage',
      null,
      { items: [{ text: 'no owner' }] },
    ]
    expect(actionItemsOf(stored)).toEqual([{ user: 'Sasha', items: [{ text: 'Send deck' }] }])
  })
})
