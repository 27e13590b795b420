import { canUseAdminCenter } from '@parley/shared/rules/capabilities'
import type { TProfile } from '@parley/shared/schemas/user'
import { Avatar, Dropdown, type MenuProps } from 'antd'
import { useNavigate } from 'react-router'
import { logout } from '../../api/logout'
import { actorFromProfile } from '../../lib/actor'
import { initials } from '../../lib/format'

/** The signed-in user's avatar with a menu for Settings and Logout, and for admins the AI chat reports (admin-type pages). */
export function UserMenu({ profile, compact }: { profile: TProfile; compact: boolean }) {
  const navigate = useNavigate()
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span className="user-menu__who">
          <strong>{profile.name}</strong>
          <span>{profile.email}</span>
        </span>
      ),
      children: [
        ...(canUseAdminCenter(actorFromProfile(profile))
          ? [
              { key: '/parley-eureka-report', label: 'AI chat report' },
              { key: '/parley-eureka-summary-report', label: 'AI chat summary report' },
            ]
          : []),
        { key: 'settings', label: 'Settings' },
        { key: 'logout', label: 'Logout' },
      ],
    },
  ]
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') navigate('/settings')
    if (key === 'logout') logout()
    if (key.startsWith('/')) navigate(key)
  }
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu__trigger">
        <Avatar size={32} className="user-menu__avatar" style={{ fontSize: 13 }} aria-hidden="true">
          {initials(profile.name)}
        </Avatar>
        <span className="visually-hidden">Account menu for </span>
        {compact ? (
          <span className="visually-hidden">{profile.name}</span>
        ) : (
          <span className="user-menu__text">
            <span className="user-menu__name">{profile.name}</span>
            <span className="user-menu__company">{profile.company_name}</span>
          </span>
        )}
      </button>
    </Dropdown>
  )
}
