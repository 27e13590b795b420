/** A call without a recording file: said plainly; the transcript and analysis still work. */
export function NoMedia({ hasTranscript }: { hasTranscript: boolean }) {
  return (
    <section className="player player--none" aria-label="Recording" role="note">
      <p className="player__none-title">No recording for this call</p>
      <p className="player__none-text">
        {hasTranscript
          ? 'There is no media file for this call. The transcript and analysis still work: a line or a moment you click is shown in the transcript.'
          : 'This call has no media file and no transcript yet.'}
      </p>
    </section>
  )
}
