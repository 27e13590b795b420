import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import { isoDay } from '@parley/shared/rules/admin-date-presets'
import { chooseNomination, isViewOnlyKind, nominationProblem } from '@parley/shared/rules/admin-nominations'
import { INVITES_PER_MINUTE, inviteRateLimitMessage } from '@parley/shared/rules/admin-table'
import { ADMIN_MESSAGES, normaliseEmails, validateInvite, validateUserDetails } from '@parley/shared/rules/admin-validation'
import type { TInvite, TUpdateUserRequest } from '@parley/shared/schemas/admin'
import type { TUserRole } from '@parley/shared/schemas/user'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors'
import type { Mailer } from '../../platform/mail/mail'
import { audit } from '../../platform/audit'
import { findUserCompany } from '../auth'
import { findCompanySettings } from '../companies'
import {
  type LicenseTypeRow,
  type TargetUser,
  type UserFieldChanges,
  companyLicenseTypes,
  countOtherAdmins,
  emailTaken,
  endUserSessions,
  findCompanyName,
  findTargetUser,
  insertUser,
  licenseIdsOf,
  managerEmailsOf,
  rememberFunctionAndDepartment,
  replaceManagers,
  setNominationDate,
  syncLicenses,
  updateUserFields,
  usersByEmails,
} from './admin-user-changes.repository'
import { inviteEmail } from './invite-email'
import { createTokenBucket } from './invite-rate-limit'

/** A 429 that also says when to retry (the route copies it into Retry-After). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', inviteRateLimitMessage(retryAfterSeconds))
  }
}

interface Ctx {
  tx: Db
  auth: AuthContext
  target: TargetUser
  companyId: number
}

type Done = { message: string; user_id: number }

const DETAIL_KEYS = ['name', 'manager_emails', 'function', 'department', 'admin_nomination_date'] as const
const clean = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null)
const viewOnly = (types: LicenseTypeRow[], ids: number[]) => ids.some((id) => isViewOnlyKind(types.find((t) => t.id === id)?.kind ?? 'user'))
const sameList = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i])
/** Who the user is to Parley changed (active or not, role, read-only, manager): every older session ends. */
const endsSessions = (f: UserFieldChanges) => f.status !== undefined || f.userRole !== undefined || f.policy !== undefined || f.isManager !== undefined
/** May run the admin center: the people a company must keep at least one of. */
const runsAdminCenter = (t: Pick<TargetUser, 'role' | 'policy' | 'status'>) => t.role === 'company_admin' && t.policy === 'edit' && t.status === 'active'

