import type { TAuditEntry } from '@parley/shared/schemas/admin'
import { settingLabel } from './settingsCatalog'

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return 'none'
  if (typeof v === 'boolean') return v ? 'on' : 'off'
  if (Array.isArray(v)) return v.length ? v.map(show).join(', ') : 'none'
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}
const words = (key: string) => key.replaceAll('_', ' ')

/** A short, readable line for an audit entry's details. */
export function describeDetails(entry: Pick<TAuditEntry, 'details'>): string {
  const d = entry.details
  if (d.patch && typeof d.patch === 'object') {
    return Object.entries(d.patch as Record<string, unknown>)
      .map(([k, v]) => `${settingLabel(k)}: ${show(v)}`)
      .join('; ')
  }
  if (d.changes && typeof d.changes === 'object') {
    return Object.entries(d.changes as Record<string, { from: unknown; to: unknown }>)
      .map(([k, c]) => `${words(k)}: ${show(c.from)} → ${show(c.to)}`)
      .join('; ')
  }
  if ('from' in d && 'to' in d) return `${show(d.from)} → ${show(d.to)}`
  // Ids of companies say nothing to a reader; the Company column names the company.
  const rest = Object.entries(d).filter(([k, v]) => v !== undefined && !k.endsWith('company') && k !== 'companies' && !(Array.isArray(v) && v.length === 0))
  return rest.map(([k, v]) => `${words(k)}: ${show(v)}`).join('; ')
}
