import type { SidebarEntry } from '@parley/shared/rules/capabilities'

export interface NavEntryConfig {
  label: string
  /** In-app destination; absent for Support (mailto) and Logout (action). */
  to?: string
  isActive?: (pathname: string) => boolean
}

const startsWithAny = (pathname: string, prefixes: string[]) => prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))

export const NAV_ENTRIES: Record<SidebarEntry, NavEntryConfig> = {
  recordings: {
    label: 'Recordings',
    to: '/meetings',
    isActive: (p) => p === '/' || startsWithAny(p, ['/meetings', '/meeting']),
  },
  upcoming: { label: 'Upcoming meetings', to: '/upcoming-meetings', isActive: (p) => startsWithAny(p, ['/upcoming-meetings']) },
  reports: { label: 'Reports', to: '/reports', isActive: (p) => startsWithAny(p, ['/reports']) },
  'deals-review': { label: 'Deal review', to: '/deals-review-dashboard', isActive: (p) => startsWithAny(p, ['/deals-review-dashboard']) },
  'checklist-library': {
    label: 'Checklist library',
    to: '/checklist-library',
    isActive: (p) => startsWithAny(p, ['/checklist-library', '/checklist']),
  },
  settings: { label: 'Settings', to: '/settings', isActive: (p) => startsWithAny(p, ['/settings']) },
  clips: { label: 'Clips', to: '/clips', isActive: (p) => startsWithAny(p, ['/clips', '/clip']) },
  admin: { label: 'Admin center', to: '/admin', isActive: (p) => startsWithAny(p, ['/admin']) },
  support: { label: 'Support' },
  logout: { label: 'Logout' },
}
