import { agendaOptions, isSameAgenda, NO_AGENDA_LABEL, SAME_AGENDA_MESSAGE } from '@parley/shared/rules/agenda'
import type { TUpdateAgendaTypeResponse } from '@parley/shared/schemas/checklists'
import { Button, Input, Select, Space } from 'antd'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { useUpdateAgendaType } from '../api/updateAgendaType'

const OTHER = '__other__'
const NONE = '__none__'

interface AgendaTypeSelectProps {
  callId: number
  /** The call's agenda; null is 'No Agenda'. */
  value: string | null
  /** The agenda types the company's checklist knows (agendaTypes of the call's checklist data). */
  options: readonly (string | null | undefined)[]
  /** Reload the call's checklist after the change. */
  onUpdated?: (answer: TUpdateAgendaTypeResponse) => void
  disabled?: boolean
}

/**
 * The checklist panel's agenda selector ("Agenda change"): the same agenda again gives the orange
 * warning, 'Other Agenda' takes typed text (placeholder 'Weekly sync'), 'No Agenda' sends null; the server then
 * re-creates the call's checklist and answers 'Agenda updated to ...'.
 */
export function AgendaTypeSelect({ callId, value, options, onUpdated, disabled }: AgendaTypeSelectProps) {
  const mutation = useUpdateAgendaType(onUpdated)
  const [other, setOther] = useState<string | null>(null)
  const choices = agendaOptions(options)
  const known = value === null || choices.some((c) => isSameAgenda(c, value))

  const submit = (agenda: string | null) => {
    if (isSameAgenda(value, agenda)) {
      toast.warning(SAME_AGENDA_MESSAGE)
      return
    }
    mutation.mutate({ call_id: callId, agenda_type: agenda }, { onSuccess: () => setOther(null) })
  }

  const onSelect = (picked: string) => {
    if (picked === OTHER) return setOther(known ? '' : (value ?? ''))
    setOther(null)
    submit(picked === NONE ? null : picked)
  }

  const selected = other !== null ? OTHER : value === null ? NONE : known ? choices.find((c) => isSameAgenda(c, value)) : OTHER
  return (
    <Space.Compact className="agenda-type-select">
      <Select
        aria-label="Agenda type"
        value={selected}
        // onSelect, not onChange: picking the option already shown must reach the same-agenda warning.
        onSelect={onSelect}
        disabled={disabled || mutation.isPending}
        loading={mutation.isPending}
        popupMatchSelectWidth={false}
        options={[
          ...choices.map((c) => ({ value: c, label: c })),
          { value: OTHER, label: known ? 'Other Agenda' : `Other Agenda: ${value}` },
          { value: NONE, label: NO_AGENDA_LABEL },
        ]}
      />
      {other !== null ? (
        <>
          <Input
            aria-label="Other agenda"
            placeholder="Weekly sync"
            value={other}
            maxLength={100}
            onChange={(e) => setOther(e.target.value)}
            onPressEnter={() => other.trim() && submit(other.trim())}
          />
          <Button type="primary" disabled={!other.trim()} loading={mutation.isPending} onClick={() => submit(other.trim())}>
            Save
          </Button>
        </>
      ) : null}
    </Space.Compact>
  )
}
