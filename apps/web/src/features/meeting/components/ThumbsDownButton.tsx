import { Button, Tooltip } from 'antd'

interface ThumbsDownButtonProps {
  pressed: boolean
  pending: boolean
  onToggle: () => void
  about: string
}

/** Thumbs-down on one checklist row; pressing again removes it (un-thumbs-down). */
export function ThumbsDownButton({ pressed, pending, onToggle, about }: ThumbsDownButtonProps) {
  return (
    <Tooltip title={pressed ? 'Remove thumbs-down' : 'Not helpful'}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        aria-pressed={pressed}
        aria-label={`${pressed ? 'Remove thumbs-down from' : 'Thumbs-down'} ${about}`}
        loading={pending}
        onClick={onToggle}
        className="thumbs-button"
        icon={
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <path
              d="M10 15v4a3 3 0 0 0 3 3l4-9V2H5.7a2 2 0 0 0-2 1.7l-1.4 9A2 2 0 0 0 4.3 15zm7-13h3a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-3"
              strokeLinejoin="round"
            />
          </svg>
        }
      />
    </Tooltip>
  )
}
