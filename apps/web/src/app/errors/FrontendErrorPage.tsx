import { Button } from 'antd'
import { StandalonePage } from './StandalonePage'
import { ToolsArt } from './ErrorArt'

/** The frontend error page. Works without the router so the outer boundary can use it. */
export function FrontendErrorPage() {
  return (
    <StandalonePage
      withoutRouter
      art={<ToolsArt />}
      title="Something went wrong"
      description="Something went wrong. Try clicking the refresh page button to reload the application."
      actions={
        <Button type="primary" size="large" onClick={() => window.location.reload()}>
          Refresh page
        </Button>
      }
    />
  )
}
