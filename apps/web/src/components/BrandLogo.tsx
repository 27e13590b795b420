interface BrandLogoProps {
  /** Show the word mark next to the symbol. */
  withWordmark?: boolean
  size?: number
  /** Colour of the word mark. */
  tone?: 'light' | 'dark'
}

/** Parley's symbol (a sound wave in an indigo tile) and word mark. Decorative: the text carries the name. */
export function BrandLogo({ withWordmark = true, size = 32, tone = 'dark' }: BrandLogoProps) {
  return (
    <span className={`brand-logo brand-logo--${tone}`}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 13v6M13 10v12M17 8v16M21 11v10M25 14v4" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {withWordmark ? <span className="brand-logo__word">Parley</span> : <span className="visually-hidden">Parley</span>}
    </span>
  )
}
