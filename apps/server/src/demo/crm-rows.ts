import * as s from '../db/schema/index'
import { at, day, rowsOf, type TableRows } from './table-rows'
import type { DemoStreamItem } from './types'

/** CRM batches (stages, accounts, contacts, deals and their history, e-mails) as database rows. */
export function crmRows(
  item: Extract<DemoStreamItem, { table: 'dealStages' | 'accounts' | 'contacts' | 'deals' | 'dealContacts' | 'stageChanges' | 'emails' }>,
): TableRows[] {
  switch (item.table) {
    case 'dealStages':
      return [
        rowsOf(
          s.dealStages,
          item.rows.map((d) => ({ id: d.id, companyId: d.companyId, name: d.name, displayOrder: d.displayOrder, stageGroup: d.group })),
        ),
      ]
    case 'accounts':
      return [
        rowsOf(
          s.accounts,
          item.rows.map((a) => ({
            id: a.id,
            companyId: a.companyId,
            crmAccountId: a.crmAccountId,
            name: a.name,
            ownerId: a.ownerId,
            tier: a.tier,
            industry: a.industry,
            region: a.region,
            segment: a.segment,
            // No domain column yet: kept here so attendee domains can be matched to accounts.
            customFields: { domain: a.domain, employees: a.employees },
            crmUpdatedAt: at(a.createdAt),
            createdAt: at(a.createdAt),
          })),
        ),
      ]
    case 'contacts':
      return [
        rowsOf(
          s.contacts,
          item.rows.map((c) => ({
            id: c.id,
            companyId: c.companyId,
            crmContactId: c.crmContactId,
            accountId: c.accountId,
            name: c.name,
            email: c.email,
            title: c.title,
            phone: c.phone,
          })),
        ),
      ]
    case 'deals':
      return [
        rowsOf(
          s.deals,
          item.rows.map((d) => ({
            id: d.id,
            companyId: d.companyId,
            crmDealId: d.crmDealId,
            accountId: d.accountId,
            ownerId: d.ownerId,
            name: d.name,
            amount: d.amount,
            closeDate: day(d.closeDate),
            createdDate: at(d.createdAt),
            stageId: d.stageId,
            stageName: d.stage,
            stageChangedAt: at(d.stageChangedAt),
            type: d.dealType,
            leadSource: d.leadSource,
            nextStep: d.nextSteps,
            notes: d.notes,
            firstMeetingScore: d.firstMeetingScore,
            region: d.region,
            subRegion: d.subRegion,
            segment: d.segment,
            opportunityType: d.dealType,
            funnelByProduct: d.funnelByProduct,
            competitorName: d.competitor,
            winLossNotes: d.winLossNotes,
            isClosed: d.isClosed,
            crmUrl: d.crmUrl,
            customFields: d.customFields,
            crmUpdatedAt: at(d.stageChangedAt),
            createdAt: at(d.createdAt),
          })),
        ),
      ]
    case 'dealContacts':
      return [
        rowsOf(
          s.dealContacts,
          item.rows.map((d) => ({ companyId: d.companyId, dealId: d.dealId, contactId: d.contactId, role: d.role })),
        ),
      ]
    case 'stageChanges':
      return [
        rowsOf(
          s.dealStageHistory,
          item.rows.map((h) => ({ companyId: h.companyId, dealId: h.dealId, fromStage: h.fromStage, toStage: h.toStage, changedAt: at(h.changedAt) })),
        ),
      ]
    case 'emails':
      return [
        rowsOf(
          s.emails,
          item.rows.map((e) => ({
            companyId: e.companyId,
            crmEmailId: e.crmEmailId,
            dealId: e.dealId,
            accountId: e.accountId,
            userId: e.userId,
            subject: e.subject,
            fromEmail: e.fromEmail,
            toEmails: e.toEmails,
            ccEmails: e.ccEmails,
            direction: e.direction,
            receivedAt: at(e.sentAt),
            body: e.body,
            createdAt: at(e.sentAt),
          })),
        ),
      ]
  }
}
