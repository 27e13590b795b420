import {
  buildCrmNoteLines,
  CRM_NOT_DEAL_OWNER,
  CRM_SHARED_VIEWER,
  CRM_TEXT_MAX,
  CRM_WRITE_SUCCESS,
  crmNoteText,
  crmWriteProblem,
} from '@parley/shared/rules/crm-write'
import { snippetSeconds } from '@parley/shared/rules/snippet-time'
import type { TCrmPreviewResponse, TCrmWriteEntry, TWriteToCrmBody, TWriteToCrmResponse } from '@parley/shared/schemas/crm-write'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors'
import type { TokenCipher } from '../../platform/tokens/token-cipher'
import { accessTokenSource, TokenRevokedError } from '../../platform/tokens/token-refresh'
import { actionItemsOf } from '../meetings'
import { canViewMeeting } from '../meetings'
import { saveCrmTokens } from './crm-connection.repository'
import * as repo from './crm-write.repository'
import { type CrmNoteWrite, CrmProviderError } from './providers/crm-provider'
import type { CrmProviders } from './providers/crm-provider.registry'

export interface CrmWriteDeps extends AppDeps {
  cipher: TokenCipher
  providers: CrmProviders
}

type Connection = Awaited<ReturnType<typeof repo.listWriteConnections>>[number]
type Target = { kind: 'hubspot' | 'salesforce'; label: string; connection: Connection } | { kind: 'builtin'; label: string } | { kind: null; reason: string }

const BUILTIN_LABEL = 'Parley CRM'
const NO_CALL_ACCESS = "You don't have access to this call, so its insights cannot be written to the CRM."

/**
 * Where the company's notes go: its connected HubSpot or Salesforce; a connection that is revoked or disconnected
 * means none (an admin must reconnect); a company that never connected one but keeps its deals in Parley (crm_name
 * set: demo data, CSV import) writes into the built-in CRM; otherwise 'CRM not integrated'.
 */
function chooseTarget(deps: CrmWriteDeps, connections: Connection[], crmName: string | null): Target {
  const live = connections.find((c) => c.status === 'connected')
  if (live) return { kind: live.provider, label: deps.providers[live.provider].label, connection: live }
  const dead = connections[0]
  if (dead) {
    const label = deps.providers[dead.provider].label
    return {
      kind: null,
      reason:
        dead.status === 'revoked'
          ? `${label} no longer accepts Parley's access. An admin must reconnect ${label} in Settings before insights can be written.`
          : `${label} is disconnected from Parley. An admin can connect your CRM in Settings.`,
    }
  }
  if (crmName) return { kind: 'builtin', label: BUILTIN_LABEL }
  return { kind: null, reason: 'Your company has not connected a CRM. An admin can connect HubSpot or Salesforce in Settings.' }
}

async function requireCallAccess(tx: Db, auth: AuthContext, meetingId: number): Promise<void> {
  const access = await canViewMeeting(tx, auth, meetingId)
  if (access === 'not_found') throw notFound('Meeting not found.')
  if (access === 'forbidden') throw forbidden(NO_CALL_ACCESS)
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

/** GET /api/crm-write/preview?meeting_id=: the proposed lines, the deals the viewer may write to, and the CRM. */
export async function crmWritePreview(deps: CrmWriteDeps, auth: AuthContext, meetingId: number): Promise<TCrmPreviewResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    await requireCallAccess(tx, auth, meetingId)
    const facts = await repo.loadCallNoteFacts(tx, meetingId)
    if (!facts) throw notFound('Meeting not found.')
    const callDeals = await repo.listCallDeals(tx, meetingId)
    const target = chooseTarget(deps, await repo.listWriteConnections(tx), auth.user.crmName)
    const writable = callDeals.filter((d) => d.ownerId === auth.user.id && d.deletedAt === null)
    const lines = buildCrmNoteLines({
      summary: facts.summary,
      actionItems: actionItemsOf(facts.action_items),
      insights: facts.insights.map((i) => ({
        id: i.id,
        title: i.title,
        signalType: i.signal_type === 'insight' ? 'insight' : 'checklist',
        status: i.status === 'done' ? 'done' : 'pending',
        summary: i.summary,
        access: i.access,
        snippetSeconds: (i.snippets ?? []).map((s) => snippetSeconds(obj(s).timestamp as string | undefined)),
        outcomeTimestamps: (i.outcome_details ?? []).map((d) => {
          const t = obj(d).timestamp
          return typeof t === 'string' ? t : null
        }),
      })),
    })
    return {
      data: {
        meeting_id: meetingId,
        target: target.kind,
        target_label: target.kind ? target.label : null,
        not_integrated_reason: target.kind ? null : target.reason,
        deals: writable.map((d) => ({
          id: d.id,
          crm_deal_id: d.crmDealId,
          deal_name: d.name,
          account_name: d.accountName,
          sales_stage: d.stageName,
          is_primary: d.isPrimary,
        })),
        other_deal_count: callDeals.length - writable.length,
        lines,
        max_chars: CRM_TEXT_MAX,
      },
    }
  })
}

