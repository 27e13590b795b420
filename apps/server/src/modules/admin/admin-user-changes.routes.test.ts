import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TInviteRequest, TUpdateUserRequest } from '@parley/shared/schemas/admin'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Inviting and updating users: the checks, the status changes, the admin center's messages and bad input.
let t: TestApp
const AVERY = 'avery.admin@northwind.example'
const SAM = 'sam.super@northwind.example'
const one = async <T>(query: string, params: unknown[] = []) => (await t.db.pool.query(query, params)).rows[0] as T
const idOf = async (email: string) => (await one<{ id: number }>('select id from users where email = $1', [email])).id
const license = async (company: string, title: string) =>
  (await one<{ id: number }>('select l.id from licenses l join companies c on c.id = l.company_id where c.name = $1 and l.title = $2', [company, title])).id

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

async function update(email: string, body: TUpdateUserRequest) {
  return t.app.inject({ method: 'PUT', url: '/api/update_user_details', headers: await t.as(email), payload: body })
}
async function invite(email: string, body: TInviteRequest) {
  return t.app.inject({ method: 'POST', url: '/api/invite_new_user', headers: await t.as(email), payload: body })
}

describe('update user details', () => {
  it("changes name, managers, function, department and nominations: 'User details updated', audited", async () => {
    const sasha = await idOf('sasha.sales@northwind.example')
    const user = await license('Northwind Analytics', 'User')
    const manager = await license('Northwind Analytics', 'Manager')
    const res = await update(AVERY, {
      user_id: sasha,
      name: 'Sasha Seller',
      manager_emails: ['Cameron.Coach@northwind.example', 'drew.director@northwind.example'],
      function: 'CSM',
      department: 'Customer Success',
      license_ids: [user, manager],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ message: 'User details updated', user_id: sasha })
    const row = await one<{ name: string; function: string; is_manager: boolean }>('select name, function, is_manager from users where id = $1', [sasha])
    expect(row).toEqual({ name: 'Sasha Seller', function: 'CSM', is_manager: true })
    const managers = await t.db.pool.query('select m.email from user_managers um join users m on m.id = um.manager_id where um.user_id = $1 order by 1', [
      sasha,
    ])
    expect(managers.rows.map((r) => r.email)).toEqual(['cameron.coach@northwind.example', 'drew.director@northwind.example'])
    const audit = await one<{ details: { changes: Record<string, unknown> } }>(
      "select details from audit_log where action = 'user.update' and target_id = $1::text order by id desc limit 1",
      [sasha],
    )
    expect(Object.keys(audit.details.changes).sort()).toEqual(['department', 'function', 'manager_emails', 'name', 'nominations'])
  })

  it.each([
    ['no nomination', { license_ids: [] }, 400, 'Please select at least one nomination type.'],
    ['an invalid manager e-mail', { manager_emails: ['morgan@'] }, 400, 'Please enter a valid manager email address'],
    [
      'a manager outside the company',
      { manager_emails: ['remy.rep@acme.example'] },
      400,
      'Manager e-mail remy.rep@acme.example is not a user of Northwind Analytics.',
    ],
    ['themself as manager', { manager_emails: ['riley.rep@northwind.example'] }, 400, 'A user cannot be their own manager.'],
    ['a future admin nomination date', { admin_nomination_date: '2026-11-03' }, 400, 'The admin nomination date cannot be in the future.'],
    ['several kinds of change at once', { name: 'X', status: 'cancelled' as const }, 400, 'Send a status, an admin change or user details, one at a time.'],
  ])('refuses %s', async (_what, body, status, message) => {
    const res = await update(AVERY, { user_id: await idOf('riley.rep@northwind.example'), ...body })
    expect(res.statusCode).toBe(status)
    expect(res.json().error.message).toBe(message)
  })

  it("refuses another company's nomination id, and View Only mixed with others", async () => {
    const riley = await idOf('riley.rep@northwind.example')
    const acmeUser = await license('Acme Robotics', 'User')
    const foreign = await update(AVERY, { user_id: riley, license_ids: [acmeUser] })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.message).toBe(`Nomination type ${acmeUser} does not belong to this company.`)
    const mixed = await update(AVERY, {
      user_id: riley,
      license_ids: [await license('Northwind Analytics', 'User'), await license('Northwind Analytics', 'View Only – All Company Calls')],
    })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().error.message).toMatch(/View Only nomination replaces all other/)
  })

  it('sets the admin nomination date of an Admin nomination', async () => {
    const avery = await idOf(AVERY)
    const res = await update(AVERY, { user_id: avery, admin_nomination_date: '2026-01-15' })
    expect(res.statusCode, res.body).toBe(200)
    const row = await one<{ d: string }>(
      "select to_char(ul.nominated_at at time zone 'UTC', 'YYYY-MM-DD') d from user_licenses ul join licenses l on l.id = ul.license_id where ul.user_id = $1 and l.kind = 'admin'",
      [avery],
    )
    expect(row.d).toBe('2026-01-15')
  })

  it("is 'not found' for another company's user, and a company admin cannot make a super admin", async () => {
    const remy = await idOf('remy.rep@acme.example')
    const other = await update(AVERY, { user_id: remy, name: 'Hacked' })
    expect(other.statusCode).toBe(404)
    const sup = await update(AVERY, { user_id: await idOf('riley.rep@northwind.example'), role: 'super_admin' })
    expect(sup.statusCode).toBe(403)
    expect(sup.json().error.message).toBe('Only a super admin can make someone a super admin.')
    const changeSam = await update(AVERY, { user_id: await idOf(SAM), status: 'cancelled', license_ids: [] })
    expect(changeSam.statusCode).toBe(403)
  })

  it("lets a super admin edit any company's user", async () => {
    const res = await update(SAM, { user_id: await idOf('remy.rep@acme.example'), department: 'Field Sales' })
    expect(res.statusCode, res.body).toBe(200)
    expect((await one<{ department: string }>("select department from users where email = 'remy.rep@acme.example'")).department).toBe('Field Sales')
  })
})

