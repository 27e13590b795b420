import { Tooltip } from 'antd'
import { useImpersonationLink } from '../hooks/useImpersonationLink'

/** Copy a fresh impersonation link on click; open it on double click. */
export function ImpersonateCell({ userId, name }: { userId: number; name: string }) {
  const { copy, open } = useImpersonationLink()
  return (
    <Tooltip title="Click to copy a one-hour, single-use sign-in link; double-click to open it">
      <button
        type="button"
        className="admin-link-button"
        aria-label={`Impersonate ${name}: click to copy a sign-in link, double-click to open it`}
        onClick={() => void copy(userId)}
        onDoubleClick={() => open(userId)}
      >
        Impersonate
      </button>
    </Tooltip>
  )
}
