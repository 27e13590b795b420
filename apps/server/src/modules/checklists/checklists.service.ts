import type { TChecklistLibraryResponse, TChecklistLibrarySignal } from '@parley/shared/schemas/checklists'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import { findActiveSignal, listActiveSignals, listStageNamesInOrder, type SignalRow } from './checklists.repository'

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)

/** The API shape of a library signal; cue lexicons stay server-side. */
export function toLibrarySignal(row: SignalRow): TChecklistLibrarySignal {
  const p = row.properties ?? {}
  return {
    id: row.id,
    unique_name: row.uniqueName,
    signal_label: row.signalLabel,
    detail: row.detail,
    deal_stage: row.dealStages,
    properties: {
      why_text: text(p.why_text),
      why_video: text(p.why_video),
      how_text: text(p.how_text),
      how_video: text(p.how_video),
      tags: text(p.tags),
    },
    signal_type: row.signalType === 'insight' ? 'insight' : 'checklist',
    signal_category: row.signalCategory,
    is_negative: row.isNegative,
    weight: Number(row.weight),
    agenda_types: row.agendaTypes,
    call_functions: row.callFunctions,
  }
}

/**
 * The stages the library can be filtered by: those some signal applies to, in the company's funnel order; stage
 * names a signal lists that the CRM no longer has come last, alphabetically.
 */
export function libraryStages(signals: readonly SignalRow[], funnel: readonly string[]): string[] {
  const used = new Set(signals.flatMap((s) => s.dealStages))
  const ordered = funnel.filter((name, i) => used.has(name) && funnel.indexOf(name) === i)
  const rest = [...used].filter((name) => !funnel.includes(name)).sort((a, b) => a.localeCompare(b))
  return [...ordered, ...rest]
}

/** GET /api/checklist-library[?dealStage=]: the company's signals and the deal stages to filter them by. */
export async function getChecklistLibrary(deps: AppDeps, auth: AuthContext, dealStage?: string): Promise<TChecklistLibraryResponse['data']> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const all = await listActiveSignals(tx)
    const funnel = await listStageNamesInOrder(tx)
    const signals = dealStage ? all.filter((s) => s.dealStages.includes(dealStage)) : all
    return {
      signals: signals.map(toLibrarySignal),
      dealStages: libraryStages(all, funnel).map((deal_stage) => ({ deal_stage })),
    }
  })
}

/** GET /api/checklist/:id: one signal of the user's company (another company's id is simply not found). */
export async function getChecklistSignal(deps: AppDeps, auth: AuthContext, id: number): Promise<TChecklistLibrarySignal> {
  const row = await deps.db.withTenant(auth.user.companyId, (tx) => findActiveSignal(tx, id))
  if (!row) throw notFound('Checklist signal not found.')
  return toLibrarySignal(row)
}
