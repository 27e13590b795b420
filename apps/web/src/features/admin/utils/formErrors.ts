import type { FormInstance } from 'antd'
import { ApiError } from '../../../lib/api'

/** Marks the fields a validation result or API error names, so the form shows where the problem is. */
export function markFields(form: FormInstance, fields: { field: string; message: string }[]): void {
  form.setFields(fields.map((f) => ({ name: f.field, errors: [f.message] })))
}

/** The server's reason for a failed call, or a fallback when it gave none. */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}
