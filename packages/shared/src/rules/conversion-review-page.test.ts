import { describe, expect, it } from 'vitest'
import { defaultCompanySettings } from '../schemas/company-settings'
import { parseReviewSectionValue } from './review-section-filter'
import { pipelineLink, reviewSectionLabel, REVIEW_CARD_LABELS, REVIEW_HEADINGS, REVIEW_SECTIONS, reviewFilters, reviewPeriods } from './conversion-review-page'

const settings = defaultCompanySettings()
const section = (kind: 'qualified' | 'mql', key: string) => {
  const found = REVIEW_SECTIONS[kind].find((s) => s.key === key)
  if (!found) throw new Error(key)
  return found
}

describe('review dashboard headings and cards', () => {
  it('"How are deals progressing from the Qualify stage?" with Total Deals, Moved Forward, Moved Backward, No Movement', () => {
    expect(REVIEW_HEADINGS.qualified).toBe('How are deals progressing from the Qualify stage?')
    expect(Object.values(REVIEW_CARD_LABELS.qualified)).toEqual(['Total Deals', 'Moved Forward', 'Moved Backward', 'No Movement'])
  })

  it('"How are deals progressing from the MQL/Prospecting stage?" with Total MQLs, Moved Forward, Lost, No Movement', () => {
    expect(REVIEW_HEADINGS.mql).toBe('How are deals progressing from the MQL/Prospecting stage?')
    expect(Object.values(REVIEW_CARD_LABELS.mql)).toEqual(['Total MQLs', 'Moved Forward', 'Lost', 'No Movement'])
  })

  it('"four action cards …: Accelerate & Handle Objections, Engage More, Qualify Better, Record More" with their sub-cards', () => {
    expect(REVIEW_SECTIONS.qualified.map((s) => s.title)).toEqual(['Accelerate & Handle Objections', 'Engage More', 'Qualify Better', 'Record More'])
    expect(section('qualified', 'engage_more').cards).toHaveLength(3)
    expect(section('qualified', 'record_more').cards.map((c) => c.label)).toEqual([
      'Ask Reps to Connect Calendar',
      'Remind Reps to Record Key Meetings',
      'Turn On Recording for Future Calls',
      'No Calls Booked',
    ])
  })

  it('MQL: "1 Move High-Score Deals; 2 Engage More or Exit (Engaged but Stalled, Gone Cold); 3 Record More (No Scheduled Calls, Scheduled but Not Eligible, Eligible but Not Recorded, Recorded but Junk)"', () => {
    expect(REVIEW_SECTIONS.mql.map((s) => s.title)).toEqual(['Move High-Score Deals', 'Engage More or Exit', 'Record More'])
    expect(section('mql', 'engage_more').cards.map((c) => c.label)).toEqual(['Engaged but Stalled', 'Gone Cold'])
    expect(section('mql', 'record_more').cards.map((c) => c.label)).toEqual([
      'No Scheduled Calls',
      'Scheduled but Not Eligible',
      'Eligible but Not Recorded',
      'Recorded but Junk',
    ])
  })

  it('offers First Meeting Score only with the company setting', () => {
    expect(reviewFilters(settings).map((f) => f.key)).not.toContain('first_meeting_score')
    expect(reviewFilters({ firstMeetingScore: true }).map((f) => f.key)).toContain('first_meeting_score')
  })
})

describe('"A trend combo chart with a Month/Quarter switch" ("Aggregation: month, quarter")', () => {
  const now = new Date('2026-11-02T09:00:00Z')
  it('covers the range and at least six months, in UTC months', () => {
    const months = reviewPeriods(new Date('2026-10-02T09:00:00Z'), now, 'month')
    expect(months.map((p) => p.key)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'])
    expect(months[5]?.label).toBe('Nov 2026')
    const year = reviewPeriods(new Date('2025-11-02T09:00:00Z'), now, 'month')
    expect(year).toHaveLength(13)
    expect(year[0]?.key).toBe('2025-11')
  })

  it('quarters: at least four, labelled Qn YYYY', () => {
    const quarters = reviewPeriods(new Date('2026-10-02T09:00:00Z'), now, 'quarter')
    expect(quarters.map((p) => p.key)).toEqual(['2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4'])
    expect(quarters[0]?.label).toBe('Q1 2026')
  })
})

describe('"The Pipeline Review link opens a new tab at /reports with the filters as query parameters … View ids: 90 accelerate, 88 engage more, 87 qualify better, 86 record more."', () => {
  const period = { startTime: 1_790_000_000, endTime: 1_792_600_000 }
  it('names the default views, which a company may change or switch off with 0', () => {
    expect(REVIEW_SECTIONS.qualified.map((s) => pipelineLink('qualified', s, {}, settings, period).view)).toEqual([90, 88, 87, 86])
    expect(pipelineLink('qualified', section('qualified', 'accelerate'), {}, { ...settings, reviewViewAccelerate: 0 }, period).view).toBeNull()
  })

  it("keeps the review's filters and names the section itself in its period, not an approximation by stage and scores", () => {
    const link = pipelineLink(
      'qualified',
      section('qualified', 'engage_more'),
      { owner_name: ['Riley Rep'], segment: ['SMB'], sales_play: ['Land'] },
      settings,
      period,
    )
    expect(link.filters).toEqual({
      owner_name: ['Riley Rep'],
      segment: ['SMB'],
      sales_play: ['Land'],
      review_section: ['qualified:engage_more:1790000000:1792600000'],
    })
    const record = pipelineLink('mql', section('mql', 'record_more'), {}, settings, period)
    expect(record.filters).toEqual({ review_section: ['mql:record_more:1790000000:1792600000'] })
    expect(parseReviewSectionValue(record.filters.review_section?.[0] ?? '')).toEqual({ kind: 'mql', section: 'record_more', ...period })
  })

  it('reads on the filter bar as the review, the section and the period', () => {
    expect(reviewSectionLabel('qualified:record_more:1790000000:1792600000')).toBe('Qualified review: Record More, 2026-09-21 to 2026-10-21')
    expect(reviewSectionLabel('nonsense')).toBe('nonsense')
  })

  it('reads back only well-formed section values', () => {
    for (const bad of [
      '',
      'qualified',
      'sales:accelerate:1:2',
      'qualified:accelerate:2:1',
      'mql:qualify_better:1:2',
      'qualified:accelerate:1:2:3',
      'qualified:accelerate:x:2',
    ]) {
      expect(parseReviewSectionValue(bad), bad).toBeNull()
    }
  })
})
