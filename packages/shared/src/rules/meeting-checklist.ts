import { isSelectableAgenda } from './agenda'

// The checklist/insights panel of the meeting page: its processing status, best-practice gaps, function tags and
// messages. Completion percentage and score labels live in
// deal-scores.ts (checklistCompletionPercentage, scoreLabel, scoreLabelColour, detailScoreLabel).

/** "values 0, 1, 3 or null show 'Checklist getting processed' with a Refresh button" */
export const CHECKLIST_PROCESSING_MESSAGE = 'Checklist getting processed'
/** "'No insights found!' with 'Couldn't find a valid checklist for this call'" */
export const NO_INSIGHTS_TITLE = 'No insights found!'
export const NO_VALID_CHECKLIST_MESSAGE = "Couldn't find a valid checklist for this call"
export const NO_HANDLING_MESSAGE = 'No handling instructions available.'
export const HOW_TO_PRACTICE_LABEL = 'How to practice this?'
/** "'{product} insights copied' (… given here only as the text 'insights copied')" */
export const INSIGHTS_COPIED_MESSAGE = 'insights copied'
export const FEEDBACK_THANKS_MESSAGE = 'Thank you for your feedback. We will make the required changes.'
export const BUG_REPORT_SUCCESS_MESSAGE = 'Bug report submitted successfully!'
export const BUG_REPORT_FAILURE_MESSAGE = 'Failed to submit bug report'
export const TRANSCRIPTION_COPIED_MESSAGE = 'Transcription copied'

/** "a best-practice grade containing 'not followed' counts as a practice gap. Grades: Followed, Not followed." */
export function isPracticeGap(grade: string | null | undefined): boolean {
  return typeof grade === 'string' && grade.toLowerCase().includes('not followed')
}

/** "Function tags exclude null, empty, 'nil', 'all' and are de-duplicated case-insensitively." */
export function functionTags(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const v of values) {
    if (!isSelectableAgenda(v)) continue
    const tag = v.trim()
    const key = tag.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    out.push(tag)
  }
  return out
}

/** Colour of a detail-page label ('Low' | 'Mid' | 'High', objections already inverted by detailScoreLabel). */
export function detailScoreColour(label: 'High' | 'Mid' | 'Low'): 'green' | 'orange' | 'red' {
  return label === 'High' ? 'green' : label === 'Mid' ? 'orange' : 'red'
}

/**
 * "'How to practice this?' … only for two specific own-company users and only when the item has how_text or
 * how_video": the company switch is the checklistLibraryAndClips setting.
 */
export function showHowToPractice(settingOn: boolean, properties: { how_text?: string | null; how_video?: string | null }): boolean {
  return settingOn && Boolean(properties.how_text?.trim() || properties.how_video?.trim())
}

/** The `checklist={attribute}` query option names an item this call does not have. */
export const checklistItemMissingMessage = (attribute: string) => `This call has no checklist item '${attribute}'.`

/** The item a `checklist={attribute}` option opens: matched on unique_name or sales_attribute, case-insensitively. */
export function findChecklistItem<T extends { unique_name: string; sales_attribute: string | null }>(items: readonly T[], attribute: string): T | undefined {
  const a = attribute.trim().toLowerCase()
  return items.find((i) => i.unique_name.toLowerCase() === a || (i.sales_attribute ?? '').trim().toLowerCase() === a)
}
