import { NO_SNIPPET, snippetLabel, snippetSeconds } from '@parley/shared/rules/snippet-time'

interface SnippetLinkProps {
  timestamp: string | null | undefined
  onSeek: (seconds: number) => void
  /** What the moment is, for the button's accessible name. */
  about?: string
}

/** An hh:mm:ss moment that seeks the player, or 'No snippet' when the timestamp is not hh:mm:ss. */
export function SnippetLink({ timestamp, onSeek, about }: SnippetLinkProps) {
  const seconds = snippetSeconds(timestamp)
  if (seconds === null) return <span className="snippet-link snippet-link--none">{NO_SNIPPET}</span>
  const label = snippetLabel(timestamp)
  return (
    <button
      type="button"
      className="snippet-link"
      data-seconds={seconds}
      aria-label={`Play ${about ? `${about} ` : ''}from ${label}`}
      onClick={() => onSeek(seconds)}
    >
      ▶ {label}
    </button>
  )
}
