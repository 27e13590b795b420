import { SHARE_TYPE_LABELS, SHARE_TYPES, type ShareType } from '@parley/shared/rules/share-access'
import { defaultSnippetRange } from '@parley/shared/rules/share-snippet'
import { formatHms } from '@parley/shared/rules/snippet-time'
import { GENERIC_ERROR } from '@parley/shared/schemas/errors'
import { Button, Checkbox, Form, Radio, Select, Slider, Switch } from 'antd'
import { useState } from 'react'
import { ApiError } from '../../../lib/api'
import { useCreateShareLink } from '../api/createShareLink'
import { EXPIRY_CHOICES, type ShareFormState, shareSettingsOf } from '../utils/shareSettings'

interface ShareFormProps {
  meetingId: number
  durationSeconds: number
  onCreated: (url: string) => void
}

/** Who may open the link, an optional snippet, whether insights show, and when it expires. */
export function ShareForm({ meetingId, durationSeconds, onCreated }: ShareFormProps) {
  const total = Math.max(1, Math.ceil(durationSeconds))
  const [state, setState] = useState<ShareFormState>({
    shareType: 'anyone',
    emails: [],
    insightsVisible: true,
    snippetOn: false,
    snippet: defaultSnippetRange(total),
    expiryDays: 0,
  })
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const create = useCreateShareLink(meetingId)
  const set = (patch: Partial<ShareFormState>) => {
    setState((s) => ({ ...s, ...patch }))
    setError(null)
  }
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined)

  const submit = () => {
    const settings = shareSettingsOf(state, new Date())
    if (!settings.ok) return setError({ field: settings.field, message: settings.message })
    create.mutate(settings.body, {
      onSuccess: (data) => onCreated(`${window.location.origin}${data.url}`),
      onError: (err) => {
        const field = err instanceof ApiError ? err.fields[0] : undefined
        setError({ field: field?.field.split('.')[0] ?? 'form', message: err instanceof ApiError ? (field?.message ?? err.message) : GENERIC_ERROR })
      },
    })
  }

  return (
    <Form layout="vertical" onFinish={submit} className="share-form">
      <Form.Item label="Who can open the link">
        <Radio.Group value={state.shareType} onChange={(e) => set({ shareType: e.target.value as ShareType })}>
          {SHARE_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {SHARE_TYPE_LABELS[type]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {state.shareType === 'restricted' ? (
        <Form.Item label="E-mail addresses" validateStatus={errorOf('emails') ? 'error' : undefined} help={errorOf('emails')} htmlFor="share-emails">
          <Select
            id="share-emails"
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ' ', ';']}
            placeholder="Type an e-mail and press Enter"
            value={state.emails}
            onChange={(emails: string[]) => set({ emails })}
          />
        </Form.Item>
      ) : null}
      <Form.Item validateStatus={errorOf('endTime') || errorOf('startTime') ? 'error' : undefined} help={errorOf('endTime') ?? errorOf('startTime')}>
        <Checkbox checked={state.snippetOn} onChange={(e) => set({ snippetOn: e.target.checked })}>
          Create snippet
        </Checkbox>
        {state.snippetOn ? (
          <div className="share-form__snippet">
            <Slider
              range
              min={0}
              max={total}
              value={state.snippet}
              onChange={(v: number[]) => set({ snippet: [v[0] ?? 0, v[1] ?? total] })}
              tooltip={{ formatter: (v) => formatHms(v ?? 0) }}
              aria-label="Snippet start and end"
            />
            <span className="meeting-muted" aria-live="polite">
              {formatHms(state.snippet[0])} – {formatHms(state.snippet[1])}
            </span>
          </div>
        ) : null}
      </Form.Item>
      <Form.Item label="Show checklist insights" htmlFor="share-insights">
        <Switch id="share-insights" checked={state.insightsVisible} onChange={(insightsVisible) => set({ insightsVisible })} />
      </Form.Item>
      <Form.Item label="Expiry" htmlFor="share-expiry" validateStatus={errorOf('expiresAt') ? 'error' : undefined} help={errorOf('expiresAt')}>
        <Select
          id="share-expiry"
          value={state.expiryDays}
          onChange={(expiryDays: number) => set({ expiryDays })}
          options={EXPIRY_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
        />
      </Form.Item>
      {error && !['emails', 'startTime', 'endTime', 'expiresAt'].includes(error.field) ? (
        <p className="share-form__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Create link
      </Button>
    </Form>
  )
}
