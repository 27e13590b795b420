import type { TProfile } from '@parley/shared/schemas/user'
import { Button, Layout, Tag } from 'antd'
import { Link } from 'react-router'
import { logout } from '../../api/logout'
import { BrandLogo } from '../../components/BrandLogo'
import { HamburgerButton } from './HamburgerButton'
import { UserMenu } from './UserMenu'

interface TopBarProps {
  profile: TProfile
  title: string
  isMobile: boolean
  impersonating: boolean
  drawerOpen: boolean
  onOpenDrawer: () => void
}

export function TopBar({ profile, title, isMobile, impersonating, drawerOpen, onOpenDrawer }: TopBarProps) {
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
        {impersonating ? (
          <span className="top-bar__impersonation">
            <Tag className="impersonation-tag">{isMobile ? 'Impersonating' : `Viewing as ${profile.name}`}</Tag>
            {isMobile ? null : (
              <Button size="small" onClick={logout}>
                End session
              </Button>
            )}
          </span>
        ) : null}
        <UserMenu profile={profile} compact={isMobile} />
      </div>
    </Layout.Header>
  )
}
