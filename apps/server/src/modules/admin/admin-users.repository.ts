import { type SQL, sql } from 'drizzle-orm'
import type { TAdminDistinct, TAdminFilters, TAdminSort, TAdminSortColumn, TLicenseKind, TLicenseType } from '@parley/shared/schemas/admin'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'

// The admin table's SQL (admin_panel_user_data). Rows are found by id first (filter, sort,
// page), then the page's rows are read with their managers, nominations, calendar and meeting counts, so the
// expensive joins only ever touch the rows shown or exported. Meeting counts come from user_meeting_counts,
// refreshed from calendar_events (refreshMeetingCounts) by a job and when the admin table finds them stale.

export interface UserQuery {
  /** null: every company (super admin). */
  companyIds: number[] | null
  filters: TAdminFilters
  /** First onboarding date kept (YYYY-MM-DD), from the date preset. */
  onboardingFrom: string | null
}

const intArray = (values: number[]) => sql`${sql.param(values)}::int[]`
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`

// A hashed subplan: one pass over the connections rather than a look-up per user.
const connected = sql`${users.id} in (select cc.user_id from calendar_connections cc where cc.status = 'connected')`

function whereOf(q: UserQuery): SQL {
  const f = q.filters
  const parts: SQL[] = [sql`${users.deletedAt} is null`]
  if (q.companyIds) parts.push(sql`${users.companyId} = any(${intArray(q.companyIds)})`)
  if (f.functions.length) parts.push(sql`${users.function} = any(${textArray(f.functions)})`)
  if (f.departments.length) parts.push(sql`${users.department} = any(${textArray(f.departments)})`)
  if (f.locations.length) parts.push(sql`${users.location} = any(${textArray(f.locations)})`)
  if (f.user_status.length) parts.push(sql`${users.status} = any(${textArray(f.user_status)})`)
  if (f.user_names.length) parts.push(sql`${users.id} = any(${intArray(f.user_names)})`)
  if (f.nominated_by.length) parts.push(sql`${users.nominatedBy} = any(${intArray(f.nominated_by)})`)
  if (f.managers.length) {
    parts.push(sql`exists (select 1 from user_managers um where um.user_id = ${users.id} and um.manager_id = any(${intArray(f.managers)}))`)
  }
  if (f.nominations.length) {
    parts.push(sql`exists (select 1 from user_licenses ul join licenses l on l.id = ul.license_id
      where ul.user_id = ${users.id} and l.title = any(${textArray(f.nominations)}))`)
  }
  if (q.onboardingFrom) parts.push(sql`${users.onboardingDate} >= ${q.onboardingFrom}::date`)
  return sql.join(parts, sql` and `)
}

/**
 * Meetings per calendar owner, from calendar_events: internal; external hosted by someone outside the company;
 * external hosted by someone inside it (organizer e-mail domain among company_settings.domains or the owner's
 * own domain; no organizer means the owner's own event). Held meetings only: started, not cancelled or deleted.
 */
function meetingCounts(eventFilter: SQL, now: Date): SQL {
  return sql`select e.user_id,
      count(*) filter (where e.is_internal)::int as internal_meeting,
      count(*) filter (where not e.is_internal and not h.internal_host)::int as external_meeting_external_host,
      count(*) filter (where not e.is_internal and h.internal_host)::int as external_meeting_internal_host
    from calendar_events e
    join users o on o.id = e.user_id
    left join company_settings cs on cs.company_id = e.company_id
    cross join lateral (select lower(split_part(e.organizer_email, '@', 2)) as domain) d
    cross join lateral (select e.organizer_email is null
      or d.domain = lower(split_part(o.email, '@', 2))
      or jsonb_exists(coalesce(cs.settings -> 'domains', '[]'::jsonb), d.domain) as internal_host) h
    where ${eventFilter} and e.deleted_at is null and e.status <> 'cancelled' and e.start_at <= ${now.toISOString()}::timestamptz
    group by e.user_id`
}

/** Companies in scope whose meeting counts are missing or older than `staleBefore`. */
export async function companiesWithStaleCounts(tx: Db, companyIds: number[] | null, staleBefore: Date): Promise<number[]> {
  const scope = companyIds ? sql`c.id = any(${intArray(companyIds)})` : sql`true`
  const { rows } = await tx.execute<{ id: number }>(sql`
    select c.id from companies c
    left join lateral (select max(m.refreshed_at) as at from user_meeting_counts m where m.company_id = c.id) m on true
    where ${scope} and (m.at is null or m.at < ${staleBefore.toISOString()}::timestamptz)`)
  return rows.map((r) => Number(r.id))
}

/** Recomputes the meeting counts of every user of these companies (null: all) from calendar_events. Idempotent. */
export async function refreshMeetingCounts(tx: Db, companyIds: number[] | null, now: Date): Promise<void> {
  const users = companyIds ? sql`u.company_id = any(${intArray(companyIds)})` : sql`true`
  const events = companyIds ? sql`e.company_id = any(${intArray(companyIds)})` : sql`true`
  await tx.execute(sql`
    insert into user_meeting_counts (user_id, company_id, internal_meeting, external_meeting_external_host, external_meeting_internal_host, refreshed_at)
    select u.id, u.company_id, coalesce(mc.internal_meeting, 0), coalesce(mc.external_meeting_external_host, 0),
      coalesce(mc.external_meeting_internal_host, 0), ${now.toISOString()}::timestamptz
    from users u left join (${meetingCounts(events, now)}) mc on mc.user_id = u.id
    where ${users}
    on conflict (user_id) do update set
      internal_meeting = excluded.internal_meeting,
      external_meeting_external_host = excluded.external_meeting_external_host,
      external_meeting_internal_host = excluded.external_meeting_internal_host,
      refreshed_at = excluded.refreshed_at`)
}

const COUNT_COLUMNS: TAdminSortColumn[] = ['internal_meeting', 'external_meeting_external_host', 'external_meeting_internal_host']

const SORTS: Record<TAdminSortColumn, SQL> = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  company: sql`(select lower(c.name) from companies c where c.id = ${users.companyId})`,
  role: sql`${users.userRole}`,
  status: sql`${users.status}`,
  onboarding_date: sql`${users.onboardingDate}`,
  license_expiry_date: sql`${users.licenseExpiryDate}`,
  function: sql`lower(${users.function})`,
  department: sql`lower(${users.department})`,
  location: sql`lower(${users.location})`,
  platform: sql`lower(${users.platform})`,
  service_provider: sql`(select min(cc.provider::text) from calendar_connections cc where cc.user_id = ${users.id} and cc.status = 'connected')`,
  calendar: sql`(${connected} and ${users.notetakerEnabled})`,
  nominated_by: sql`(select lower(n.name) from users n where n.id = ${users.nominatedBy})`,
  internal_meeting: sql`coalesce(mc.internal_meeting, 0)`,
  external_meeting_external_host: sql`coalesce(mc.external_meeting_external_host, 0)`,
  external_meeting_internal_host: sql`coalesce(mc.external_meeting_internal_host, 0)`,
}

export async function countUsers(tx: Db, q: UserQuery): Promise<{ total: number; calendarIntegrated: number }> {
  const { rows } = await tx.execute<{ total: number; integrated: number }>(
    sql`select count(*)::int as total, count(*) filter (where ${connected})::int as integrated from ${users} where ${whereOf(q)}`,
  )
  return { total: Number(rows[0]?.total ?? 0), calendarIntegrated: Number(rows[0]?.integrated ?? 0) }
}

/** Ids of the matching users in table order (sort, then id); a page of them, or all for an export. */
export async function sortedUserIds(tx: Db, q: UserQuery, sort: TAdminSort | null, page?: { take: number; skip: number }): Promise<number[]> {
  const column = sort?.column ?? 'name'
  const direction = sql.raw(sort?.direction === 'desc' ? 'desc' : 'asc')
  const join = COUNT_COLUMNS.includes(column) ? sql`left join user_meeting_counts mc on mc.user_id = ${users.id}` : sql``
  const limit = page ? sql`limit ${page.take} offset ${page.skip}` : sql``
  const { rows } = await tx.execute<{ id: number }>(
    sql`select ${users.id} as id from ${users} ${join} where ${whereOf(q)}
        order by ${SORTS[column]} ${direction} nulls last, ${users.id} ${direction} ${limit}`,
  )
  return rows.map((r) => Number(r.id))
}

export type AdminUserRecord = {
  id: number
  name: string
  email: string
  company_id: number
  company: string
  role: 'user' | 'company_admin' | 'super_admin'
  policy: 'edit' | 'view'
  status: string
  onboarding_date: string | null
  license_expiry_date: string | null
  function: string | null
  department: string | null
  location: string | null
  platform: string | null
  nominated_by: string | null
  managers: { email: string; name: string }[]
  licenses: { id: number; title: string; kind: TLicenseKind; onboarded_status: boolean; nominated_at: string }[]
  calendar_connected: boolean
  notetaker_enabled: boolean
  service_provider: string | null
  internal_meeting: number
  external_meeting_external_host: number
  external_meeting_internal_host: number
}

/** The admin rows of these users, in the order of `ids`; meeting counts from the summary table. */
export async function userRecords(tx: Db, ids: number[]): Promise<AdminUserRecord[]> {
  if (ids.length === 0) return []
  const { rows } = await tx.execute<AdminUserRecord>(sql`
    select u.id, u.name, u.email, u.company_id, c.name as company, u.user_role as role, u.policy, u.status,
      to_char(u.onboarding_date, 'YYYY-MM-DD') as onboarding_date, to_char(u.license_expiry_date, 'YYYY-MM-DD') as license_expiry_date,
      u.function, u.department, u.location, u.platform, n.name as nominated_by, u.notetaker_enabled,
      coalesce((select json_agg(json_build_object('email', m.email, 'name', m.name) order by lower(m.name))
        from user_managers um join users m on m.id = um.manager_id where um.user_id = u.id), '[]') as managers,
      coalesce((select json_agg(json_build_object('id', l.id, 'title', l.title, 'kind', l.kind, 'onboarded_status', ul.onboarded_status,
          'nominated_at', to_char(ul.nominated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) order by l.id)
        from user_licenses ul join licenses l on l.id = ul.license_id where ul.user_id = u.id), '[]') as licenses,
      cal.provider as service_provider, cal.provider is not null as calendar_connected,
      coalesce(mc.internal_meeting, 0) as internal_meeting,
      coalesce(mc.external_meeting_external_host, 0) as external_meeting_external_host,
      coalesce(mc.external_meeting_internal_host, 0) as external_meeting_internal_host
    from users u
    join companies c on c.id = u.company_id
    left join users n on n.id = u.nominated_by
    left join lateral (select cc.provider::text as provider from calendar_connections cc
      where cc.user_id = u.id and cc.status = 'connected' order by cc.id limit 1) cal on true
    left join user_meeting_counts mc on mc.user_id = u.id
    where u.id = any(${intArray(ids)})`)
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [{ ...r, id: Number(r.id), company_id: Number(r.company_id) }] : []
  })
}

export async function licenseTypes(tx: Db, companyIds: number[] | null): Promise<TLicenseType[]> {
  const where = companyIds ? sql`company_id = any(${intArray(companyIds)})` : sql`true`
  const { rows } = await tx.execute<TLicenseType>(sql`select id, title, kind, company_id from licenses where ${where} order by company_id, id`)
  return rows.map((r) => ({ ...r, id: Number(r.id), company_id: Number(r.company_id) }))
}

/** The filters' option lists for the users in scope (spec: "Distinct mode returns lists of …"). */
export async function distinctOptions(tx: Db, companyIds: number[] | null): Promise<TAdminDistinct> {
  const scope = companyIds ? sql`u.company_id = any(${intArray(companyIds)}) and u.deleted_at is null` : sql`u.deleted_at is null`
  const texts = async (column: string) => {
    const c = sql.raw(`u.${column}`)
    const { rows } = await tx.execute<{ v: string }>(sql`select distinct ${c} as v from users u where ${scope} and ${c} is not null and ${c} <> '' order by 1`)
    return rows.map((r) => r.v)
  }
  const people = async (extra: SQL) => {
    const { rows } = await tx.execute<{ id: number; name: string; email: string }>(
      sql`select u.id, u.name, u.email from users u where ${scope} and ${extra} order by lower(u.name), u.id`,
    )
    return rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email }))
  }
  const companyScope = companyIds ? sql`c.id = any(${intArray(companyIds)})` : sql`true`
  const companies = await tx.execute<{ id: number; name: string }>(sql`select c.id, c.name from companies c where ${companyScope} order by lower(c.name)`)
  const licenseScope = companyIds ? sql`l.company_id = any(${intArray(companyIds)})` : sql`true`
  const nominations = await tx.execute<{ title: string }>(sql`select distinct l.title from licenses l where ${licenseScope} order by 1`)
  return {
    functions: await texts('function'),
    departments: await texts('department'),
    companies: companies.rows.map((c) => ({ id: Number(c.id), name: c.name })),
    managers: await people(sql`(u.is_manager or exists (select 1 from user_managers um where um.manager_id = u.id))`),
    users: await people(sql`true`),
    status: await texts('status'),
    locations: await texts('location'),
    nominated_by: await people(sql`u.id in (select x.nominated_by from users x where x.nominated_by is not null and x.deleted_at is null)`),
    nominations: nominations.rows.map((r) => r.title),
  }
}
