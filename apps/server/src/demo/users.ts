import type { TPolicy, TUserRole } from '@parley/shared/schemas/user'
import type { CompanyProfile } from './companies'
import type { IdCounters } from './ids'
import { emailFor, FIRST_NAMES, LAST_NAMES } from './names'
import type { Rng } from './random'
import type { DemoLicenseType, DemoUser, DemoUserLicense, NotetakerSettings } from './types'

export const LICENSE_USER = 'User'
export const LICENSE_MANAGER = 'Manager'
export const LICENSE_ADMIN = 'Admin'
export const LICENSE_VIEW_ALL = 'View Only – All Company Calls'
export const LICENSE_VIEW_PARTICIPATED = 'View Only – Only Participated Calls'

const DAY = 86_400_000

/** A hand-written user: the well-known demo logins and the people that give each company its shape. */
interface NamedUser {
  name: string
  role: TUserRole
  policy: TPolicy
  isManager?: boolean
  function: string | null
  department: string
  manager?: string
  licenses: string[]
  pending?: boolean
  cancelled?: boolean
  /** The calendar's first sync is still running (the Upcoming page's "Syncing your calendar..."). */
  syncPending?: boolean
  /** Shown on the demo sign-in page; tests and browser tests sign in as these. */
  label?: string
}

