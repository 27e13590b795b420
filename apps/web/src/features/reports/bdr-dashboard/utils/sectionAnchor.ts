import type { BdrSection } from '@parley/shared/rules/bdr-dashboard'

/** The id of a section's element, the target of its summary card. */
export const sectionAnchor = (section: BdrSection) => `bdr-section-${section}`

/** Scrolls a section into view ("Clicking the last two scrolls to their sections"), moving focus to its heading. */
export function scrollToSection(section: BdrSection): void {
  const el = document.getElementById(sectionAnchor(section))
  if (!el) return
  el.scrollIntoView({ behavior: 'smooth', block: 'start' })
  el.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
}
