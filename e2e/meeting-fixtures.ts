// Helpers of the call-page browser tests: a VTT the analyzer can read, uploads, and calls as the API answers them.

const DISCOVERY = [
  'Riley Rep: Thanks for joining. The plan today is to understand how your team reviews calls, does that work for you?',
  'Jane Buyer: Yes. Our biggest problem is that managers only review two calls a week, so coaching is slow.',
  'Riley Rep: What does that cost you today, and which tool are you using right now?',
  'Jane Buyer: We use spreadsheets and Gong for a few seats. We lose deals every quarter because of it.',
  'Riley Rep: Who else is involved in the decision, and what is your budget for this?',
  "Jane Buyer: Our CFO signs off. We don't have budget approved yet, and honestly the price looks too expensive.",
  'Riley Rep: I understand the pricing concern. Most teams recover the cost in one quarter through faster ramp.',
  'Jane Buyer: We need this fixed before our kickoff in March, that is our timeline.',
  "Riley Rep: Understood. I'll send you a proposal for a pilot by Friday, and the next step is a call with your CFO.",
  'Jane Buyer: Great, let us book that call for next Tuesday.',
]

const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 23)

/** A Zoom-style VTT ('Name: text' cues) of `lines` cues, one every `step` seconds. */
export function conversationVtt(lines: number, step: number, extra = ''): string {
  let out = 'WEBVTT\n\n'
  for (let i = 0; i < lines; i++) {
    const start = i * step
    const text = DISCOVERY[i % DISCOVERY.length] ?? ''
    out += `${i + 1}\n${clock(start)} --> ${clock(start + step - 0.5)}\n${text}${extra ? ` ${extra} ${i + 1}.` : ''}\n\n`
  }
  return out
}

/** POST /api/meetings/upload as multipart form data; answers the new meeting's id. */
export async function uploadCall(
  base: string,
  token: string,
  files: { media?: { name: string; type: string; data: Buffer }; transcript?: { name: string; data: string } },
  fields: { title: string; attendees: string },
): Promise<number> {
  const form = new FormData()
  form.set('title', fields.title)
  form.set('start_time', new Date(Date.now() - 3 * 3600_000).toISOString())
  form.set('attendees', fields.attendees)
  if (files.media) form.set('media', new Blob([new Uint8Array(files.media.data)], { type: files.media.type }), files.media.name)
  if (files.transcript) form.set('transcript', new Blob([files.transcript.data], { type: 'text/vtt' }), files.transcript.name)
  const res = await fetch(`${base}/api/meetings/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { data: { meeting_id: number } }).data.meeting_id
}

export interface CallState {
  transcriptStatus: string | null
  processing_status: number | null
  has_media: boolean
  lines: number
  /** Speakers with talk time: measured by the analysis job, after the upload has answered. */
  talkers: number
}

/** The call as call-details answers it for `token`'s user (role 'user'). */
export async function callState(base: string, token: string, id: number, role = 'user'): Promise<CallState | null> {
  const res = await fetch(`${base}/api/reports/call-details?id=${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  })
  if (!res.ok) return null
  const m = (
    (await res.json()) as {
      data: {
        data: { transcriptStatus: string | null; processing_status: number | null; media: { has_media: boolean }; transcript: unknown[]; talkTime: unknown[] }[]
      }
    }
  ).data.data[0]
  return m
    ? {
        transcriptStatus: m.transcriptStatus,
        processing_status: m.processing_status,
        has_media: m.media.has_media,
        lines: m.transcript.length,
        talkers: m.talkTime.length,
      }
    : null
}

/** The call's transcript lines as call-details answers them for `token`'s user. */
export async function callTranscript(base: string, token: string, id: number, role = 'user'): Promise<{ start: number; text: string }[]> {
  const res = await fetch(`${base}/api/reports/call-details?id=${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  })
  const m = ((await res.json()) as { data: { data: { transcript: { start: number; text: string }[] }[] } }).data.data[0]
  return m?.transcript ?? []
}

/** Words a pricing question retrieves by (shared rule AMA_TOPICS): a call without any of them gives the model no passage on price. */
const PRICE_TALK = /\b(price|prices|pricing|expensive)\b/i

/** Whether the call's transcript talks price, so a pricing question finds passages in it. */
export async function talksPrice(base: string, token: string, id: number, role = 'user'): Promise<boolean> {
  return (await callTranscript(base, token, id, role)).some((line) => PRICE_TALK.test(line.text))
}

/** Waits until `ready` holds for the call, or fails after `ms`. */
export async function waitForCall(base: string, token: string, id: number, ready: (s: CallState) => boolean, ms = 60_000): Promise<CallState> {
  const until = Date.now() + ms
  let last: CallState | null = null
  while (Date.now() < until) {
    last = await callState(base, token, id)
    if (last && ready(last)) return last
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`call ${id} not ready in ${ms} ms: ${JSON.stringify(last)}`)
}

/** A demo user's bearer token, for setting up data through the API. */
export async function demoToken(base: string, email: string): Promise<string> {
  const users = (await (await fetch(`${base}/api/auth/demo-users`)).json()) as { groups: { users: { id: number; email: string }[] }[] }
  const user = users.groups.flatMap((g) => g.users).find((u) => u.email === email)
  if (!user) throw new Error(`no demo user ${email}`)
  const res = await fetch(`${base}/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user.id }),
  })
  return ((await res.json()) as { jwt: string }).jwt
}

/** Recorded calls on the user's dashboard (POST /api/reports/activity-dashboard), newest first. */
export async function recordedCalls(base: string, token: string, role: string): Promise<{ id: number; title: string; attendees: string }[]> {
  const res = await fetch(`${base}/api/reports/activity-dashboard?take=20&skip=0`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role, only_recorded_calls: true }),
  })
  const rows = ((await res.json()) as { data: { data: { id: number | null; title: string; calendarEventDetails: { attendees: string } | null }[] } }).data.data
  return rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, title: r.title, attendees: r.calendarEventDetails?.attendees ?? '' }]))
}
