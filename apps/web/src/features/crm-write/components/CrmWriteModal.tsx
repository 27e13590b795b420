import { CRM_TEXT_MAX, CRM_WRITE_SUCCESS, clampLineEdit, crmNoteText, crmWriteProblem } from '@parley/shared/rules/crm-write'
import type { TCrmNoteLine, TCrmPreviewResponse } from '@parley/shared/schemas/crm-write'
import { GENERIC_ERROR } from '@parley/shared/schemas/errors'
import { Alert, Button, Modal, Select } from 'antd'
import { useMemo, useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useWriteToCrm } from '../api/writeToCrm'
import { CrmNoteLineRow } from './CrmNoteLineRow'
import { CrmWriteHistory } from './CrmWriteHistory'

type Preview = TCrmPreviewResponse['data']

interface CrmWriteModalProps {
  preview: Preview
  onClose: () => void
  onWritten: () => void
}

const format = (n: number) => n.toLocaleString('en-US')

/**
 * The insights-to-CRM modal: the deal (only deals the user owns), the note line by line with the moment each came
 * from — editable and removable — a 15,000-character counter (further input ignored), the exact note, and Confirm.
 */
export function CrmWriteModal({ preview, onClose, onWritten }: CrmWriteModalProps) {
  const [lines, setLines] = useState<TCrmNoteLine[]>(preview.lines)
  const [dealId, setDealId] = useState<number | null>(() => (preview.deals.find((d) => d.is_primary) ?? preview.deals[0])?.id ?? null)
  const [error, setError] = useState<string | null>(null)
  const write = useWriteToCrm(preview.meeting_id)
  const text = useMemo(() => crmNoteText(lines), [lines])
  const problem = crmWriteProblem(text, dealId)
  const label = preview.target_label ?? 'the CRM'

  const edit = (index: number, next: string) => {
    setLines((current) => current.map((l, i) => (i === index ? { ...l, text: clampLineEdit(current, index, next) } : l)))
    setError(null)
  }
  const drop = (index: number) => {
    setLines((current) => current.filter((_, i) => i !== index))
    setError(null)
  }
  const confirm = () => {
    if (problem || dealId === null) return setError(problem)
    write.mutate(
      { payload: { deal_id: dealId, lines: lines.filter((l) => l.text.trim() !== '') }, zoom_recording_analytics_id: preview.meeting_id },
      {
        onSuccess: () => {
          toast.success(CRM_WRITE_SUCCESS)
          onWritten()
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : GENERIC_ERROR),
      },
    )
  }

  return (
    <Modal
      open
      title="Update in CRM"
      onCancel={onClose}
      width={820}
      maskClosable={false}
      footer={
        <div className="crm-write__footer">
          <Button onClick={() => setLines(preview.lines)} disabled={write.isPending}>
            Reset lines
          </Button>
          <span className="crm-write__spacer" />
          <Button onClick={onClose} disabled={write.isPending}>
            Cancel
          </Button>
          <Button type="primary" onClick={confirm} loading={write.isPending} disabled={problem !== null}>
            Confirm and write to {label}
          </Button>
        </div>
      }
    >
      <p className="crm-write__intro">
        Review what will be written to {label}. Each line shows the moment of the call it came from; edit or remove lines. Nothing is written until you confirm.
      </p>
      <div className="crm-write__deal">
        <label htmlFor="crm-write-deal">Deal</label>
        <Select
          id="crm-write-deal"
          className="crm-write__deal-select"
          value={dealId ?? undefined}
          placeholder="Choose one of your deals"
          onChange={(v: number) => {
            setDealId(v)
            setError(null)
          }}
          options={preview.deals.map((d) => ({ value: d.id, label: `${d.deal_name}${d.account_name ? ` · ${d.account_name}` : ''}` }))}
          notFoundContent="No deal of yours"
        />
      </div>
      {preview.deals.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="Insights can only be written into deals you own."
          description={
            preview.other_deal_count > 0
              ? `This call is mapped to ${preview.other_deal_count === 1 ? 'a deal' : `${preview.other_deal_count} deals`} owned by someone else.`
              : 'This call is not mapped to a deal yet.'
          }
        />
      ) : null}
      {lines.length === 0 ? <p className="crm-write__empty">Every line was removed. Use Reset lines to start again.</p> : null}
      <ol className="crm-lines" aria-label="Note lines">
        {lines.map((line, i) => (
          <CrmNoteLineRow key={line.key} meetingId={preview.meeting_id} line={line} index={i} onChange={(t) => edit(i, t)} onDrop={() => drop(i)} />
        ))}
      </ol>
      <p className={`crm-write__counter${text.length > CRM_TEXT_MAX ? ' crm-write__counter--over' : ''}`} aria-live="polite">
        {format(text.length)} / {format(CRM_TEXT_MAX)} characters
      </p>
      <details className="crm-write__exact">
        <summary>Show the exact note {label} will receive</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the note scrolls, and a scrollable region must be reachable by keyboard */}
        <pre className="crm-note-text" data-testid="crm-exact-note" tabIndex={0}>
          {text}
        </pre>
      </details>
      {error ? <Alert type="error" showIcon title={error} className="crm-write__error" /> : null}
      <CrmWriteHistory meetingId={preview.meeting_id} />
    </Modal>
  )
}