describe('mark as admin', () => {
  it('makes a rep a company admin with the Admin nomination, and back', async () => {
    const casey = await idOf('casey.csm@northwind.example')
    const up = await update(AVERY, { user_id: casey, mark_admin: true })
    expect(up.statusCode, up.body).toBe(200)
    const titles = async () =>
      (
        await t.db.pool.query('select l.title from user_licenses ul join licenses l on l.id = ul.license_id where ul.user_id = $1 order by 1', [casey])
      ).rows.map((r) => r.title)
    expect((await one<{ user_role: string }>('select user_role from users where id = $1', [casey])).user_role).toBe('company_admin')
    expect(await titles()).toEqual(['Admin', 'User'])
    const down = await update(AVERY, { user_id: casey, mark_admin: false })
    expect(down.statusCode).toBe(200)
    expect((await one<{ user_role: string }>('select user_role from users where id = $1', [casey])).user_role).toBe('user')
    expect(await titles()).toEqual(['User'])
    expect((await one<{ n: number }>("select count(*)::int n from audit_log where action = 'user.role' and target_id = $1::text", [casey])).n).toBe(2)
  })
})

describe('Deactivate User / Activate User', () => {
  it('ends a live session and sign-in at once; activation restores sign-in but not the old session', async () => {
    const riley = await idOf('riley.rep@northwind.example')
    const session = await t.as('riley.rep@northwind.example')
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: session })).statusCode).toBe(200)
    const off = await update(AVERY, { user_id: riley, status: 'cancelled', license_ids: [] })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().message).toBe('User status updated')
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: session })
    expect(after.statusCode).toBe(401)
    expect(after.json().error.message).toBe('Not authorized.')
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { user_id: riley } })
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json().error.message).toMatch(/deactivated/)
    // Nominations survive a deactivation, so re-activation gives the same access back.
    expect((await one<{ n: number }>('select count(*)::int n from user_licenses where user_id = $1', [riley])).n).toBe(1)
    const on = await update(AVERY, { user_id: riley, status: 'active', license_ids: [] })
    expect(on.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: session })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: await t.as('riley.rep@northwind.example') })).statusCode).toBe(200)
    const actions = await t.db.pool.query("select action from audit_log where target_id = $1::text and action like 'user.%activate' order by id", [riley])
    expect(actions.rows.map((r) => r.action)).toEqual(['user.deactivate', 'user.activate'])
  })

  it('refuses to deactivate the last admin, and says why', async () => {
    const avery = await idOf(AVERY)
    const self = await update(AVERY, { user_id: avery, status: 'cancelled', license_ids: [] })
    expect(self.statusCode).toBe(409)
    expect(self.json().error.message).toBe('You are the last admin of Northwind Analytics: make someone else an admin before you deactivate yourself.')
    const demote = await update(AVERY, { user_id: avery, mark_admin: false })
    expect(demote.statusCode).toBe(409)
    const bySuper = await update(SAM, { user_id: avery, status: 'cancelled', license_ids: [] })
    expect(bySuper.json().error.message).toBe('Avery Admin is the last admin of Northwind Analytics: make someone else an admin first.')
  })
})

