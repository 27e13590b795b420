import { Link } from 'react-router'
import { BrandLogo } from '../../components/BrandLogo'
import { HamburgerButton } from './HamburgerButton'

/** On pages without a top bar, phones still need a way to open the navigation. */
export function MobileNavBar({ onOpenDrawer, drawerOpen }: { onOpenDrawer: () => void; drawerOpen: boolean }) {
  return (
    <nav className="mobile-nav-bar" aria-label="Quick navigation" data-testid="mobile-nav-bar">
      <HamburgerButton onClick={onOpenDrawer} expanded={drawerOpen} />
      <Link to="/" aria-label="Parley home" className="top-bar__brand">
        <BrandLogo size={28} />
      </Link>
    </nav>
  )
}