type WriteRow = Awaited<ReturnType<typeof repo.listCrmWrites>>[number]

function entryOf(r: WriteRow): TCrmWriteEntry {
  const target = obj(r.payload).target
  return {
    id: r.id,
    deal_id: r.dealId,
    deal_name: r.dealName,
    user_name: r.userName,
    target: typeof target === 'string' ? target : 'builtin',
    status: r.status === 'done' || r.status === 'failed' ? r.status : 'pending',
    content: r.content,
    external_id: r.externalId,
    error: r.error,
    created_at: new Date(r.createdAt).toISOString(),
  }
}

/** GET /api/users/updateInCrmTimelines?id=: the call's writes, newest first (failed attempts included). */
export async function crmWriteTimeline(deps: CrmWriteDeps, auth: AuthContext, meetingId: number): Promise<{ data: TCrmWriteEntry[] }> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    await requireCallAccess(tx, auth, meetingId)
    return { data: (await repo.listCrmWrites(tx, meetingId)).map(entryOf) }
  })
}

/** How a CRM's refusal reaches the user: clear words, and always that nothing was written. */
function crmFailure(label: string, err: unknown): AppError {
  if (err instanceof TokenRevokedError) {
    return new AppError(502, 'crm_unauthorized', `${label} refused Parley's saved access. Nothing was written. An admin must reconnect ${label} in Settings.`)
  }
  if (!(err instanceof CrmProviderError)) {
    return new AppError(502, 'crm_unavailable', `${label} could not be reached. Nothing was written; please try again.`)
  }
  switch (err.kind) {
    case 'unauthorized':
      return new AppError(
        502,
        'crm_unauthorized',
        `${label} refused Parley's access (${err.message}). Nothing was written. An admin must reconnect ${label} in Settings.`,
      )
    case 'rate_limited':
      return new AppError(503, 'crm_rate_limited', `${label} is limiting requests right now. Nothing was written; try again in a minute.`)
    case 'permanent':
      return new AppError(502, 'crm_refused', `${label} refused the note (${err.message}). Nothing was written.`)
    default:
      return new AppError(502, 'crm_unavailable', `${label} is not answering properly (${err.message}). Nothing was written; please try again.`)
  }
}

/** Sends the note with the connection's token; a 401/403 refreshes the token once and tries again. */
async function sendNote(deps: CrmWriteDeps, conn: Connection, note: CrmNoteWrite): Promise<string> {
  const provider = deps.providers[conn.provider]
  const tokens = accessTokenSource({
    stored: conn,
    client: provider.oauthClient,
    cipher: deps.cipher,
    now: deps.now ?? (() => new Date()),
    fetch: provider.tokenFetch,
    save: (t) => deps.db.withTenant(conn.companyId, (tx) => saveCrmTokens(tx, conn.id, t)),
    revoked: async () => undefined,
  })
  try {
    return (await provider.api(await tokens.get(), conn).writeNote(note)).externalId
  } catch (err) {
    if (!(err instanceof CrmProviderError && err.kind === 'unauthorized')) throw err
    await tokens.refresh()
    return (await provider.api(await tokens.get(), conn).writeNote(note)).externalId
  }
}

