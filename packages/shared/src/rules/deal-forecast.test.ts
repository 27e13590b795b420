import { describe, expect, it } from 'vitest'
import { dealForecast, type DealForecastInput } from './deal-forecast'

const now = new Date('2026-11-20T12:00:00Z')
const day = (d: number) => new Date(now.getTime() + d * 86_400_000)
const input = (over: Partial<DealForecastInput>): DealForecastInput => ({ calls: [], crmForecast: null, events: [], now, ...over })

describe('dealForecast — "Deal forecast: forecast (High Likely, Likely, Less Likely, No forecast), next_meeting_set"', () => {
  it('takes the most recent analysed call that gave a forecast', () => {
    const r = dealForecast(
      input({
        calls: [
          { startTime: day(-10), forecast: 'High Likely' },
          { startTime: day(-2), forecast: 'Less Likely' },
          { startTime: day(-5), forecast: 'Likely' },
        ],
        crmForecast: 'Likely',
      }),
    )
    expect(r).toMatchObject({ forecast: 'Less Likely', source: 'call' })
  })

  it('never forecasts a lost deal as likely, nor a won one as unlikely, whatever its calls said', () => {
    const calls = [{ startTime: day(-2), forecast: 'High Likely' }]
    expect(dealForecast(input({ calls, stage: 'Closed Lost' }))).toMatchObject({ forecast: 'Less Likely', source: 'stage' })
    expect(dealForecast(input({ calls: [{ startTime: day(-2), forecast: 'Less Likely' }], stage: 'Closed Won' }))).toMatchObject({
      forecast: 'High Likely',
      source: 'stage',
    })
    expect(dealForecast(input({ calls, stage: 'Discovery' }))).toMatchObject({ forecast: 'High Likely', source: 'call' })
  })

  it("skips calls that said 'No forecast' or were not analysed", () => {
    const r = dealForecast(
      input({
        calls: [
          { startTime: day(-10), forecast: 'Likely' },
          { startTime: day(-2), forecast: 'No forecast' },
          { startTime: day(-1), forecast: null },
        ],
      }),
    )
    expect(r).toMatchObject({ forecast: 'Likely', source: 'call' })
  })

  it("falls back to the CRM's forecast, then to 'No forecast'; unknown values are ignored", () => {
    expect(dealForecast(input({ crmForecast: ' High Likely ' }))).toMatchObject({ forecast: 'High Likely', source: 'crm' })
    expect(dealForecast(input({ crmForecast: 'Commit' }))).toMatchObject({ forecast: 'No forecast', source: 'none' })
    expect(dealForecast(input({ calls: [{ startTime: day(-1), forecast: 'No forecast' }] }))).toMatchObject({ forecast: 'No forecast', source: 'none' })
  })

  it('next_meeting_set: a calendar event of the deal that is not cancelled starts after now (the earliest one is the next meeting)', () => {
    expect(dealForecast(input({ events: [{ startAt: day(-1), cancelled: false }] }))).toMatchObject({ next_meeting_set: false, next_meeting_at: null })
    expect(dealForecast(input({ events: [{ startAt: day(2), cancelled: true }] })).next_meeting_set).toBe(false)
    const r = dealForecast(
      input({
        events: [
          { startAt: day(9), cancelled: false },
          { startAt: day(3), cancelled: false },
          { startAt: day(1), cancelled: true },
        ],
      }),
    )
    expect(r).toMatchObject({ next_meeting_set: true, next_meeting_at: day(3) })
  })
})