const NAMED: Record<string, NamedUser[]> = {
  northwind: [
    { name: 'Sam Super', role: 'super_admin', policy: 'edit', function: null, department: 'Leadership', licenses: [LICENSE_ADMIN], label: 'Super admin' },
    {
      name: 'Avery Admin',
      role: 'company_admin',
      policy: 'edit',
      function: null,
      department: 'Revenue Operations',
      licenses: [LICENSE_ADMIN, LICENSE_USER],
      label: 'Company admin (policy edit)',
    },
    {
      name: 'Vic Viewer',
      role: 'company_admin',
      policy: 'view',
      function: null,
      department: 'Revenue Operations',
      licenses: [LICENSE_ADMIN],
      label: 'Company admin (policy view)',
    },
    {
      name: 'Drew Director',
      role: 'user',
      policy: 'edit',
      isManager: true,
      function: 'Sales',
      department: 'Sales',
      licenses: [LICENSE_MANAGER, LICENSE_USER],
      label: 'Manager of managers',
    },
    {
      name: 'Morgan Manager',
      role: 'user',
      policy: 'edit',
      isManager: true,
      function: 'AE',
      department: 'Sales',
      manager: 'Drew Director',
      licenses: [LICENSE_MANAGER, LICENSE_USER],
      label: 'Manager',
    },
    {
      name: 'Taylor Teamlead',
      role: 'user',
      policy: 'edit',
      isManager: true,
      function: 'BDR',
      department: 'Sales Development',
      manager: 'Drew Director',
      licenses: [LICENSE_MANAGER, LICENSE_USER],
    },
    {
      name: 'Cameron Coach',
      role: 'user',
      policy: 'edit',
      isManager: true,
      function: 'CSM',
      department: 'Customer Success',
      manager: 'Drew Director',
      licenses: [LICENSE_MANAGER, LICENSE_USER],
    },
    {
      name: 'Riley Rep',
      role: 'user',
      policy: 'edit',
      function: 'AE',
      department: 'Sales',
      manager: 'Morgan Manager',
      licenses: [LICENSE_USER],
      label: 'Rep (AE)',
    },
    {
      name: 'Sasha Sales',
      role: 'user',
      policy: 'edit',
      function: 'Sales',
      department: 'Sales',
      manager: 'Morgan Manager',
      licenses: [LICENSE_USER],
      label: 'Rep (Sales)',
    },
    {
      name: 'Bailey BDR',
      role: 'user',
      policy: 'edit',
      function: 'BDR',
      department: 'Sales Development',
      manager: 'Taylor Teamlead',
      licenses: [LICENSE_USER],
      label: 'Rep (BDR)',
    },
    {
      name: 'Casey CSM',
      role: 'user',
      policy: 'edit',
      function: 'CSM',
      department: 'Customer Success',
      manager: 'Cameron Coach',
      licenses: [LICENSE_USER],
      label: 'Rep (CSM)',
    },
    {
      name: 'Mika Marketing',
      role: 'user',
      policy: 'view',
      function: 'Marketing',
      department: 'Marketing',
      manager: 'Drew Director',
      licenses: [LICENSE_USER],
      syncPending: true,
      label: 'Marketing (policy view)',
    },
    {
      name: 'Olive Observer',
      role: 'user',
      policy: 'view',
      function: null,
      department: 'Finance',
      licenses: [LICENSE_VIEW_ALL],
      label: 'View Only – All Company Calls',
    },
    {
      name: 'Parker Participant',
      role: 'user',
      policy: 'view',
      function: null,
      department: 'Product',
      licenses: [LICENSE_VIEW_PARTICIPATED],
      label: 'View Only – Only Participated Calls',
    },
    {
      name: 'Penny Pending',
      role: 'user',
      policy: 'edit',
      function: 'AE',
      department: 'Sales',
      manager: 'Morgan Manager',
      licenses: [LICENSE_USER],
      pending: true,
      label: 'Invited, not onboarded',
    },
    {
      name: 'Cody Cancelled',
      role: 'user',
      policy: 'edit',
      function: 'AE',
      department: 'Sales',
      manager: 'Morgan Manager',
      licenses: [LICENSE_USER],
      cancelled: true,
    },
  ],
  acme: [
    { name: 'Stevie Super', role: 'super_admin', policy: 'edit', function: null, department: 'Leadership', licenses: [LICENSE_ADMIN] },
    {
      name: 'Alex Acme',
      role: 'company_admin',
      policy: 'edit',
      function: null,
      department: 'Sales Operations',
      licenses: [LICENSE_ADMIN, LICENSE_USER],
      label: 'Company admin (policy edit)',
    },
    { name: 'Ellis Executive', role: 'company_admin', policy: 'view', function: null, department: 'Leadership', licenses: [LICENSE_ADMIN] },
    { name: 'Dana Director', role: 'user', policy: 'edit', isManager: true, function: 'Sales', department: 'Sales', licenses: [LICENSE_MANAGER, LICENSE_USER] },
    {
      name: 'Max Manager',
      role: 'user',
      policy: 'edit',
      isManager: true,
      function: 'AE',
      department: 'Sales',
      manager: 'Dana Director',
      licenses: [LICENSE_MANAGER, LICENSE_USER],
      label: 'Manager',
    },
    {
      name: 'Brooke Bdrlead',
      role: 'user',
      policy: 'edit',
      isManager: true,
      function: 'BDR',
      department: 'Sales Development',
      manager: 'Dana Director',
      licenses: [LICENSE_MANAGER, LICENSE_USER],
    },
    {
      name: 'Remy Rep',
      role: 'user',
      policy: 'edit',
      function: 'AE',
      department: 'Sales',
      manager: 'Max Manager',
      licenses: [LICENSE_USER],
      label: 'Rep (AE)',
    },
    { name: 'Bo BDR', role: 'user', policy: 'edit', function: 'BDR', department: 'Sales Development', manager: 'Brooke Bdrlead', licenses: [LICENSE_USER] },
    { name: 'Cass Success', role: 'user', policy: 'edit', function: 'CSM', department: 'Customer Success', manager: 'Dana Director', licenses: [LICENSE_USER] },
    { name: 'Sid Sales', role: 'user', policy: 'edit', function: 'Sales', department: 'Sales', manager: 'Max Manager', licenses: [LICENSE_USER] },
    { name: 'Mo Marketing', role: 'user', policy: 'edit', function: 'Marketing', department: 'Marketing', manager: 'Dana Director', licenses: [LICENSE_USER] },
    { name: 'Pat Pending', role: 'user', policy: 'edit', function: 'AE', department: 'Sales', manager: 'Max Manager', licenses: [LICENSE_USER], pending: true },
    {
      name: 'Cal Cancelled',
      role: 'user',
      policy: 'edit',
      function: 'BDR',
      department: 'Sales Development',
      manager: 'Brooke Bdrlead',
      licenses: [LICENSE_USER],
      cancelled: true,
    },
  ],
  globex: [
    {
      name: 'Gabe Globex',
      role: 'company_admin',
      policy: 'edit',
      function: null,
      department: 'Operations',
      licenses: [LICENSE_ADMIN, LICENSE_USER],
      label: 'Company admin (forced redirect company)',
    },
    { name: 'Gwen Governance', role: 'company_admin', policy: 'view', function: null, department: 'Compliance', licenses: [LICENSE_ADMIN] },
    { name: 'Harper Head', role: 'user', policy: 'view', isManager: true, function: 'Sales', department: 'Sales', licenses: [LICENSE_MANAGER, LICENSE_USER] },
    { name: 'Hollis Hunter', role: 'user', policy: 'edit', function: 'Sales', department: 'Sales', manager: 'Harper Head', licenses: [LICENSE_USER] },
    { name: 'Cora Care', role: 'user', policy: 'edit', function: 'CSM', department: 'Customer Success', manager: 'Harper Head', licenses: [LICENSE_USER] },
    { name: 'Vera Viewall', role: 'user', policy: 'view', function: null, department: 'Clinical', licenses: [LICENSE_VIEW_ALL] },
    { name: 'Pax Participant', role: 'user', policy: 'view', function: null, department: 'Clinical', licenses: [LICENSE_VIEW_PARTICIPATED] },
  ],
}

