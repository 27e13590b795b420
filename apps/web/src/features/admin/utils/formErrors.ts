import type { FormInstance } from 'antd'
import { ApiError } from '../../../lib/api'

/**
 * Marks the fields a validation result or API error names, so the form shows where the problem is; a field it no
 * longer names (corrected since the last try) loses its old message.
 */
export function markFields(form: FormInstance, fields: { field: string; message: string }[]): void {
  const named = new Set(fields.map((f) => f.field))
  const corrected = form
    .getFieldsError()
    .filter((f) => f.errors.length > 0 && !named.has(f.name.join('.')))
    .map((f) => ({ name: f.name, errors: [] }))
  form.setFields([...corrected, ...fields.map((f) => ({ name: f.field, errors: [f.message] }))])
}

/** Clears the message under each field the user just changed: it was about the old value. */
export function clearChangedErrors(form: FormInstance, changed: object): void {
  form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })))
}

/** The server's reason for a failed call, or a fallback when it gave none. */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}
