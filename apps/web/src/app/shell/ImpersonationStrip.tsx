import { Button } from 'antd'
import { endImpersonation } from '../../api/logout'

/** Across the top of every page of an impersonation window: whose account this is, and the way out. */
export function ImpersonationStrip({ name }: { name: string }) {
  return (
    <div className="impersonation-strip" role="status">
      <span className="impersonation-strip__text">
        Viewing as <strong>{name}</strong>
      </span>
      <Button size="small" onClick={endImpersonation}>
        End session
      </Button>
    </div>
  )
}
