import { checkMeetingUrl, instantRecordingTitle } from '@parley/shared/rules/instant-recording'
import { GENERIC_ERROR } from '@parley/shared/schemas/errors'
import { IMPROMPTU_TITLE_MAX, NOTETAKER_SCHEDULED_MESSAGE } from '@parley/shared/schemas/notetaker'
import { Button, Form, Input, Popover } from 'antd'
import { useState } from 'react'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { useImpromptuEvent } from '../api/impromptuEvent'

interface Values {
  title?: string
  meeting_url?: string
}

/** 'Instant Recording': the popover toggles open and closed; the URL rule is the server's too. */
export function InstantRecordingPopover() {
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<Values>()
  const send = useImpromptuEvent()

  const submit = (values: Values) => {
    const check = checkMeetingUrl(values.meeting_url)
    if (!check.ok) return
    send.mutate(
      { meeting_url: check.url, title: instantRecordingTitle(values.title) },
      {
        onSuccess: () => {
          toast.success(NOTETAKER_SCHEDULED_MESSAGE)
          form.resetFields()
          setOpen(false)
        },
        // "Instant recording treats only 400 as server text".
        onError: (err) => toast.error(err instanceof ApiError && err.status === 400 ? err.message : GENERIC_ERROR),
      },
    )
  }

  const content = (
    <Form form={form} name="instant-recording" layout="vertical" onFinish={submit} className="instant-form" requiredMark={false}>
      <Form.Item label="Title" name="title">
        <Input placeholder="Meeting title (optional)" maxLength={IMPROMPTU_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        label="Meeting URL"
        name="meeting_url"
        validateTrigger="onSubmit"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const check = checkMeetingUrl(value)
              if (!check.ok) throw new Error(check.message)
            },
          },
        ]}
      >
        <Input placeholder="https://meet.google.com/abc-defg-hij" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending} block>
        Send Notetaker
      </Button>
    </Form>
  )

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" title="Instant Recording" content={content}>
      <Button>Instant Recording</Button>
    </Popover>
  )
}
