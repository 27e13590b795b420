import { BUG_REPORT_FAILURE_MESSAGE, BUG_REPORT_SUCCESS_MESSAGE } from '@parley/shared/rules/meeting-checklist'
import { Button, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { toast } from '../../../lib/toast'

const MAX_LENGTH = 5000

interface RaiseBugButtonProps {
  /** What the report is about, shown in the dialog title. */
  about: string
  /** Sends the report; a rejection shows 'Failed to submit bug report'. */
  send: (description: string) => Promise<unknown>
}

/** 'Raise a bug': a short description, sent with the context the caller adds; the spec's two toasts. */
export function RaiseBugButton({ about, send }: RaiseBugButtonProps) {
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [form] = Form.useForm<{ description: string }>()

  const submit = async ({ description }: { description: string }) => {
    setSending(true)
    try {
      await send(description.trim())
      toast.success(BUG_REPORT_SUCCESS_MESSAGE)
      form.resetFields()
      setOpen(false)
    } catch {
      toast.error(BUG_REPORT_FAILURE_MESSAGE)
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Raise a bug
      </Button>
      <Modal
        title={`Raise a bug: ${about}`}
        open={open}
        onCancel={() => setOpen(false)}
        okText="Submit"
        confirmLoading={sending}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="description" label="What went wrong?" rules={[{ required: true, whitespace: true, message: 'Please describe the problem.' }]}>
            <Input.TextArea rows={4} maxLength={MAX_LENGTH} showCount placeholder="For example: the notetaker joined late" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
