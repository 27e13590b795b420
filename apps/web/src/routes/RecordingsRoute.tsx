import { Button } from 'antd'
import { useState } from 'react'
import { useProfile } from '../api/getProfile'
import { ButtonLink } from '../components/ButtonLink'
import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'
import { UploadRecordingModal } from '../features/recordings/components/UploadRecordingModal'

/** / and /meetings: the recordings home. */
export function RecordingsRoute() {
  const [uploading, setUploading] = useState(false)
  const { data: profile } = useProfile()
  return (
    <div className="page">
      <PageHeader
        title="Meetings"
        subtitle="Your recorded calls, with transcripts, summaries and deal insights."
        extra={
          <Button type="primary" onClick={() => setUploading(true)}>
            Upload recording
          </Button>
        }
      />
      <UploadRecordingModal open={uploading} onClose={() => setUploading(false)} ownEmail={profile?.email} />
      <EmptyState
        illustration="recordings"
        title="No recordings yet"
        description="When the notetaker records one of your calls, it appears here with its transcript, summary and action items."
        action={
          <ButtonLink type="primary" to="/upcoming-meetings">
            View upcoming meetings
          </ButtonLink>
        }
      />
    </div>
  )
}