/** A stable demo login: other tests and browser tests sign in as these. */
export interface WellKnownUser {
  name: string
  email: string
  role: TUserRole
  policy: TPolicy
  isManager: boolean
  function: string | null
  company: string
  label: string
}

function companyOf(key: string): { name: string; domain: string } {
  const names: Record<string, { name: string; domain: string }> = {
    northwind: { name: 'Northwind Analytics', domain: 'northwind.example' },
    acme: { name: 'Acme Robotics', domain: 'acme.example' },
    globex: { name: 'Globex Health', domain: 'globex.example' },
  }
  return names[key]
}

/** The documented demo logins (a subset of the named users), with their e-mails. */
export const DEMO_USERS: readonly WellKnownUser[] = Object.entries(NAMED).flatMap(([key, users]) =>
  users
    .filter((u) => u.label !== undefined)
    .map((u) => ({
      name: u.name,
      email: emailFor(u.name, companyOf(key).domain),
      role: u.role,
      policy: u.policy,
      isManager: u.isManager === true,
      function: u.function,
      company: companyOf(key).name,
      label: u.label ?? '',
    })),
)

export function demoUserEmail(name: string): string {
  const found = DEMO_USERS.find((u) => u.name === name)
  if (!found) throw new Error(`not a well-known demo user: ${name}`)
  return found.email
}

export interface CompanyPeople {
  licenseTypes: DemoLicenseType[]
  users: DemoUser[]
  userLicenses: DemoUserLicense[]
}

const allOn = (): NotetakerSettings => ({ internalMeeting: true, externalMeeting: true, internalHost: true, externalHost: true, selfHost: true })
const externalOnly = (): NotetakerSettings => ({ internalMeeting: false, externalMeeting: true, internalHost: true, externalHost: true, selfHost: true })

const TEAM_FUNCTIONS: Record<string, string[]> = { BDR: ['BDR'], CSM: ['CSM'] }
const DEFAULT_TEAM_FUNCTIONS = ['AE', 'AE', 'Sales', 'Marketing']

interface Team {
  manager: string
  functions: string[]
  department: string
}

/** Generated reps join the front-line teams (managers who have a manager themselves), with the team's function. */
function teamsOf(named: NamedUser[]): Team[] {
  const managers = named.filter((u) => u.isManager)
  const frontLine = managers.filter((u) => u.manager)
  return (frontLine.length > 0 ? frontLine : managers).map((u) => ({
    manager: u.name,
    department: u.department,
    functions: TEAM_FUNCTIONS[u.function ?? ''] ?? DEFAULT_TEAM_FUNCTIONS,
  }))
}

