import { describe, expect, it } from 'vitest'
import {
  buildCrmNoteLines,
  CRM_NEEDS_DEAL,
  CRM_NEEDS_TEXT,
  CRM_TEXT_MAX,
  CRM_TOO_LONG,
  type CrmSourceInsight,
  clampLineEdit,
  crmLineText,
  crmNoteText,
  crmWriteProblem,
  isCrmRestricted,
} from './crm-write'

const insight = (over: Partial<CrmSourceInsight>): CrmSourceInsight => ({
  id: 1,
  title: 'Budget',
  signalType: 'checklist',
  status: 'done',
  summary: 'Budget is approved for Q1.',
  access: null,
  snippetSeconds: [95],
  outcomeTimestamps: [],
  ...over,
})

describe('buildCrmNoteLines — the note proposed from the call (summary, action items, checklist items)', () => {
  it('gives one line per fact, each with the moment it came from', () => {
    const lines = buildCrmNoteLines({
      summary: '  The buyer wants a pilot.\n They sign in March. ',
      actionItems: [
        {
          user: 'Riley Rep',
          items: [
            { text: 'Send the proposal', timestamp: '00:04:10' },
            { text: ' ', timestamp: null },
          ],
        },
      ],
      insights: [
        insight({ id: 7 }),
        insight({
          id: 8,
          title: 'Decision maker',
          status: 'pending',
          summary: null,
          snippetSeconds: [null],
          outcomeTimestamps: ['bad', '00:10:00 --> 00:10:20'],
        }),
        insight({ id: 9, title: 'Competitors', signalType: 'insight', summary: 'Gong is used for a few seats.', snippetSeconds: [] }),
        insight({ id: 10, title: 'Empty insight', signalType: 'insight', summary: '' }),
      ],
    })
    expect(lines).toEqual([
      { key: 'summary', kind: 'summary', text: 'Summary: The buyer wants a pilot. They sign in March.', seconds: null },
      { key: 'action:0:0', kind: 'action_item', text: 'Action item (Riley Rep): Send the proposal', seconds: 250 },
      { key: 'insight:7', kind: 'checklist', text: 'Budget (Done): Budget is approved for Q1.', seconds: 95 },
      { key: 'insight:8', kind: 'checklist', text: 'Decision maker (Pending)', seconds: 600 },
      { key: 'insight:9', kind: 'insight', text: 'Competitors: Gong is used for a few seats.', seconds: null },
    ])
  })

  it('"Insights with access super_admin or company_admin are left out of the CRM note."', () => {
    const lines = buildCrmNoteLines({
      summary: null,
      actionItems: [],
      insights: [insight({ id: 1, access: 'super_admin' }), insight({ id: 2, access: 'company_admin' }), insight({ id: 3, access: 'user' })],
    })
    expect(lines.map((l) => l.key)).toEqual(['insight:3'])
    expect(isCrmRestricted('Company_Admin')).toBe(true)
    expect(isCrmRestricted(null)).toBe(false)
  })
})

describe('the note text — exactly what the user confirmed', () => {
  it('writes each kept line with its moment as [hh:mm:ss], empty lines left out', () => {
    expect(crmLineText({ text: 'Budget (Done) ', seconds: 3725 })).toBe('Budget (Done) [01:02:05]')
    expect(
      crmNoteText([
        { text: 'Summary: pilot', seconds: null },
        { text: '  ', seconds: 3 },
        { text: 'Next: call the CFO', seconds: 61 },
      ]),
    ).toBe('Summary: pilot\nNext: call the CFO [00:01:01]')
  })
})

describe('"CRM insight text: maximum 15,000 characters (further input ignored, counter shown)"', () => {
  it('cuts typing that would pass the limit, and lets shortening edits through', () => {
    const lines = [
      { text: 'a'.repeat(CRM_TEXT_MAX - 20), seconds: null },
      { text: 'bbbb', seconds: null },
    ]
    // The note is 14,980 + 1 (newline) + 4 = 14,985: 15 more characters fit.
    expect(clampLineEdit(lines, 1, `bbbb${'c'.repeat(40)}`)).toBe(`bbbb${'c'.repeat(15)}`)
    expect(crmNoteText([lines[0] as { text: string; seconds: null }, { text: `bbbb${'c'.repeat(15)}`, seconds: null }]).length).toBe(CRM_TEXT_MAX)
    expect(clampLineEdit(lines, 1, 'b')).toBe('b')
    const over = [{ text: 'x'.repeat(CRM_TEXT_MAX + 5), seconds: null }]
    expect(clampLineEdit(over, 0, `${'x'.repeat(CRM_TEXT_MAX + 5)}y`)).toBe('x'.repeat(CRM_TEXT_MAX + 5))
  })

  it('"submit needs non-empty text and a deal"', () => {
    expect(crmWriteProblem('  ', 3)).toBe(CRM_NEEDS_TEXT)
    expect(crmWriteProblem('Summary', null)).toBe(CRM_NEEDS_DEAL)
    expect(crmWriteProblem('x'.repeat(CRM_TEXT_MAX + 1), 3)).toBe(CRM_TOO_LONG)
    expect(crmWriteProblem('x'.repeat(CRM_TEXT_MAX), 3)).toBeNull()
  })
})
