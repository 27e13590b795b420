import type { TLicenseKind } from '../schemas/admin'

// "Nomination (license) types: User, Manager, Admin. For company ids 29 and 40 there are also
// 'View Only – All Company Calls' and 'View Only – Only Participated Calls'" (here: the viewOnlyNominations
// company setting), and "Choosing a View Only nomination replaces all others. Choosing a normal nomination
// removes any View Only one."

export interface NominationType {
  id: number
  kind: TLicenseKind
}

export const isViewOnlyKind = (kind: TLicenseKind) => kind === 'view_only_all_calls' || kind === 'view_only_participated_calls'

/** The nomination types a company offers in its modals: the View Only kinds only when its setting is on. */
export function offeredNominations<T extends NominationType>(types: T[], viewOnlyNominations: boolean): T[] {
  return viewOnlyNominations ? types : types.filter((t) => !isViewOnlyKind(t.kind))
}

/** Ticking `chosen`: a View Only type replaces every other choice; a normal type drops any View Only one. */
export function chooseNomination(current: number[], chosen: number, types: NominationType[]): number[] {
  const kindOf = new Map(types.map((t) => [t.id, t.kind]))
  const kind = kindOf.get(chosen)
  if (kind === undefined) return current
  if (isViewOnlyKind(kind)) return [chosen]
  const kept = current.filter((id) => id !== chosen && !isViewOnlyKind(kindOf.get(id) ?? 'user'))
  return [...kept, chosen]
}

/** A checkbox group's change (previous → next selection) with the View Only rule applied to what was ticked. */
export function applyNominationChange(previous: number[], next: number[], types: NominationType[]): number[] {
  const added = next.filter((id) => !previous.includes(id))
  if (added.length === 0) return next
  return added.reduce(
    (selection, id) => chooseNomination(selection, id, types),
    next.filter((id) => !added.includes(id)),
  )
}

/** Why a set of nomination ids cannot be saved for a company, or null when it can. */
export function nominationProblem(ids: number[], companyTypes: NominationType[], viewOnlyNominations: boolean): string | null {
  const offered = new Map(companyTypes.map((t) => [t.id, t.kind]))
  const foreign = ids.find((id) => !offered.has(id))
  if (foreign !== undefined) return `Nomination type ${foreign} does not belong to this company.`
  const viewOnly = ids.filter((id) => isViewOnlyKind(offered.get(id) ?? 'user'))
  if (viewOnly.length > 0 && !viewOnlyNominations) return 'View Only nominations are not available for this company.'
  if (viewOnly.length > 0 && ids.length > 1) return 'A View Only nomination replaces all other nomination types; choose it alone.'
  return null
}
