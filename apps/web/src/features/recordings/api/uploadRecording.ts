import { GENERIC_ERROR, ZApiError } from '@parley/shared/schemas/errors'
import { type TUploadRecordingResponse, UPLOAD_FIELDS, ZUploadRecordingResponse } from '@parley/shared/schemas/meeting-upload'
import { useMutation } from '@tanstack/react-query'
import { ApiError, buildUrl } from '../../../lib/api'
import { getToken } from '../../../lib/session'

export interface UploadRecordingInput {
  title: string
  /** ISO date and time. */
  startTime: string
  /** E-mails. */
  attendees: string[]
  dealId?: number
  media?: File
  transcript?: File
  /** 0–100 while the files are sent. */
  onProgress?: (percent: number) => void
}

/**
 * POST /api/meetings/upload as multipart/form-data. XMLHttpRequest rather than fetch: it reports upload progress,
 * which a recording of several hundred MB needs. Errors come back as ApiError with the server's message and fields.
 */
export function uploadRecording(input: UploadRecordingInput): Promise<TUploadRecordingResponse> {
  const form = new FormData()
  form.append(UPLOAD_FIELDS.title, input.title)
  form.append(UPLOAD_FIELDS.startTime, input.startTime)
  form.append(UPLOAD_FIELDS.attendees, input.attendees.join(', '))
  if (input.dealId) form.append(UPLOAD_FIELDS.dealId, String(input.dealId))
  // Files last: the server streams the media into storage as it arrives, after reading the fields.
  if (input.media) form.append(UPLOAD_FIELDS.media, input.media)
  if (input.transcript) form.append(UPLOAD_FIELDS.transcript, input.transcript)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', buildUrl('/meetings/upload'))
    xhr.setRequestHeader('Accept', 'application/json')
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) input.onProgress?.(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(0, 'network_error', GENERIC_ERROR))
    xhr.onload = () => {
      let payload: unknown
      try {
        payload = JSON.parse(xhr.responseText)
      } catch {
        payload = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZUploadRecordingResponse.safeParse(payload)
        if (parsed.success) resolve(parsed.data)
        else reject(new ApiError(xhr.status, 'invalid_response', GENERIC_ERROR))
        return
      }
      const error = ZApiError.safeParse(payload)
      if (error.success) reject(new ApiError(xhr.status, error.data.error.code, error.data.error.message, error.data.error.fields ?? []))
      else reject(new ApiError(xhr.status, `http_${xhr.status}`, xhr.status === 413 ? 'The file is too large to upload.' : GENERIC_ERROR))
    }
    xhr.send(form)
  })
}

export function useUploadRecording() {
  return useMutation({ mutationFn: uploadRecording })
}
