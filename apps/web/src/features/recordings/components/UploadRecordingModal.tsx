import { MEDIA_ACCEPT, TRANSCRIPT_ACCEPT, type TUploadRecordingResponse } from '@parley/shared/schemas/meeting-upload'
import { Alert, Button, DatePicker, Form, Input, Modal, Progress, Result, Select, Upload } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { ButtonLink } from '../../../components/ButtonLink'
import { ApiError } from '../../../lib/api'
import { useUploadRecording } from '../api/uploadRecording'

interface UploadRecordingModalProps {
  open: boolean
  onClose: () => void
  /** The signed-in user's e-mail, listed as an attendee to start with. */
  ownEmail?: string
}

interface FormValues {
  title: string
  startTime: Dayjs
  attendees: string[]
}

const FORM_FIELDS = ['title', 'startTime', 'attendees'] as const
const SERVER_FIELD: Record<string, (typeof FORM_FIELDS)[number]> = { title: 'title', start_time: 'startTime', attendees: 'attendees' }
const listed = (file: File | null, uid: string) => (file ? [{ uid, name: file.name, status: 'done' as const }] : [])
const titleFromFile = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[_]+/g, ' ')
    .trim()

/** "Upload recording": a call recorded elsewhere (e.g. a Zoom cloud recording and its VTT) becomes a Parley call. */
export function UploadRecordingModal({ open, onClose, ownEmail }: UploadRecordingModalProps) {
  const [form] = Form.useForm<FormValues>()
  const [media, setMedia] = useState<File | null>(null)
  const [transcript, setTranscript] = useState<File | null>(null)
  const [progress, setProgress] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<TUploadRecordingResponse['data'] | null>(null)
  const upload = useUploadRecording()

  const reset = () => {
    form.resetFields()
    setMedia(null)
    setTranscript(null)
    setProgress(0)
    setError(null)
    setDone(null)
    upload.reset()
  }
  const close = () => {
    if (upload.isPending) return
    reset()
    onClose()
  }

  const pick = (set: (file: File) => void) => (file: File) => {
    set(file)
    if (!form.getFieldValue('title')) form.setFieldValue('title', titleFromFile(file.name))
    setError(null)
    return false // keep the file here; it is sent with the form
  }

  const submit = async (values: FormValues) => {
    if (!media && !transcript) {
      setError('Add a recording (audio or video) or a transcript file.')
      return
    }
    setError(null)
    try {
      const answer = await upload.mutateAsync({
        title: values.title,
        startTime: values.startTime.toISOString(),
        attendees: values.attendees ?? [],
        media: media ?? undefined,
        transcript: transcript ?? undefined,
        onProgress: setProgress,
      })
      setDone(answer.data)
    } catch (err) {
      const apiError = err instanceof ApiError ? err : null
      setError(apiError?.message ?? 'The upload failed. Please try again.')
      const known = (apiError?.fields ?? []).filter((f) => SERVER_FIELD[f.field])
      if (known.length) form.setFields(known.map((f) => ({ name: SERVER_FIELD[f.field] as (typeof FORM_FIELDS)[number], errors: [f.message] })))
    }
  }

  return (
    <Modal open={open} title="Upload recording" onCancel={close} footer={null} width={560} destroyOnHidden maskClosable={!upload.isPending}>
      {done ? (
        <Result
          status={done.transcript_status === 'failed' ? 'warning' : 'success'}
          title={done.transcript_status === 'failed' ? 'Recording saved' : 'Recording uploaded'}
          subTitle={<span role="status">{done.message}</span>}
          extra={[
            <ButtonLink key="open" type="primary" to={`/meeting/${done.meeting_id}`}>
              Open the call
            </ButtonLink>,
            <Button key="again" onClick={reset}>
              Upload another
            </Button>,
          ]}
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ startTime: dayjs().startOf('minute'), attendees: ownEmail ? [ownEmail] : [] }}
          requiredMark="optional"
        >
          <p style={{ marginTop: 0 }}>
            Bring in a call recorded elsewhere. Zoom cloud recordings come with a transcript (.vtt): add both to get the summary, checklist and insights.
          </p>
          <Form.Item label="Recording (audio or video)" htmlFor="upload-media">
            <Upload.Dragger
              id="upload-media"
              accept={MEDIA_ACCEPT}
              maxCount={1}
              fileList={listed(media, 'media')}
              beforeUpload={pick(setMedia)}
              onRemove={() => setMedia(null)}
              aria-label="Choose a recording file"
            >
              <p className="ant-upload-text">Drop an audio or video file here, or click to choose</p>
              <p className="ant-upload-hint">mp4, m4a, mp3, wav, webm…</p>
            </Upload.Dragger>
          </Form.Item>
          <Form.Item label="Transcript" htmlFor="upload-transcript" extra="WebVTT (Zoom, Teams, Google Meet), SRT, or Recall.ai / Attendee JSON">
            <Upload
              accept={TRANSCRIPT_ACCEPT}
              maxCount={1}
              fileList={listed(transcript, 'transcript')}
              beforeUpload={pick(setTranscript)}
              onRemove={() => setTranscript(null)}
            >
              <Button id="upload-transcript">Choose a transcript file</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Give the recording a title' }]}>
            <Input maxLength={300} placeholder="e.g. Bluefin discovery call" />
          </Form.Item>
          <Form.Item name="startTime" label="Start time" rules={[{ required: true, message: 'Choose when the call started' }]}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
            />
          </Form.Item>
          <Form.Item name="attendees" label="Attendees" extra="E-mail addresses; people outside your company are the prospects.">
            <Select mode="tags" tokenSeparators={[',', ' ', ';']} placeholder="name@company.com" open={false} suffixIcon={null} aria-label="Attendees" />
          </Form.Item>
          {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} /> : null}
          {upload.isPending ? <Progress percent={progress} size="small" aria-label="Upload progress" /> : null}
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={close} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={upload.isPending}>
              Upload
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  )
}