export function generatePeople(company: CompanyProfile, companyId: number, extraUsers: number, now: number, ids: IdCounters, rng: Rng): CompanyPeople {
  const titles = [LICENSE_USER, LICENSE_MANAGER, LICENSE_ADMIN]
  if (company.settings.viewOnlyNominations) titles.push(LICENSE_VIEW_ALL, LICENSE_VIEW_PARTICIPATED)
  const licenseTypes = titles.map((title) => ({ id: ids.next('licenseTypes'), companyId, title }))
  const licenseId = (title: string) => {
    const found = licenseTypes.find((l) => l.title === title)
    if (!found) throw new Error(`no ${title} license in ${company.name}`)
    return found.id
  }

  const named = NAMED[company.key] ?? []
  const specs: NamedUser[] = [...named]
  const teams = teamsOf(named)
  const taken = new Set(specs.map((s) => s.name))
  for (let i = 0; i < extraUsers; i++) {
    let name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
    while (taken.has(name)) name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
    taken.add(name)
    const team = teams.length > 0 ? teams[i % teams.length] : null
    // At bench volume some generated people lead teams of their own, so teams stay a realistic size.
    const leads = extraUsers > 40 && i % 12 === 0 && team !== null
    if (leads) teams.push({ manager: name, department: team.department, functions: team.functions })
    specs.push({
      name,
      role: 'user',
      policy: rng.chance(0.9) ? 'edit' : 'view',
      isManager: leads,
      function: team ? rng.pick(team.functions) : rng.pick(['AE', 'Sales', 'BDR', 'CSM']),
      department: team?.department ?? 'Sales',
      manager: team?.manager,
      licenses: leads ? [LICENSE_MANAGER, LICENSE_USER] : [LICENSE_USER],
      pending: !leads && rng.chance(0.07),
      cancelled: !leads && i % 11 === 5,
    })
  }

  const companyStart = now - 540 * DAY
  const users: DemoUser[] = specs.map((s, index) => {
    const onboardingDate = companyStart + rng.int(0, 400) * DAY + rng.int(8, 17) * 3_600_000
    const active = !s.cancelled
    const integrated = active && !s.pending && !s.licenses.some((l) => l.startsWith('View Only'))
    // One generated rep lost the calendar connection: the "calendar disconnected" banner state.
    const disconnected = integrated && index === specs.length - 2 && specs.length > named.length
    const notetaker = s.function === 'BDR' || rng.chance(0.15) ? externalOnly() : allOn()
    return {
      id: ids.next('users'),
      companyId,
      name: s.name,
      email: emailFor(s.name, company.domain),
      phone: rng.chance(0.6) ? `+1 555 ${rng.int(100, 999)} ${rng.int(1000, 9999)}` : null,
      role: s.role,
      policy: s.policy,
      isManager: s.isManager === true,
      function: s.function,
      department: s.department,
      location: company.settings.regionFilter ? rng.pick(company.regions) : null,
      platform: company.calendarProvider === 'google' ? 'Google Workspace' : 'Microsoft 365',
      status: active ? 'active' : 'cancelled',
      managerIds: [],
      calendarProvider: integrated ? company.calendarProvider : null,
      calendarConnectionId: integrated ? ids.next('calendarConnections') : null,
      calendarIntegrated: integrated && !disconnected,
      calendarSyncPending: integrated && s.syncPending === true,
      calendarLastSyncedAt: integrated ? now - rng.int(1, disconnected ? 20 * 24 * 60 : 29) * 60_000 : null,
      timeZone: company.timeZone,
      lastLoginAt: active && !s.pending ? now - rng.int(1, 14 * 24 * 60) * 60_000 : null,
      privacyMessage: company.settings.privacyNotice && rng.chance(0.5),
      deleteMeetingAllowed: company.settings.deleteMeetingsAllowed,
      notetaker,
      postCallEmail: rng.chance(0.7),
      prepNoteMinutes: rng.chance(0.5) ? rng.pick([15, 30, 60]) : null,
      hasCompletedOnboarding: !s.pending,
      onboardingDate,
      licenseExpiryDate: s.cancelled ? now - rng.int(5, 60) * DAY : now + rng.int(60, 400) * DAY,
      createdAt: onboardingDate - rng.int(1, 10) * DAY,
    }
  })

  const byName = new Map(users.map((u) => [u.name, u]))
  specs.forEach((s, i) => {
    const manager = s.manager ? byName.get(s.manager) : undefined
    if (manager) users[i].managerIds.push(manager.id)
  })

  const nominator = users.find((u) => u.role === 'company_admin' && u.policy === 'edit') ?? users[0]
  const userLicenses: DemoUserLicense[] = specs.flatMap((s, i) =>
    s.licenses.map((title) => ({
      userId: users[i].id,
      licenseId: licenseId(title),
      onboarded: !s.pending,
      nominatedAt: users[i].onboardingDate,
      nominatedById: users[i].id === nominator.id ? null : nominator.id,
    })),
  )
  return { licenseTypes, users, userLicenses }
}
