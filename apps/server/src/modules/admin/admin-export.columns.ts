import { ROLE_LABELS, serviceProviderLabel, statusLabel } from '@parley/shared/rules/admin-labels'
import type { TAdminUserRow } from '@parley/shared/schemas/admin'
import type { ExportColumn } from '../../platform/export/export'

const nominations = (r: TAdminUserRow) => r.licenses.map((l) => `${l.title} (${l.onboarded_status ? 'Onboarded' : 'Pending'})`).join(', ')

/** The export's columns: the table's, in the table's words, with Company for super admins and Region where the company shows it. */
export function adminExportColumns(opts: { company: boolean; region: boolean }): ExportColumn<TAdminUserRow>[] {
  const columns: (ExportColumn<TAdminUserRow> | false)[] = [
    { header: 'Name', value: (r) => r.name, width: 24 },
    { header: 'Email', value: (r) => r.email, width: 32 },
    opts.company && { header: 'Company', value: (r) => r.company, width: 22 },
    { header: 'Role', value: (r) => ROLE_LABELS[r.role] },
    { header: 'Managers', value: (r) => r.managers, width: 24 },
    { header: 'Manager emails', value: (r) => r.manager_emails.join(', '), width: 32 },
    { header: 'Nominations', value: nominations, width: 32 },
    { header: 'Status', value: (r) => statusLabel(r.status) },
    { header: 'Onboarding date', value: (r) => r.onboarding_date },
    { header: 'License expiry date', value: (r) => r.license_expiry_date },
    { header: 'Function', value: (r) => r.function },
    { header: 'Department', value: (r) => r.department, width: 20 },
    opts.region && { header: 'Region', value: (r) => r.location },
    { header: 'Calendar', value: (r) => (r.calendar === 1 ? 'Recording' : 'Not recording') },
    { header: 'Service provider', value: (r) => serviceProviderLabel(r.service_provider) },
    { header: 'Platform', value: (r) => r.platform },
    { header: 'Nominated by', value: (r) => r.nominated_by, width: 22 },
    { header: 'Internal meetings', value: (r) => r.internal_meeting },
    { header: 'External meetings hosted by external', value: (r) => r.external_meeting_external_host },
    { header: 'External meetings hosted by internal', value: (r) => r.external_meeting_internal_host },
  ]
  return columns.filter((c): c is ExportColumn<TAdminUserRow> => c !== false)
}
