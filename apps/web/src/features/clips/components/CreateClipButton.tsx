import { canSeeChecklistLibraryAndClips } from '@parley/shared/rules/capabilities'
import { CLIP_CREATED_MESSAGE, defaultClipRange } from '@parley/shared/rules/clip-range'
import { formatHms } from '@parley/shared/rules/snippet-time'
import { GENERIC_ERROR } from '@parley/shared/schemas/errors'
import { Button, Form, Input, Modal, Slider } from 'antd'
import { useState } from 'react'
import { useActor } from '../../../api/useActor'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useCreateClip } from '../api/createClip'
import { clipBodyOf } from '../utils/clipForm'
import '../clips.css'

interface CreateClipButtonProps {
  meetingId: number
  durationSeconds: number | null
}

/** The call page's 'Create clip': a title and a range slider over the call; shown per the company setting. */
export function CreateClipButton({ meetingId, durationSeconds }: CreateClipButtonProps) {
  const actor = useActor()
  const [open, setOpen] = useState(false)
  if (!actor || !canSeeChecklistLibraryAndClips(actor) || !durationSeconds) return null
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create clip</Button>
      <Modal title="Create clip" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={560}>
        <CreateClipForm meetingId={meetingId} durationSeconds={durationSeconds} onDone={() => setOpen(false)} />
      </Modal>
    </>
  )
}

function CreateClipForm({ meetingId, durationSeconds, onDone }: { meetingId: number; durationSeconds: number; onDone: () => void }) {
  const total = Math.max(1, Math.ceil(durationSeconds))
  const [title, setTitle] = useState('')
  const [range, setRange] = useState<[number, number]>(() => defaultClipRange(total))
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const create = useCreateClip()
  const errorOf = (...fields: string[]) => (error && fields.includes(error.field) ? error.message : undefined)

  const submit = () => {
    const check = clipBodyOf(meetingId, title, range)
    if (!check.ok) return setError({ field: check.field, message: check.message })
    create.mutate(check.body, {
      onSuccess: () => {
        toast.success(CLIP_CREATED_MESSAGE)
        onDone()
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.fields[0] : undefined
        setError({ field: field?.field === 'title' ? 'title' : 'range', message: err instanceof ApiError ? (field?.message ?? err.message) : GENERIC_ERROR })
      },
    })
  }

  return (
    <Form layout="vertical" onFinish={submit} className="clip-form">
      <Form.Item label="Clip title" htmlFor="clip-title" validateStatus={errorOf('title') ? 'error' : undefined} help={errorOf('title')}>
        <Input
          id="clip-title"
          value={title}
          maxLength={200}
          onChange={(e) => {
            setTitle(e.target.value)
            setError(null)
          }}
          placeholder="What happens in this moment?"
        />
      </Form.Item>
      <Form.Item
        label="Start and end"
        validateStatus={errorOf('range', 'startTime', 'duration') ? 'error' : undefined}
        help={errorOf('range', 'startTime', 'duration')}
      >
        <Slider
          range
          min={0}
          max={total}
          value={range}
          onChange={(value) => {
            setRange([value[0] ?? 0, value[1] ?? 0])
            setError(null)
          }}
          tooltip={{ formatter: (v) => formatHms(v ?? 0) }}
          ariaLabelForHandle={['Clip start', 'Clip end']}
        />
        <div className="clip-form__times" aria-live="polite">
          <span>Start {formatHms(range[0])}</span>
          <span>End {formatHms(range[1])}</span>
          <span>Length {formatHms(range[1] - range[0])}</span>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Create clip
      </Button>
    </Form>
  )
}
