import type { SidebarEntry } from '@parley/shared/rules/capabilities'
import { Layout } from 'antd'
import { Link } from 'react-router'
import { BrandLogo } from '../../components/BrandLogo'
import { CollapseIcon } from './NavIcons'
import { SideNav } from './SideNav'

interface AppSiderProps {
  entries: SidebarEntry[]
  collapsed: boolean
  onToggle: () => void
}

export const SIDER_WIDTH = 240
export const SIDER_COLLAPSED_WIDTH = 76

/** Desktop sidebar: brand, navigation and the collapse toggle. */
export function AppSider({ entries, collapsed, onToggle }: AppSiderProps) {
  return (
    <Layout.Sider className="app-sider" width={SIDER_WIDTH} collapsedWidth={SIDER_COLLAPSED_WIDTH} collapsed={collapsed} trigger={null} aria-label="Sidebar">
      <div className="app-sider__inner">
        <Link to="/" className="app-sider__brand" aria-label="Parley home">
          <BrandLogo withWordmark={!collapsed} tone="light" />
        </Link>
        <SideNav entries={entries} collapsed={collapsed} />
        <button
          type="button"
          className="app-sider__toggle"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          <CollapseIcon collapsed={collapsed} />
          {collapsed ? null : <span>Collapse</span>}
        </button>
      </div>
    </Layout.Sider>
  )
}
