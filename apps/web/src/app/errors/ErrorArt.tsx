export function LockArt() {
  return (
    <svg width="120" height="120" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#eef0ff" />
      <g fill="none" stroke="#4f46e5" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <rect x="20" y="29" width="24" height="18" rx="3" />
        <path d="M25 29v-5a7 7 0 0 1 14 0v5M32 36v4" />
      </g>
    </svg>
  )
}

export function ToolsArt() {
  return (
    <svg width="120" height="120" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#eef0ff" />
      <g fill="none" stroke="#4f46e5" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M38 18a8 8 0 0 0-9.6 10.4L18 38.8a3 3 0 0 0 4.2 4.2l10.4-10.4A8 8 0 0 0 43 23l-5 5-4-1-1-4 5-5z" />
      </g>
    </svg>
  )
}
