import type { SidebarEntry } from '@parley/shared/rules/capabilities'
import { Drawer } from 'antd'
import { BrandLogo } from '../../components/BrandLogo'
import { SideNav } from './SideNav'

interface MobileNavDrawerProps {
  entries: SidebarEntry[]
  open: boolean
  onClose: () => void
}

/** Under 768 px the sidebar lives in a drawer opened from the hamburger. */
export function MobileNavDrawer({ entries, open, onClose }: MobileNavDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={280}
      title={<BrandLogo tone="light" />}
      rootClassName="mobile-nav-drawer"
      closable={{ 'aria-label': 'Close navigation' }}
      destroyOnHidden
    >
      <SideNav entries={entries} collapsed={false} onNavigate={onClose} />
    </Drawer>
  )
}
