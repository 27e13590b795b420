import { EMAIL_NOTED_MESSAGE } from '@parley/shared/rules/share-access'
import { ZSharedEmailBody } from '@parley/shared/schemas/sharing'
import { Button, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { useNoteSharedEmail } from '../api/noteSharedEmail'

interface SharedEmailPromptProps {
  meetingId: number
  token: string
  viewId: number
  onDone: () => void
}

/** "Shared-meeting email prompt: a valid e-mail is required to submit, or Skip". */
export function SharedEmailPrompt({ meetingId, token, viewId, onDone }: SharedEmailPromptProps) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const note = useNoteSharedEmail()
  const submit = () => {
    const parsed = ZSharedEmailBody.shape.email.safeParse(email.trim())
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.')
    note.mutate(
      { meetingId, token, viewId, email: parsed.data },
      {
        onSuccess: () => {
          toast.success(EMAIL_NOTED_MESSAGE)
          onDone()
        },
        onError: () => setError('Your e-mail could not be saved. Please try again or skip.'),
      },
    )
  }
  return (
    <Modal
      open
      title="Who is watching?"
      onCancel={onDone}
      footer={[
        <Button key="skip" onClick={onDone}>
          Skip
        </Button>,
        <Button key="submit" type="primary" loading={note.isPending} onClick={submit}>
          Submit
        </Button>,
      ]}
    >
      <p>Tell the person who shared this call who you are.</p>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Your e-mail" htmlFor="shared-email" validateStatus={error ? 'error' : undefined} help={error}>
          <Input
            id="shared-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              setError(null)
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