/** Inviting and updating users: their checks, the status changes, and the role and nomination rules. */
export function createAdminUserChangesService(deps: AppDeps, mailer: Mailer) {
  const now = () => deps.now?.() ?? new Date()
  const invites = createTokenBucket({ capacity: INVITES_PER_MINUTE, perMinute: INVITES_PER_MINUTE, now: () => now().getTime() })

  const record = (c: Ctx, action: string, details: Record<string, unknown>) =>
    audit(c.tx, {
      companyId: c.companyId,
      actorUserId: c.auth.user.id,
      impersonatorUserId: c.auth.impersonatorId,
      action,
      targetType: 'user',
      targetId: c.target.id,
      details,
    })

  /** Refuses to leave a company without anyone who can run its admin center. */
  async function ensureNotLastAdmin(c: Ctx, selfAction: string): Promise<void> {
    if ((await countOtherAdmins(c.tx, c.companyId, c.target.id)) > 0) return
    const company = (await findCompanyName(c.tx, c.companyId)) ?? 'this company'
    const message =
      c.target.id === c.auth.user.id
        ? `You are the last admin of ${company}: make someone else an admin before you ${selfAction}.`
        : `${c.target.name} is the last admin of ${company}: make someone else an admin first.`
    throw new AppError(409, 'last_admin', message)
  }

  /** Manager e-mails → user ids of the same company; refuses strangers and the user themself. */
  async function resolveManagers(tx: Db, companyId: number, emails: string[], selfEmail: string | null): Promise<number[]> {
    if (selfEmail && emails.includes(selfEmail.toLowerCase())) {
      throw badRequest('A user cannot be their own manager.', [{ field: 'manager_emails', message: 'A user cannot be their own manager.' }])
    }
    const found = await usersByEmails(tx, companyId, emails)
    const missing = emails.find((e) => !found.some((f) => f.email === e))
    if (missing) {
      const message = `Manager e-mail ${missing} is not a user of ${(await findCompanyName(tx, companyId)) ?? 'this company'}.`
      throw badRequest(message, [{ field: 'manager_emails', message }])
    }
    return emails.map((e) => found.find((f) => f.email === e)?.id as number)
  }

  async function checkedNominations(tx: Db, companyId: number, ids: number[]): Promise<LicenseTypeRow[]> {
    const types = await companyLicenseTypes(tx, companyId)
    const settings = await findCompanySettings(tx, companyId)
    const problem = nominationProblem(ids, types, settings?.viewOnlyNominations ?? false)
    if (problem) throw badRequest(problem, [{ field: 'license_ids', message: problem }])
    return types
  }

  const titles = (types: LicenseTypeRow[], ids: number[]) => ids.map((id) => types.find((t) => t.id === id)?.title ?? String(id))

  async function changeStatus(c: Ctx, status: 'active' | 'cancelled'): Promise<Done> {
    const done = { message: ADMIN_MESSAGES.statusUpdated, user_id: c.target.id }
    if (status === c.target.status) return done
    if (status === 'cancelled' && runsAdminCenter(c.target)) await ensureNotLastAdmin(c, 'deactivate yourself')
    await updateUserFields(c.tx, c.target.id, { status }, true)
    await record(c, status === 'cancelled' ? 'user.deactivate' : 'user.activate', { from: c.target.status, to: status })
    return done
  }

  /** mark_admin (or role): the role, and the Admin nomination with it. */
  async function changeRole(c: Ctx, role: TUserRole): Promise<Done> {
    if (role === 'super_admin' && !isSuperAdmin(c.auth.actor)) throw forbidden('Only a super admin can make someone a super admin.')
    const done = { message: ADMIN_MESSAGES.detailsUpdated, user_id: c.target.id }
    if (role === c.target.role) return done
    if (role === 'user' && runsAdminCenter(c.target)) await ensureNotLastAdmin(c, 'remove your own admin role')
    const types = await companyLicenseTypes(c.tx, c.companyId)
    const current = await licenseIdsOf(c.tx, c.target.id)
    const admin = types.find((t) => t.kind === 'admin')
    let next = current
    if (admin && role !== 'user') next = chooseNomination(current, admin.id, types)
    if (admin && role === 'user') next = current.filter((id) => id !== admin.id)
    if (next.length === 0) next = types.filter((t) => t.kind === 'user').map((t) => t.id)
    const fields: UserFieldChanges = { userRole: role }
    // Leaving a View Only nomination leaves read-only access too.
    if (viewOnly(types, current) && !viewOnly(types, next)) fields.policy = 'edit'
    await updateUserFields(c.tx, c.target.id, fields, endsSessions(fields))
    if (
      !sameList(
        current,
        [...next].sort((a, b) => a - b),
      )
    ) {
      await syncLicenses(c.tx, {
        companyId: c.companyId,
        userId: c.target.id,
        licenseIds: next,
        nominatedBy: c.auth.user.id,
        onboarded: c.target.hasCompletedOnboarding,
        at: now(),
      })
    }
    await record(c, 'user.role', { from: c.target.role, to: role, nominations: { from: titles(types, current), to: titles(types, next) } })
    return done
  }

  async function changeDetails(c: Ctx, body: TUpdateUserRequest): Promise<Done> {
    const { tx, target } = c
    const fields: UserFieldChanges = {}
    const changes: Record<string, { from: unknown; to: unknown }> = {}
    const name = body.name?.trim()
    if (name !== undefined && name !== target.name) {
      fields.name = name
      changes.name = { from: target.name, to: name }
    }
    for (const key of ['function', 'department'] as const) {
      const value = clean(body[key])
      if (value !== undefined && value !== target[key]) {
        fields[key] = value
        changes[key] = { from: target[key], to: value }
      }
    }
    if (body.manager_emails !== undefined) {
      const emails = normaliseEmails(body.manager_emails).sort()
      const managerIds = await resolveManagers(tx, c.companyId, emails, target.email)
      const before = await managerEmailsOf(tx, target.id)
      if (!sameList(before, emails)) {
        await replaceManagers(tx, c.companyId, target.id, managerIds)
        changes.manager_emails = { from: before, to: emails }
      }
    }
    const currentLicenses = await licenseIdsOf(tx, target.id)
    let finalLicenses = currentLicenses
    let types: LicenseTypeRow[] = []
    if (body.license_ids !== undefined) {
      const ids = [...new Set(body.license_ids)].sort((a, b) => a - b)
      types = await checkedNominations(tx, c.companyId, ids)
      finalLicenses = ids
      if (!sameList(currentLicenses, ids)) {
        const kinds = ids.map((id) => types.find((t) => t.id === id)?.kind ?? 'user')
        const wasViewOnly = viewOnly(types, currentLicenses)
        const isViewOnly = viewOnly(types, ids)
        fields.isManager = kinds.includes('manager')
        if (target.role !== 'super_admin') fields.userRole = kinds.includes('admin') ? 'company_admin' : 'user'
        if (isViewOnly !== wasViewOnly) fields.policy = isViewOnly ? 'view' : 'edit'
        const after = { role: fields.userRole ?? target.role, policy: fields.policy ?? target.policy, status: target.status }
        if (runsAdminCenter(target) && !runsAdminCenter(after)) await ensureNotLastAdmin(c, 'remove your own Admin nomination')
        await syncLicenses(tx, {
          companyId: c.companyId,
          userId: target.id,
          licenseIds: ids,
          nominatedBy: c.auth.user.id,
          onboarded: target.hasCompletedOnboarding,
          at: now(),
        })
        changes.nominations = { from: titles(types, currentLicenses), to: titles(types, ids) }
      }
    }
    if (body.admin_nomination_date) {
      if (types.length === 0) types = await companyLicenseTypes(tx, c.companyId)
      const admin = types.find((t) => t.kind === 'admin' && finalLicenses.includes(t.id))
      if (!admin)
        throw badRequest('Only an Admin nomination has a nomination date.', [{ field: 'admin_nomination_date', message: 'Choose the Admin nomination first.' }])
      await setNominationDate(tx, target.id, admin.id, new Date(`${body.admin_nomination_date}T00:00:00Z`))
      changes.admin_nomination_date = { from: null, to: body.admin_nomination_date }
    }
    await updateUserFields(tx, target.id, fields, endsSessions(fields))
    await rememberFunctionAndDepartment(tx, c.companyId, fields.function, fields.department)
    if (Object.keys(changes).length) await record(c, 'user.update', { changes })
    return { message: ADMIN_MESSAGES.detailsUpdated, user_id: target.id }
  }

  /** PUT /update_user_details: a status change, an admin change, or the user's details — one at a time. */
  async function update(auth: AuthContext, body: TUpdateUserRequest): Promise<Done> {
    const hasDetails = DETAIL_KEYS.some((k) => body[k] !== undefined) || (body.status === undefined && body.license_ids !== undefined)
    const hasRole = body.mark_admin !== undefined || body.role !== undefined
    const kinds = [body.status !== undefined, hasRole, hasDetails].filter(Boolean).length
    if (kinds === 0) throw badRequest('Nothing to update: send a status, mark_admin or user details.')
    if (kinds > 1) throw badRequest('Send a status, an admin change or user details, one at a time.')
    if (body.status !== undefined && body.license_ids?.length) throw badRequest('A status change carries an empty license list.')
    if (hasDetails) {
      const check = validateUserDetails(body, isoDay(now()))
      if (!check.ok) throw badRequest(check.message, check.fields)
    }
    return withTargetUser(auth, body.user_id, (c) => {
      if (body.status !== undefined) return changeStatus(c, body.status)
      if (hasRole) return changeRole(c, body.role ?? (body.mark_admin ? 'company_admin' : 'user'))
      return changeDetails(c, body)
    })
  }

  /** Runs `change` in the target user's tenant; a company admin reaches only their own company's users. */
  async function withTargetUser<T>(auth: AuthContext, userId: number, change: (c: Ctx) => Promise<T>): Promise<T> {
    let companyId = auth.user.companyId
    if (isSuperAdmin(auth.actor)) {
      const found = await findUserCompany(deps.db, userId)
      if (!found) throw notFound('No such user.')
      companyId = found.companyId
    }
    return deps.db.withTenant(companyId, async (tx) => {
      // A company admin's tenant holds only their company: another company's user is simply not found.
      const target = await findTargetUser(tx, userId)
      if (!target) throw notFound('No such user.')
      if (target.role === 'super_admin' && !isSuperAdmin(auth.actor)) throw forbidden('Only a super admin can change a super admin.')
      return change({ tx, auth, target, companyId })
    })
  }

  /** Admin center → user → Sign out everywhere: every token the user holds stops working at once. */
  async function signOutEverywhere(auth: AuthContext, userId: number): Promise<Done> {
    return withTargetUser(auth, userId, async (c) => {
      await endUserSessions(c.tx, c.target.id)
      await record(c, 'user.sign_out_everywhere', {})
      return { message: `${c.target.name} is signed out on every device.`, user_id: c.target.id }
    })
  }

  /** POST /invite_new_user. Non-super-admins invite into their own company only; super admins into any. */
  async function invite(auth: AuthContext, body: TInvite) {
    const superAdmin = isSuperAdmin(auth.actor)
    if (!superAdmin && body.company_id !== null && body.company_id !== auth.user.companyId) {
      throw forbidden('You can only invite users to your own company.')
    }
    const companyId = superAdmin ? body.company_id : auth.user.companyId
    const allowed = invites.take(companyId ?? auth.user.companyId)
    if (!allowed.ok) throw new RateLimitedError(allowed.retryAfterSeconds)
    const check = validateInvite({ ...body, company_id: companyId })
    if (!check.ok || companyId === null) throw badRequest(check.ok ? ADMIN_MESSAGES.mandatory : check.message, check.ok ? [] : check.fields)
    const email = body.email.trim()
    const created = await deps.db
      .withTenant(companyId, async (tx) => {
        const company = await findCompanyName(tx, companyId)
        if (!company) throw notFound('No such company.')
        if (await emailTaken(tx, companyId, email)) {
          const message = `${email} already has an account in ${company}.`
          throw new AppError(409, 'email_taken', message, [{ field: 'email', message }])
        }
        const ids = [...new Set(body.license_ids)]
        const types = await checkedNominations(tx, companyId, ids)
        const managerIds = await resolveManagers(tx, companyId, normaliseEmails(body.manager_emails), email)
        const kinds = ids.map((id) => types.find((t) => t.id === id)?.kind ?? 'user')
        const fn = clean(body.function) ?? null
        const dept = clean(body.department) ?? null
        const userId = await insertUser(tx, {
          companyId,
          name: body.name.trim(),
          email,
          function: fn,
          department: dept,
          userRole: kinds.includes('admin') ? 'company_admin' : 'user',
          policy: kinds.some(isViewOnlyKind) ? 'view' : 'edit',
          isManager: kinds.includes('manager'),
          onboardingDate: isoDay(now()),
          nominatedBy: auth.user.id,
        })
        await syncLicenses(tx, { companyId, userId, licenseIds: ids, nominatedBy: auth.user.id, onboarded: false, at: now() })
        await replaceManagers(tx, companyId, userId, managerIds)
        await rememberFunctionAndDepartment(tx, companyId, fn, dept)
        const target = { id: userId } as TargetUser
        await record({ tx, auth, target, companyId }, 'user.invite', { email, nominations: titles(types, ids), send_email: body.send_email })
        return { userId, company }
      })
      .catch((err: unknown) => {
        // Two invites of one address racing: the unique index decides, the loser hears the same clear error.
        if ((err as { cause?: { code?: string } })?.cause?.code === '23505') throw new AppError(409, 'email_taken', `${email} already has an account.`)
        throw err
      })
    let emailStatus: 'sent' | 'stored' | 'failed' | 'not_sent' = 'not_sent'
    if (body.send_email) {
      const mail = inviteEmail({
        name: body.name.trim(),
        email,
        company: created.company,
        inviterName: auth.user.name,
        signInUrl: `${deps.config.publicUrl}/login`,
      })
      const sent = await mailer.send({ companyId, userId: created.userId, to: email, template: 'invite', ...mail })
      emailStatus = sent.status
    }
    return { message: ADMIN_MESSAGES.inviteSent, data: { user_id: created.userId, email_status: emailStatus } }
  }

  return { update, invite, signOutEverywhere }
}
