import { Tooltip } from 'antd'

/** An info icon with its tooltip ("Each column has an info tooltip"); focusable so keyboards reach the text too. */
export function InfoTip({ text, label }: { text: string; label: string }) {
  return (
    <Tooltip title={text}>
      <button type="button" className="report-info" aria-label={`About ${label}: ${text}`}>
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
        </svg>
      </button>
    </Tooltip>
  )
}
