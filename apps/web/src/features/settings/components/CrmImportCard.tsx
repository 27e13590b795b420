import {
  CRM_IMPORT_COLUMNS,
  CRM_IMPORT_KINDS,
  CRM_IMPORT_LABELS,
  CRM_IMPORT_MAX_ROWS,
  type CrmImportKind,
  crmImportTemplateHeader,
} from '@parley/shared/rules/crm-import'
import type { TCrmImportResponse } from '@parley/shared/schemas/crm-import'
import { Alert, Button, Card, Flex, Segmented, Upload } from 'antd'
import { useState } from 'react'
import type { ApiError } from '../../../lib/api'
import { useImportCrmCsv } from '../api/crmImport'

type Outcome = { ok: TCrmImportResponse } | { error: ApiError }

/** A one-line CSV holding the kind's header, saved through a temporary link. */
function downloadTemplate(kind: CrmImportKind) {
  const url = URL.createObjectURL(new Blob([`${crmImportTemplateHeader(kind)}\n`], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `parley-${kind}-template.csv`
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

function Result({ outcome }: { outcome: Outcome }) {
  if ('error' in outcome) {
    const lines = outcome.error.fields.filter((f) => f.field.startsWith('line '))
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={outcome.error.message}
        description={
          lines.length > 1 ? (
            <ul className="settings-import__lines" aria-label="Rows to fix">
              {lines.map((f) => (
                <li key={`${f.field}-${f.message}`}>{f.message}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
    )
  }
  const { message, data } = outcome.ok
  return (
    <Alert
      type={data.warning_count > 0 ? 'warning' : 'success'}
      showIcon
      role="status"
      message={message}
      description={
        data.warning_count > 0 ? (
          <ul className="settings-import__lines" aria-label="Worth a look">
            {data.warnings.map((w) => (
              <li key={`${w.line}-${w.message}`}>{`Line ${w.line}: ${w.message}`}</li>
            ))}
            {data.warning_count > data.warnings.length ? <li>{`and ${data.warning_count - data.warnings.length} more`}</li> : null}
          </ul>
        ) : undefined
      }
    />
  )
}

/**
 * The built-in CRM: a company without HubSpot or Salesforce imports its accounts, contacts and
 * deals from CSV files (admins). Importing again updates by id; a connected CRM syncs instead, so the card says so.
 */
export function CrmImportCard({ syncedFrom }: { syncedFrom: string | null }) {
  const [kind, setKind] = useState<CrmImportKind>('accounts')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const run = useImportCrmCsv()
  const columns = CRM_IMPORT_COLUMNS[kind]

  const pick = (file: File) => {
    setOutcome(null)
    run.mutate({ kind, file }, { onSuccess: (ok) => setOutcome({ ok }), onError: (error) => setOutcome({ error: error as ApiError }) })
    return false
  }

  return (
    <Card size="small" title="Import from CSV" aria-label="Import from CSV">
      {syncedFrom ? (
        <p className="settings-help">{`Your deals sync from ${syncedFrom}. CSV import is for companies without a connected CRM.`}</p>
      ) : (
        <>
          <p className="settings-help">
            No HubSpot or Salesforce? Keep your accounts, contacts and deals in Parley: import each from a CSV file, accounts first. Importing again updates
            rows by their id.
          </p>
          <Flex vertical gap={12}>
            <Segmented<CrmImportKind>
              aria-label="What to import"
              value={kind}
              onChange={(k) => {
                setKind(k)
                setOutcome(null)
              }}
              options={CRM_IMPORT_KINDS.map((k) => ({ value: k, label: CRM_IMPORT_LABELS[k] }))}
            />
            <div className="settings-import__columns">
              <span className="settings-help">Columns ({`up to ${CRM_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`}):</span>
              <ul aria-label={`${CRM_IMPORT_LABELS[kind]} columns`}>
                {columns.map((c) => (
                  <li key={c.name}>
                    <code>{c.name}</code>
                    {c.required ? <strong> (required)</strong> : null} — {c.hint}
                  </li>
                ))}
                {kind === 'deals' ? (
                  <li>
                    <code>custom:&lt;field&gt;</code> — any custom field, e.g. <code>custom:Sales play</code>
                  </li>
                ) : null}
              </ul>
            </div>
            <Flex gap={8} wrap>
              <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={pick} disabled={run.isPending}>
                <Button type="primary" loading={run.isPending}>{`Import ${CRM_IMPORT_LABELS[kind].toLowerCase()}`}</Button>
              </Upload>
              <Button onClick={() => downloadTemplate(kind)}>Download template</Button>
            </Flex>
            {outcome ? <Result outcome={outcome} /> : null}
          </Flex>
        </>
      )}
    </Card>
  )
}
