import { MenuIcon } from './NavIcons'

export function HamburgerButton({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-label="Open navigation" aria-expanded={expanded}>
      <MenuIcon />
    </button>
  )
}
