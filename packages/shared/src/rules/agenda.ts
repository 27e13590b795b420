// Agenda of a call ("Agenda change"): the checklist panel's selector and
// POST /api/users/updateAgendaType both apply these, so the server refuses what the screen would not send.

/** "Agenda options exclude empty, 'nil' and 'all'." */
export const EXCLUDED_AGENDA_VALUES = ['', 'nil', 'all'] as const

export const AGENDA_MAX_LENGTH = 100

/** The warning for "choosing the same agenda as the current one". */
export const SAME_AGENDA_MESSAGE = 'Please select a different agenda than the previous one.'

/** The 'No Agenda' option; it "sends null". */
export const NO_AGENDA_LABEL = 'No Agenda'

/** Whether a value may be offered or stored as an agenda ('No Agenda' is null, not a value). */
export function isSelectableAgenda(value: string | null | undefined): value is string {
  if (typeof value !== 'string') return false
  return !(EXCLUDED_AGENDA_VALUES as readonly string[]).includes(value.trim().toLowerCase())
}

/** The distinct selectable options of a list (e.g. the agenda types of a company's checklist), in order. */
export function agendaOptions(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const v of values) {
    if (!isSelectableAgenda(v)) continue
    const key = v.trim().toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    out.push(v.trim())
  }
  return out
}

/** Same agenda as before: null equals null; text compares trimmed and case-insensitively. */
export function isSameAgenda(previous: string | null | undefined, next: string | null | undefined): boolean {
  const a = previous?.trim().toLowerCase() || null
  const b = next?.trim().toLowerCase() || null
  return a === b
}

/** The success toast: "Agenda updated to ...". */
export const agendaUpdatedMessage = (agenda: string | null) => `Agenda updated to ${agenda ?? NO_AGENDA_LABEL}`

/**
 * Whether a checklist signal belongs to a call's checklist: a signal with no agenda types (or call functions) applies
 * to every call; otherwise the call's agenda (and the rep's function) must be listed, case-insensitively. A call with
 * no agenda ('No Agenda') gets every signal; an 'Other Agenda' no signal lists gets only the unrestricted ones.
 */
export function signalAppliesToCall(
  signal: { agendaTypes: readonly string[]; callFunctions: readonly string[] },
  call: { agendaType: string | null | undefined; repFunction?: string | null },
): boolean {
  const has = (list: readonly string[], value: string) => list.some((v) => v.trim().toLowerCase() === value.trim().toLowerCase())
  const agenda = isSelectableAgenda(call.agendaType) ? call.agendaType : null
  if (agenda && signal.agendaTypes.length > 0 && !has(signal.agendaTypes, agenda)) return false
  const fn = call.repFunction?.trim()
  if (fn && signal.callFunctions.length > 0 && !has(signal.callFunctions, fn)) return false
  return true
}
