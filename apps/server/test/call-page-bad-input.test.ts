import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app'

// Odd ids, numbers and sizes on every route of the call page,
// sharing, clips, Ask Me Anything and the AI chat reports. Each answer must be a 2xx/3xx/4xx, never a 5xx; what the
// 4xx says is checked beside each route.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())
const weirdIds = ['0', '-1', '1.5', 'abc', '99999999999999999999', '1e3', '%00', ' 1', '0x10', 'NaN', 'Infinity', '']
describe('call page, sharing, clips and AI chat under odd input', () => {
  it('never answers 5xx', async () => {
    const rep = await t.as('riley.rep@northwind.example')
    const admin = await t.as('avery.admin@northwind.example')
    const bad: string[] = []
    const go = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = rep) => {
      const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
      if (res.statusCode >= 500) bad.push(`${res.statusCode} ${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${res.body.slice(0, 200)}`)
    }
    for (const id of weirdIds) {
      const e = encodeURIComponent(id)
      await go('POST', `/api/reports/call-details?id=${e}`, { role: 'user' })
      await go('POST', `/api/reports/call-details?id=1&start=${e}&end=${e}`, { role: 'user' })
      await go('GET', `/api/users/salesInsigtsOfMeeting?id=${e}`)
      await go('GET', `/api/users/salesInsigtsOfMeeting?id=1&checklist=${'x'.repeat(5000)}`)
      await go('GET', `/api/users/deleteMeeting?id=${e}`)
      await go('POST', `/api/admin/deleteMeeting?id=${e}`, undefined, admin)
      await go('GET', `/api/meetings/${e}/media`)
      await go('GET', `/api/meetings/${e}/media-url`)
      await go('POST', `/api/meetings/${e}/download-url`, undefined, admin)
      await go('GET', `/api/meetings/${e}/download?u=1&c=1&e=${e}&s=x`)
      await go('GET', `/api/users/getMeetingShareURL?id=${e}`)
      await go('POST', `/api/users/getMeetingShareURLWithSettings?id=${e}`, { shareType: 'anyone' })
      await go('GET', `/api/sharing/meetings/${e}?sharingToken=${e}`)
      await go('GET', `/api/sharing/meetings/${e}/links`)
      await go('POST', `/api/sharing/links/${e}/revoke`)
      await go('POST', `/api/sharing/meetings/${e}/email?sharingToken=x`, { viewId: id, email: 'a@b.co' })
      await go('GET', `/api/sharing/meetings/1/media?sharingToken=${e}&e=${e}&s=${e}`)
      await go('GET', `/api/users/getClips?meetingId=${e}&id=${e}`)
      await go('DELETE', `/api/clips/${e}`)
      await go('GET', `/api/clips/${e}/media?u=1&c=1&e=1&s=x`)
      await go('GET', `/api/users/getShareURL?id=${e}&type=CLIP`)
      await go('GET', `/api/users/getShareURL?id=1&type=${e}`)
      await go('GET', `/api/sharing/clips/${e}?sharingToken=${e}`)
      await go('GET', `/api/users/parleyEurekaGetMessages?meetingId=${e}`)
      await go('POST', '/api/users/parleyEurekaMessage', { meetingId: id, question: 'pricing?' })
      await go('POST', '/api/users/parleyEurekaMessage', { meetingId: 1, question: 'pricing?', questionId: id, index: id, noOfDocument: id })
      await go('GET', `/api/users/parleyEurekaReport?take=${e}&skip=${e}&company_id=${e}&user_id=${e}&startTime=${e}&endTime=${e}`, undefined, admin)
      await go('GET', `/api/users/parleyEurekaSummaryReport?startTime=${e}&endTime=${e}`, undefined, admin)
      await go('POST', `/api/users/parleyEurekaReport/export?format=${e}`, { company_id: id }, admin)
      await go('POST', '/api/users/createClip', { id, startTime: id, duration: id, title: 'x' })
      await go('POST', '/api/users/updateAgendaType', { call_id: id, agenda_type: id })
      await go('POST', '/api/users/checklistInteraction', { action_type: 'copy', zoom_recording_analytics_id: id, source_type: 'insight', source_id: id })
    }
    const huge = 'y'.repeat(200_000)
    await go('POST', '/api/users/getMeetingShareURLWithSettings?id=1', {
      shareType: 'restricted',
      emails: Array.from({ length: 5000 }, (_, i) => `a${i}@b.co`),
    })
    await go('POST', '/api/users/getMeetingShareURLWithSettings?id=1', { shareType: 'restricted', emails: ['not-an-email', huge] })
    await go('POST', '/api/users/getMeetingShareURLWithSettings?id=1', { shareType: 'weird', startTime: 1e308, endTime: -1, expiresAt: 'tomorrow' })
    await go('POST', '/api/users/getMeetingShareURLWithSettings?id=1', { shareType: 'anyone', startTime: 1.5, endTime: 2.5, expiresAt: '9999-99-99' })
    await go('GET', `/api/sharing/meetings/1?sharingToken=${huge.slice(0, 20000)}`)
    await go('POST', '/api/users/createClip', { id: 1, startTime: 0, duration: 10, title: huge })
    await go('POST', '/api/users/createClip', { id: 1, startTime: 1e308, duration: 1e308, title: 'x' })
    await go('POST', '/api/users/parleyEurekaMessage', { meetingId: 1, question: huge })
    await go('POST', '/api/users/parleyEurekaMessage', { meetingId: 1, question: '"\'); drop table users; -- & | ! :* <-> (' })
    await go('POST', '/api/users/parleyEurekaMessage', { meetingId: 1, question: '!!! ::: &&& ||| <-> ***' })
    await go('POST', '/api/exceptions/frontend', { subject: huge, message: huge, stack: huge })
    await go('POST', '/api/users/checklistInteraction', {
      action_type: 'bug_raise_in_checklist',
      zoom_recording_analytics_id: 1,
      source_type: 'checklist',
      ref_body: { description: huge },
    })
    await go('POST', '/api/users/updateAgendaType', { call_id: 1, agenda_type: huge })
    await go('POST', '/api/reports/call-details?id=1', 'not json')
    await go('POST', '/api/reports/call-details?id=1', { role: huge })
    expect(bad).toEqual([])
  })
})
