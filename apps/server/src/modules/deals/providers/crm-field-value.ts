import type { CrmFieldType } from './crm-provider'

/**
 * A CRM field value in Parley's terms: numbers as numbers, dates as ISO strings, booleans as booleans, everything
 * else — picklists and any type we do not know — as the CRM's text. A value that does not read as its declared
 * type is kept as text rather than dropped.
 */
export function crmFieldValue(type: CrmFieldType, raw: unknown): unknown {
  if (raw === null || raw === undefined || raw === '') return null
  switch (type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(raw)
      return Number.isFinite(n) ? n : String(raw)
    }
    case 'date': {
      const ms = typeof raw === 'number' || /^\d+$/.test(String(raw)) ? Number(raw) : Date.parse(String(raw).replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
      return Number.isNaN(ms) ? String(raw) : new Date(ms).toISOString()
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw
      if (raw === 'true' || raw === 'false') return raw === 'true'
      return String(raw)
    default:
      return typeof raw === 'string' ? raw : JSON.stringify(raw)
  }
}
