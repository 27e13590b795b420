import { TEST_NOW } from './constants'
import type { TestApp } from './test-app'

/** A rep's deal that now holds a call the rep may not open, and the texts only that call says. */
export interface ForbiddenCallSetup {
  own: { meeting_id: number; deal_id: number; account_id: number | null }
  forbidden: number
  /** Transcript lines and analysis-written texts (summary, insight snippets, objections, SWOT, next steps) of the forbidden call alone. */
  secrets: string[]
}

/**
 * One rule for call-derived content, set up for a test: the rep's deal (a lost one when there is one, so win-loss
 * reads it) gets, as a CRM mapping would give it, a recorded call of the same company the call page refuses the rep.
 */
export async function placeForbiddenCall(t: TestApp, rep: string, admin: string): Promise<ForbiddenCallSetup> {
  const rows = async <T>(text: string, params: unknown[] = []) => (await t.db.pool.query(text, params)).rows as T[]
  const headers = await t.as(rep)
  // The call page answers hasAcess false (and no call) to a viewer who may not open it.
  const callPage = async (id: number) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/reports/call-details?id=${id}`, headers, payload: { role: 'user' } })
    return res.statusCode === 200 && res.json().data.hasAcess === false ? 403 : res.statusCode
  }
  const [own] = await rows<ForbiddenCallSetup['own']>(
    `select md.meeting_id, md.deal_id, d.account_id from meeting_deals md join meetings m on m.id = md.meeting_id join deals d on d.id = md.deal_id
     join users u on u.id = m.user_id where lower(u.email) = $1 and md.is_primary and m.deleted_at is null and d.owner_id = u.id
     order by (d.stage_name = 'Closed-Lost') desc, md.meeting_id limit 1`,
    [rep],
  )
  if (!own) throw new Error(`no deal of ${rep} with a call`)
  const others = await rows<{ id: number }>(
    `select m.id from meetings m join users u on u.id = m.user_id join users r on lower(r.email) = $1
     where m.company_id = r.company_id and m.user_id <> r.id and m.deleted_at is null
       and exists (select 1 from transcript_segments s where s.meeting_id = m.id)
       and exists (select 1 from objections o where o.meeting_id = m.id)
       and m.start_time <= $2
     order by m.start_time desc limit 40`,
    [rep, TEST_NOW],
  )
  let forbidden: number | undefined
  for (const o of others) {
    if ((await callPage(o.id)) === 403) {
      forbidden = o.id
      break
    }
  }
  if (forbidden === undefined) throw new Error(`no call ${rep} may not open`)
  if ((await callPage(own.meeting_id)) !== 200) throw new Error(`${rep} cannot open their own call`)
  // Mapped by an admin through the deal tag, as the call page does: the call's rows that name a deal follow it.
  const [owner] = await rows<{ id: number }>('select id from users where lower(email) = $1', [admin])
  const mapped = await t.app.inject({
    method: 'PUT',
    url: '/api/update_deal',
    headers: await t.as(admin),
    payload: { source: 'call page', user_id: owner?.id, zoom_recording_analytics_id: forbidden, updated_primary_deal_id: own.deal_id },
  })
  if (mapped.statusCode !== 200) throw new Error(`mapping the call failed: ${mapped.body}`)
  // Texts only the forbidden call says; one of them in an answer is a leak.
  const unique = (table: string, column: string) =>
    rows<{ text: string }>(
      `select distinct x.${column} as text from ${table} x where x.meeting_id = $1 and length(x.${column}) > 30
         and not exists (select 1 from ${table} o where o.meeting_id <> $1 and o.${column} = x.${column}) limit 20`,
      [forbidden],
    )
  const snippets = await rows<{ text: string }>(
    `select distinct s->>'text' as text from meeting_insights i, jsonb_array_elements(i.snippets) s
      where i.meeting_id = $1 and length(s->>'text') > 30 limit 20`,
    [forbidden],
  )
  const texts = [
    ...(await unique('transcript_segments', 'text')),
    ...(await unique('analysis_results', 'summary')),
    ...(await unique('objections', 'detail')),
    ...(await unique('objections', 'handling')),
    ...(await unique('swot_insights', 'detail')),
    ...(await unique('meeting_insights', 'summary')),
    ...(await unique('call_next_steps', 'step')),
    ...snippets,
  ].map((r) => r.text)
  // Reports read a call's own ids and texts; its objections' and insights' rows name it too.
  // A snippet quoted from a line other calls also say is not the forbidden call's alone.
  const secrets: string[] = []
  for (const s of new Set(texts)) {
    const elsewhere = await rows<{ n: number }>(`select count(*)::int as n from transcript_segments where meeting_id <> $1 and position($2 in text) > 0`, [
      forbidden,
      s,
    ])
    if ((elsewhere[0]?.n ?? 0) === 0) secrets.push(s)
  }
  return { own, forbidden, secrets }
}

/** The leaks of one answer: the forbidden call's id under a call key, or one of its texts. */
export function leaksIn(name: string, body: string, setup: ForbiddenCallSetup): string[] {
  const leaks: string[] = []
  if (new RegExp(`"(call_id|callId|zra_id|meeting_id|meetingId)":\\s*"?${setup.forbidden}\\b`).test(body)) leaks.push(`${name}: names call ${setup.forbidden}`)
  for (const s of setup.secrets) if (body.includes(JSON.stringify(s).slice(1, -1)) || body.includes(s)) leaks.push(`${name}: quotes "${s.slice(0, 60)}"`)
  return leaks
}
