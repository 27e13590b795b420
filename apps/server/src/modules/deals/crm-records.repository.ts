import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { crmCustomFields } from '../../db/schema/crm'
import { accounts, contacts, dealStages, deals, emails } from '../../db/schema/deals'
import { users } from '../../db/schema/users'
import { latestByCrmId } from './crm-deal-changes'
import type { CrmAccount, CrmContact, CrmEmail, CrmFieldDef, CrmStage } from './providers/crm-provider'

// The CRM mirror's accounts, contacts, stages, custom fields and e-mails; upserts keyed on (company_id, CRM id).

/** `pipeline|stage id` → the deal_stages row and its label. */
export type StageMap = Map<string, { id: number; name: string }>
export const stageKey = (pipeline: string, crmStageId: string) => `${pipeline}|${crmStageId}`

export async function upsertStages(tx: Db, companyId: number, stages: readonly CrmStage[]): Promise<StageMap> {
  const map: StageMap = new Map()
  // One row per (pipeline, label): a pipeline repeating a label keeps its first stage.
  const unique = new Map<string, CrmStage>()
  for (const s of stages) if (!unique.has(`${s.pipeline}|${s.name}`)) unique.set(`${s.pipeline}|${s.name}`, s)
  if (unique.size === 0) return map
  const rows = await tx
    .insert(dealStages)
    .values(
      [...unique.values()].map((s) => ({
        companyId,
        pipeline: s.pipeline,
        name: s.name,
        crmStageId: s.crmStageId,
        displayOrder: s.displayOrder,
        stageGroup: s.group,
      })),
    )
    .onConflictDoUpdate({
      target: [dealStages.companyId, dealStages.pipeline, dealStages.name],
      set: { crmStageId: sql`excluded.crm_stage_id`, displayOrder: sql`excluded.display_order`, stageGroup: sql`excluded.stage_group` },
    })
    .returning({ id: dealStages.id, pipeline: dealStages.pipeline, crmStageId: dealStages.crmStageId, name: dealStages.name })
  for (const r of rows) map.set(stageKey(r.pipeline, r.crmStageId ?? r.name), { id: r.id, name: r.name })
  return map
}

/** Deal custom fields become dashboard filters (crm_custom_fields, table crm_deals); labels and types follow the CRM. */
export async function upsertDealCustomFields(tx: Db, companyId: number, fields: readonly CrmFieldDef[]): Promise<void> {
  if (fields.length === 0) return
  await tx
    .insert(crmCustomFields)
    .values(fields.map((f, i) => ({ companyId, label: f.label, dbField: f.name, tableName: 'crm_deals', fieldType: f.type, displayOrder: i })))
    .onConflictDoUpdate({
      target: [crmCustomFields.companyId, crmCustomFields.tableName, crmCustomFields.dbField],
      set: { label: sql`excluded.label`, fieldType: sql`excluded.field_type` },
    })
}

/** CRM owners → Parley users of the company by e-mail (case-insensitive); owners without a user stay unmapped. */
export async function userIdsByEmail(tx: Db, emailsOfOwners: readonly string[]): Promise<Map<string, number>> {
  if (emailsOfOwners.length === 0) return new Map()
  const rows = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emailsOfOwners]))
  return new Map(rows.map((r) => [r.email, r.id]))
}

async function idsBy(tx: Db, table: typeof accounts | typeof deals | typeof contacts, crmIds: readonly (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(crmIds.filter((id): id is string => id !== null))]
  if (wanted.length === 0) return new Map()
  const column = table === accounts ? accounts.crmAccountId : table === deals ? deals.crmDealId : contacts.crmContactId
  const rows = await tx.select({ id: table.id, crmId: column }).from(table).where(inArray(column, wanted))
  return new Map(rows.flatMap((r) => (r.crmId === null ? [] : [[r.crmId, r.id]])))
}

export const accountIdsByCrmId = (tx: Db, crmIds: readonly (string | null)[]) => idsBy(tx, accounts, crmIds)
export const dealIdsByCrmId = (tx: Db, crmIds: readonly (string | null)[]) => idsBy(tx, deals, crmIds)
export const contactIdsByCrmId = (tx: Db, crmIds: readonly (string | null)[]) => idsBy(tx, contacts, crmIds)

