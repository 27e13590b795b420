import { Alert, Button } from 'antd'

/** A failed load said in place, with a way to try again. */
export function LoadErrorAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  )
}