describe('invite', () => {
  const base = async (over: Partial<TInviteRequest> = {}): Promise<TInviteRequest> => ({
    name: 'Rae Rookie',
    email: 'rae.rookie@northwind.example',
    manager_emails: ['morgan.manager@northwind.example'],
    license_ids: [await license('Northwind Analytics', 'User')],
    function: 'AE',
    department: 'Sales',
    ...over,
  })

  it.each([
    ['no name', { name: '' }, 'Please fill all mandatory fields'],
    ['no nomination', { license_ids: [] }, 'Please fill all mandatory fields'],
    ['a bad e-mail', { email: 'rae@northwind' }, 'Please enter a valid email address'],
    ['a bad manager e-mail', { manager_emails: ['morgan'] }, 'Please enter a valid manager email address'],
    [
      'a manager outside the company',
      { manager_emails: ['remy.rep@acme.example'] },
      'Manager e-mail remy.rep@acme.example is not a user of Northwind Analytics.',
    ],
  ])('refuses %s with the spec message', async (_what, over, message) => {
    const res = await invite(AVERY, await base(over))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(message)
  })

  it("invites a rep with a View-Only nomination: 'Invite sent successfully!', read-only, Pending, no e-mail by default", async () => {
    const viewAll = await license('Northwind Analytics', 'View Only – All Company Calls')
    const mixed = await invite(AVERY, await base({ license_ids: [viewAll, await license('Northwind Analytics', 'User')] }))
    expect(mixed.statusCode).toBe(400)
    const res = await invite(AVERY, await base({ license_ids: [viewAll] }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Invite sent successfully!', data: { email_status: 'not_sent' } })
    const user = await one<{ policy: string; status: string; user_role: string; nominated_by: number; company_id: number }>(
      "select policy, status, user_role, nominated_by, company_id from users where email = 'rae.rookie@northwind.example'",
    )
    expect(user).toMatchObject({ policy: 'view', status: 'active', user_role: 'user', nominated_by: await idOf(AVERY) })
    expect(
      (await one<{ onboarded_status: boolean }>('select onboarded_status from user_licenses where license_id = $1 order by id desc limit 1', [viewAll]))
        .onboarded_status,
    ).toBe(false)
    expect((await one<{ n: number }>("select count(*)::int n from mail_outbox where to_address = 'rae.rookie@northwind.example'")).n).toBe(0)
  })

  it('refuses an e-mail that already has an account in the company, in any letter case', async () => {
    const res = await invite(AVERY, await base({ email: 'Riley.Rep@northwind.example' }))
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Riley.Rep@northwind.example already has an account in Northwind Analytics.')
  })

  it('sends the invite e-mail with a sign-in link through the mail module (outbox without SMTP)', async () => {
    const res = await invite(AVERY, await base({ email: 'mail.me@northwind.example', send_email: true }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.email_status).toBe('stored')
    const mail = await one<{ subject: string; body_text: string; status: string; template: string }>(
      "select subject, body_text, status, template from mail_outbox where to_address = 'mail.me@northwind.example'",
    )
    expect(mail).toMatchObject({ status: 'stored', template: 'invite', subject: 'Avery Admin invited you to Northwind Analytics on Parley' })
    expect(mail.body_text).toContain(`${t.config.publicUrl}/login`)
  })

  it('keeps a company admin to their own company; a super admin picks any', async () => {
    const acme = (await one<{ id: number }>("select id from companies where name = 'Acme Robotics'")).id
    const acmeUser = await license('Acme Robotics', 'User')
    const refused = await invite(AVERY, await base({ email: 'x1@acme.example', company_id: acme, license_ids: [acmeUser], manager_emails: [] }))
    expect(refused.statusCode).toBe(403)
    const ok = await invite(
      SAM,
      await base({ email: 'new.hire@acme.example', company_id: acme, license_ids: [acmeUser], manager_emails: ['max.manager@acme.example'] }),
    )
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await one<{ company_id: number }>("select company_id from users where email = 'new.hire@acme.example'")).company_id).toBe(acme)
    const noCompany = await invite(SAM, await base({ email: 'x2@acme.example', company_id: null }))
    expect(noCompany.statusCode).toBe(400)
    expect(noCompany.json().error.message).toBe('Please fill all mandatory fields')
    const missing = await invite(SAM, await base({ email: 'x3@acme.example', company_id: 999_999 }))
    expect(missing.statusCode).toBe(404)
  })
})

describe('"1,000 invites in a minute (rate-limited with a clear message)"', () => {
  it('refuses invites beyond the per-company budget with 429, the reason and Retry-After', async () => {
    const user = await license('Northwind Analytics', 'User')
    let refused: Awaited<ReturnType<typeof invite>> | undefined
    let accepted = 0
    for (let i = 0; i < 150 && !refused; i++) {
      const res = await invite(AVERY, { name: `Bulk ${i}`, email: `bulk.${i}@northwind.example`, license_ids: [user] })
      if (res.statusCode === 429) refused = res
      else accepted++
    }
    expect(refused?.json().error.message).toMatch(/^Too many invites: at most 100 a minute per company\. Try again in \d+ seconds?\.$/)
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    expect(accepted).toBeLessThanOrEqual(100)
    // Another company has its own budget.
    const acme = (await one<{ id: number }>("select id from companies where name = 'Acme Robotics'")).id
    const other = await invite(SAM, {
      name: 'Acme Hire',
      email: 'acme.hire@acme.example',
      company_id: acme,
      license_ids: [await license('Acme Robotics', 'User')],
    })
    expect(other.statusCode).toBe(200)
  }, 120_000)
})
