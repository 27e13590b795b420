import { and, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dealContacts, dealStageHistory, deals } from '../../db/schema/deals'
import { planDealWrites, type StoredDealState } from './crm-deal-changes'
import { accountIdsByCrmId, contactIdsByCrmId, type StageMap, stageKey } from './crm-records.repository'
import type { CrmDeal } from './providers/crm-provider'

async function storedDeals(tx: Db, crmIds: readonly string[]): Promise<Map<string, StoredDealState>> {
  if (crmIds.length === 0) return new Map()
  const rows = await tx
    .select({ id: deals.id, crmDealId: deals.crmDealId, stageName: deals.stageName, stageChangedAt: deals.stageChangedAt, crmUpdatedAt: deals.crmUpdatedAt })
    .from(deals)
    .where(inArray(deals.crmDealId, [...crmIds]))
  return new Map(rows.map((r) => [r.crmDealId, r]))
}

/**
 * Deals of one page: duplicates collapse to the latest, stale records are dropped, the stage label comes from the
 * synced pipelines, each stage change adds a deal_stage_history row, and a deal the CRM sends again is live again
 * (deleted_at cleared). Answers the ids of the deals written.
 */
export async function upsertDeals(
  tx: Db,
  companyId: number,
  records: readonly CrmDeal[],
  ctx: { owners: ReadonlyMap<string, number>; stages: StageMap },
  /** Who made the stage changes: 'crm' (a sync) or 'import' (the built-in CRM's CSV import). */
  historySource: 'crm' | 'import' = 'crm',
): Promise<number[]> {
  if (records.length === 0) return []
  const labelled = records.map((d) => {
    const stage = d.stageCrmId ? ctx.stages.get(stageKey(d.pipeline, d.stageCrmId)) : undefined
    return { ...d, stageId: stage?.id ?? null, stageName: stage?.name ?? d.stageName ?? d.stageCrmId }
  })
  const plan = planDealWrites(labelled, await storedDeals(tx, [...new Set(labelled.map((d) => d.crmId))]))
  if (plan.writes.length === 0) return []
  const accountIds = await accountIdsByCrmId(
    tx,
    plan.writes.map((w) => w.deal.accountCrmId),
  )
  const written = await tx
    .insert(deals)
    .values(
      plan.writes.map(({ deal: d, stageChangedAt }) => ({
        companyId,
        crmDealId: d.crmId,
        crmName: d.name,
        name: d.name,
        accountId: d.accountCrmId ? (accountIds.get(d.accountCrmId) ?? null) : null,
        ownerId: d.ownerCrmId ? (ctx.owners.get(d.ownerCrmId) ?? null) : null,
        amount: d.amount,
        closeDate: d.closeDate,
        createdDate: d.createdAt,
        stageId: d.stageId,
        stageName: d.stageName,
        stageChangedAt,
        type: d.type,
        opportunityType: d.type,
        leadSource: d.leadSource,
        nextStep: d.nextStep,
        notes: d.notes,
        isClosed: d.isClosed ?? false,
        crmUrl: d.crmUrl,
        customFields: d.customFields,
        crmUpdatedAt: d.updatedAt,
        deletedAt: null,
      })),
    )
    .onConflictDoUpdate({
      target: [deals.companyId, deals.crmDealId],
      set: {
        ...Object.fromEntries(
          [
            'crm_name',
            'name',
            'account_id',
            'owner_id',
            'amount',
            'close_date',
            'created_date',
            'stage_id',
            'stage_name',
            'stage_changed_at',
            'type',
            'opportunity_type',
            'lead_source',
            'next_step',
            'notes',
            'is_closed',
            'crm_url',
            'crm_updated_at',
            'deleted_at',
          ].map((c) => [camel(c), sql.raw(`excluded.${c}`)]),
        ),
        // Custom fields merge, so a field the CRM stops sending keeps its last value rather than vanishing.
        customFields: sql`${deals.customFields} || excluded.custom_fields`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${deals.crmUpdatedAt} is null or excluded.crm_updated_at >= ${deals.crmUpdatedAt}`,
    })
    .returning({ id: deals.id, crmDealId: deals.crmDealId })
  const ids = new Map(written.map((w) => [w.crmDealId, w.id]))
  const history = plan.history.flatMap((h) => {
    const dealId = ids.get(h.crmDealId)
    return dealId === undefined ? [] : [{ companyId, dealId, fromStage: h.fromStage, toStage: h.toStage, changedAt: h.changedAt, source: historySource }]
  })
  if (history.length > 0) await tx.insert(dealStageHistory).values(history)
  await linkContacts(
    tx,
    companyId,
    plan.writes.flatMap((w) => {
      const dealId = ids.get(w.deal.crmId)
      return dealId === undefined ? [] : w.deal.contactCrmIds.map((c) => ({ dealId, contactCrmId: c }))
    }),
  )
  return written.map((w) => w.id)
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

async function linkContacts(tx: Db, companyId: number, links: { dealId: number; contactCrmId: string }[]): Promise<void> {
  if (links.length === 0) return
  const contactIds = await contactIdsByCrmId(
    tx,
    links.map((l) => l.contactCrmId),
  )
  const rows = links.flatMap((l) => {
    const contactId = contactIds.get(l.contactCrmId)
    return contactId === undefined ? [] : [{ companyId, dealId: l.dealId, contactId }]
  })
  if (rows.length > 0) await tx.insert(dealContacts).values(rows).onConflictDoNothing()
}

/** Deals deleted in the CRM are marked, never removed: calls mapped to them keep their history. Answers the ids marked. */
export async function markDealsDeleted(tx: Db, records: readonly { crmId: string; deletedAt: Date }[]): Promise<number[]> {
  const marked: number[] = []
  for (const r of records) {
    const rows = await tx
      .update(deals)
      .set({ deletedAt: r.deletedAt, updatedAt: sql`now()` })
      .where(and(inArray(deals.crmDealId, [r.crmId]), isNull(deals.deletedAt)))
      .returning({ id: deals.id })
    marked.push(...rows.map((x) => x.id))
  }
  return marked
}
