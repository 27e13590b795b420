import type { TProfile } from '@parley/shared/schemas/user'
import { Layout } from 'antd'
import { Link } from 'react-router'
import { BrandLogo } from '../../components/BrandLogo'
import { HamburgerButton } from './HamburgerButton'
import { UserMenu } from './UserMenu'

interface TopBarProps {
  profile: TProfile
  title: string
  isMobile: boolean
  drawerOpen: boolean
  onOpenDrawer: () => void
}

export function TopBar({ profile, title, isMobile, drawerOpen, onOpenDrawer }: TopBarProps) {
  return (
    <Layout.Header className="top-bar" data-testid="top-bar">
      <div className="top-bar__start">
        {isMobile ? (
          <>
            <HamburgerButton onClick={onOpenDrawer} expanded={drawerOpen} />
            <Link to="/" aria-label="Parley home" className="top-bar__brand">
              <BrandLogo size={28} />
            </Link>
          </>
        ) : (
          <span className="top-bar__section">{title}</span>
        )}
      </div>
      <div className="top-bar__end">
        <UserMenu profile={profile} compact={isMobile} />
      </div>
    </Layout.Header>
  )
}
