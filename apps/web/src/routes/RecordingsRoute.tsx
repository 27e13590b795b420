import { Button } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useProfile } from '../api/getProfile'
import { FullPageSpin } from '../components/FullPageSpin'
import { RecordingsDashboard } from '../features/recordings/components/RecordingsDashboard'

// The upload form (and antd's Upload) is fetched only when someone opens it, keeping the home page light.
const UploadRecordingModal = lazy(() => import('../features/recordings/components/UploadRecordingModal').then((m) => ({ default: m.UploadRecordingModal })))

/** / and /meetings: the recordings dashboard, with the Upload recording action. */
export function RecordingsRoute() {
  const [uploading, setUploading] = useState(false)
  const [uploadLoaded, setUploadLoaded] = useState(false)
  const { data: profile } = useProfile()
  if (!profile) return <FullPageSpin />
  return (
    <>
      <RecordingsDashboard
        profile={profile}
        actions={
          <Button
            type="primary"
            onClick={() => {
              setUploadLoaded(true)
              setUploading(true)
            }}
          >
            Upload recording
          </Button>
        }
      />
      {uploadLoaded ? (
        <Suspense fallback={null}>
          <UploadRecordingModal open={uploading} onClose={() => setUploading(false)} ownEmail={profile.email} />
        </Suspense>
      ) : null}
    </>
  )
}
