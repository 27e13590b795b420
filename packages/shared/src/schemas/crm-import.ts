import { z } from 'zod'
import { CRM_IMPORT_KINDS } from '../rules/crm-import'

// POST /api/crm/import?kind=accounts|contacts|deals with the CSV file as the body (text/csv): the built-in CRM of a
// company without HubSpot or Salesforce. Admins only; all or nothing.

export const ZCrmImportQuery = z.object({ kind: z.enum(CRM_IMPORT_KINDS, { error: 'kind is accounts, contacts or deals' }) }).strict()

export const ZCrmImportLineNote = z.object({ line: z.number().int(), message: z.string() })

export const ZCrmImportResponse = z.object({
  message: z.string(),
  data: z.object({
    kind: z.enum(CRM_IMPORT_KINDS),
    /** Rows read from the file (blank rows not counted). */
    rows: z.number().int(),
    /** Rows written (new or changed). */
    imported: z.number().int(),
    /** Rows whose stored record is as new or newer (updated_at), left as they were. */
    unchanged: z.number().int(),
    /** Imported, but worth a look: an owner e-mail that is nobody in Parley, a stage the company does not have. */
    warnings: z.array(ZCrmImportLineNote),
    warning_count: z.number().int(),
  }),
})
export type TCrmImportResponse = z.infer<typeof ZCrmImportResponse>
