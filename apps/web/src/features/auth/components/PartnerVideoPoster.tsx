/** A poster for the partner video. The video itself is not loaded (no third-party requests on sign-in). */
export function PartnerVideoPoster() {
  return (
    <figure className="video-poster">
      <div className="video-poster__frame">
        <svg className="video-poster__play" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="31" fill="rgba(255,255,255,0.16)" stroke="rgba(255,255,255,0.5)" />
          <path d="M26 21v22l18-11z" fill="#fff" />
        </svg>
        <div className="video-poster__wave" aria-hidden="true">
          {Array.from({ length: 24 }, (_, i) => (
            <span key={i} style={{ height: `${20 + ((i * 37) % 60)}%` }} />
          ))}
        </div>
      </div>
      <figcaption className="video-poster__caption">
        <strong>Parley in two minutes</strong>
        <span>How reps and managers use call summaries, checklists and deal insights.</span>
      </figcaption>
    </figure>
  )
}
