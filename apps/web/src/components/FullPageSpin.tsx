import { Spin } from 'antd'

/** Centered loading indicator for whole-page waits (session start, lazy routes). */
export function FullPageSpin({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="full-page-spin" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="full-page-spin__label">{label}</span>
    </div>
  )
}