/**
 * POST /api/write_to_crm: writes the confirmed lines, exactly, as a note on a deal the user owns and the call is mapped
 * to. The write is recorded before the CRM is called; only an accepted note marks it done and the call CRM-updated.
 */
export async function writeToCrm(deps: CrmWriteDeps, auth: AuthContext, body: TWriteToCrmBody, sharingToken?: string): Promise<TWriteToCrmResponse> {
  if (sharingToken !== undefined) throw forbidden(CRM_SHARED_VIEWER)
  if (body.user_id !== undefined && body.user_id !== auth.user.id) throw forbidden('You can only write insights to the CRM as yourself.')
  const meetingId = body.zoom_recording_analytics_id
  const dealId = body.payload.deal_id
  const lines = body.payload.lines
  const text = crmNoteText(lines)
  const prepared = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    await requireCallAccess(tx, auth, meetingId)
    const deal = await repo.findDealForCall(tx, dealId, meetingId)
    if (!deal) throw new AppError(404, 'not_found', 'Deal not found.', [{ field: 'payload.deal_id', message: 'No such deal.' }])
    if (deal.ownerId !== auth.user.id) throw forbidden(CRM_NOT_DEAL_OWNER)
    if (!deal.mapped) throw badRequest('This call is not mapped to that deal.', [{ field: 'payload.deal_id', message: 'Map the call to the deal first.' }])
    if (deal.deletedAt) throw badRequest('This deal was deleted in the CRM.', [{ field: 'payload.deal_id', message: 'The deal no longer exists in the CRM.' }])
    const problem = crmWriteProblem(text, dealId)
    if (problem) throw badRequest(problem, [{ field: 'payload.lines', message: problem }])
    const target = chooseTarget(deps, await repo.listWriteConnections(tx), auth.user.crmName)
    if (!target.kind) throw new AppError(409, 'crm_not_integrated', target.reason)
    const facts = await repo.loadCallNoteFacts(tx, meetingId)
    const id = await repo.insertCrmWrite(tx, {
      companyId: auth.user.companyId,
      meetingId,
      dealId,
      userId: auth.user.id,
      content: text,
      payload: { target: target.kind, lines },
    })
    if (target.kind === 'builtin') {
      await repo.finishCrmWrite(tx, id, { status: 'done' })
      await repo.markMeetingCrmUpdated(tx, meetingId)
    }
    const subject = `Call insights: ${facts?.title?.trim() || 'Untitled call'}`
    return { id, target, deal, subject, at: facts ? new Date(facts.start_time) : new Date() }
  })

  const { target } = prepared
  if (target.kind === 'hubspot' || target.kind === 'salesforce') {
    try {
      const externalId = await sendNote(deps, target.connection, { dealCrmId: prepared.deal.crmDealId, subject: prepared.subject, text, at: prepared.at })
      await deps.db.withTenant(auth.user.companyId, async (tx) => {
        await repo.finishCrmWrite(tx, prepared.id, { status: 'done', externalId })
        await repo.markMeetingCrmUpdated(tx, meetingId)
      })
    } catch (err) {
      const failure = crmFailure(target.label, err)
      await deps.db.withTenant(auth.user.companyId, (tx) => repo.finishCrmWrite(tx, prepared.id, { status: 'failed', error: failure.message }))
      throw failure
    }
  }
  const row = await deps.db.withTenant(auth.user.companyId, (tx) => repo.listCrmWrites(tx, meetingId, prepared.id))
  return { message: CRM_WRITE_SUCCESS, data: entryOf(row[0] as WriteRow) }
}
