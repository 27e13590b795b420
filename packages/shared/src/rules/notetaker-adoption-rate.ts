// Notetaker adoption as a percent and its colour ("Adoption colours: up to 40 red, below 60
// orange, else green. Adoption percent is whole, 0 when eligible is 0."). Activity Review and the Notetaker Adoption
// tab show the same figure, so the rule lives once.

/** "Adoption percent is whole, 0 when eligible is 0" (rounded at .5 like every report percent). */
export function notetakerAdoptionRate(recorded: number, eligible: number): number {
  if (!(eligible > 0)) return 0
  const exact = Math.round(((recorded * 100) / eligible) * 1e9) / 1e9
  return Math.floor(exact + 0.5)
}

export type AdoptionColour = 'red' | 'orange' | 'green'

/** "up to 40 red, below 60 orange, else green". */
export function adoptionColour(percent: number): AdoptionColour {
  if (percent <= 40) return 'red'
  if (percent < 60) return 'orange'
  return 'green'
}

/**
 * A calendar event the notetaker could have recorded: it carries no 'Not Eligible Reason' (note_taker_message, spec
 * "note_taker_message ('Not Eligible Reason')"). A rep who switched the notetaker off is still eligible, which
 * is what adoption measures (docs/decisions.md).
 */
export function isNotetakerEligible(notEligibleReason: string | null | undefined): boolean {
  return !notEligibleReason?.trim()
}