/** Accounts; a stale record (older than the stored one) does not overwrite. The domain joins custom_fields, as in the demo. */
export async function upsertAccounts(tx: Db, companyId: number, given: readonly CrmAccount[], owners: ReadonlyMap<string, number>): Promise<number> {
  const records = latestByCrmId(given)
  if (records.length === 0) return 0
  const rows = await tx
    .insert(accounts)
    .values(
      records.map((a) => ({
        companyId,
        crmAccountId: a.crmId,
        crmName: a.name,
        name: a.name,
        ownerId: a.ownerCrmId ? (owners.get(a.ownerCrmId) ?? null) : null,
        industry: a.industry,
        customFields: a.domain ? { domain: a.domain } : {},
        crmUpdatedAt: a.updatedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [accounts.companyId, accounts.crmAccountId],
      set: {
        crmName: sql`excluded.crm_name`,
        name: sql`excluded.name`,
        ownerId: sql`excluded.owner_id`,
        industry: sql`excluded.industry`,
        customFields: sql`${accounts.customFields} || excluded.custom_fields`,
        crmUpdatedAt: sql`excluded.crm_updated_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${accounts.crmUpdatedAt} is null or excluded.crm_updated_at >= ${accounts.crmUpdatedAt}`,
    })
    .returning({ id: accounts.id })
  return rows.length
}

/** Contacts have no modification column: the latest sync's record is kept. */
export async function upsertContacts(tx: Db, companyId: number, given: readonly CrmContact[]): Promise<number> {
  const records = latestByCrmId(given)
  if (records.length === 0) return 0
  const accountIds = await accountIdsByCrmId(
    tx,
    records.map((c) => c.accountCrmId),
  )
  const rows = await tx
    .insert(contacts)
    .values(
      records.map((c) => ({
        companyId,
        crmContactId: c.crmId,
        accountId: c.accountCrmId ? (accountIds.get(c.accountCrmId) ?? null) : null,
        name: c.name,
        email: c.email,
        title: c.title,
        phone: c.phone,
      })),
    )
    .onConflictDoUpdate({
      target: [contacts.companyId, contacts.crmContactId],
      set: {
        accountId: sql`excluded.account_id`,
        name: sql`excluded.name`,
        email: sql`excluded.email`,
        title: sql`excluded.title`,
        phone: sql`excluded.phone`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: contacts.id })
  return rows.length
}

/**
 * E-mails, linked to the deal and account they were logged against and to the rep who owns them. The most numerous
 * records (200,000 in the benchmark), so one statement per page: the CRM ids are resolved by joins in the insert.
 */
export async function upsertEmails(tx: Db, companyId: number, given: readonly CrmEmail[], owners: ReadonlyMap<string, number>): Promise<number> {
  const records = latestByCrmId(given)
  if (records.length === 0) return 0
  const rows = records.map((e) => ({
    crm_email_id: e.crmId,
    deal_crm_id: e.dealCrmId,
    account_crm_id: e.accountCrmId,
    user_id: e.ownerCrmId ? (owners.get(e.ownerCrmId) ?? null) : null,
    subject: e.subject,
    from_email: e.fromEmail,
    to_emails: e.toEmails,
    cc_emails: e.ccEmails,
    direction: e.direction,
    received_at: e.sentAt.toISOString(),
    body: e.body,
  }))
  const result = await tx.execute(sql`
    insert into ${emails} (company_id, crm_email_id, deal_id, account_id, user_id, subject, from_email, to_emails, cc_emails, direction, received_at, body)
    select ${companyId}, t.crm_email_id, d.id, a.id, t.user_id, t.subject, t.from_email, t.to_emails, t.cc_emails, t.direction, t.received_at, t.body
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(crm_email_id text, deal_crm_id text, account_crm_id text, user_id int, subject text,
      from_email text, to_emails text[], cc_emails text[], direction text, received_at timestamptz, body text)
    left join ${deals} d on d.company_id = ${companyId} and d.crm_deal_id = t.deal_crm_id
    left join ${accounts} a on a.company_id = ${companyId} and a.crm_account_id = t.account_crm_id
    on conflict (company_id, crm_email_id) do update set
      deal_id = excluded.deal_id, account_id = excluded.account_id, user_id = excluded.user_id, subject = excluded.subject,
      from_email = excluded.from_email, to_emails = excluded.to_emails, cc_emails = excluded.cc_emails,
      direction = excluded.direction, received_at = excluded.received_at, body = excluded.body`)
  return result.rowCount ?? records.length
}
