import * as s from '../db/schema/index'
import { callRows } from './call-rows'
import { crmRows } from './crm-rows'
import { at, day, rowsOf, type TableRows } from './table-rows'
import type { DemoStreamItem, DemoUser } from './types'
import { LICENSE_ADMIN, LICENSE_MANAGER, LICENSE_USER, LICENSE_VIEW_ALL, LICENSE_VIEW_PARTICIPATED } from './users'

/**
 * Maps generated rows onto database rows. One generated batch may feed several tables (a user also gives a
 * calendar connection, manager links, functions and departments); CRM and call batches live in crm-rows.ts and
 * call-rows.ts.
 */

const LICENSE_KINDS: Record<string, (typeof s.licenseKind.enumValues)[number]> = {
  [LICENSE_USER]: 'user',
  [LICENSE_MANAGER]: 'manager',
  [LICENSE_ADMIN]: 'admin',
  [LICENSE_VIEW_ALL]: 'view_only_all_calls',
  [LICENSE_VIEW_PARTICIPATED]: 'view_only_participated_calls',
}

const CUSTOM_FIELDS = [
  { label: 'ACV', dbField: 'acv', tableName: 'crm_deals', fieldType: 'number', options: [] },
  { label: 'Products Discussed', dbField: 'products_discussed', tableName: 'crm_deals', fieldType: 'text', options: [] },
  { label: 'Sales Play', dbField: 'sales_play', tableName: 'crm_deals', fieldType: 'enum', options: ['Land', 'Expand', 'Displace', 'Retain'] },
  {
    label: 'Call Disposition',
    dbField: 'call_disposition',
    tableName: 'calendar_events',
    fieldType: 'enum',
    options: ['Connected', 'Meeting Booked', 'Voicemail', 'Gatekeeper', 'Not Interested'],
  },
] as const

/** Per-company name lists (functions, departments) already written, so each name goes in once. */
export class SeenNames {
  private readonly seen = new Set<string>()

  fresh(companyId: number, kind: string, names: (string | null)[]): string[] {
    const out: string[] = []
    for (const n of names) {
      if (!n) continue
      const key = `${companyId}/${kind}/${n.toLowerCase()}`
      if (this.seen.has(key)) continue
      this.seen.add(key)
      out.push(n)
    }
    return out
  }
}

function userRows(rows: DemoUser[], seen: SeenNames): TableRows[] {
  const companyId = rows[0]?.companyId ?? 0
  const nominator = rows.find((u) => u.role === 'company_admin' && u.policy === 'edit')
  return [
    rowsOf(
      s.functions,
      seen
        .fresh(
          companyId,
          'function',
          rows.map((u) => u.function),
        )
        .map((name) => ({ companyId, name })),
    ),
    rowsOf(
      s.departments,
      seen
        .fresh(
          companyId,
          'department',
          rows.map((u) => u.department),
        )
        .map((name) => ({ companyId, name })),
    ),
    rowsOf(
      s.users,
      rows.map((u) => ({
        id: u.id,
        companyId: u.companyId,
        name: u.name,
        email: u.email,
        phone: u.phone,
        function: u.function,
        department: u.department,
        location: u.location,
        platform: u.platform,
        timeZone: u.timeZone,
        userRole: u.role,
        isManager: u.isManager,
        policy: u.policy,
        status: u.status,
        onboardingDate: day(u.onboardingDate),
        licenseExpiryDate: u.licenseExpiryDate === null ? null : day(u.licenseExpiryDate),
        hasCompletedOnboarding: u.hasCompletedOnboarding,
        postMeetingEmail: u.postCallEmail,
        prepNotesEnabled: u.prepNoteMinutes !== null,
        prepNoteInterval: u.prepNoteMinutes,
        deleteMeetingAllowed: u.deleteMeetingAllowed,
        notetakerEnabled: true,
        notetakerInternalMeeting: u.notetaker.internalMeeting,
        notetakerExternalMeeting: u.notetaker.externalMeeting,
        notetakerInternalHost: u.notetaker.internalHost,
        notetakerExternalHost: u.notetaker.externalHost,
        notetakerSelfHost: u.notetaker.selfHost,
        privacyMessageEnabled: u.privacyMessage,
        // Only an earlier row may be named: the nominator is written before the people it nominated.
        nominatedBy: nominator && nominator.id < u.id ? nominator.id : null,
        metaData: {
          calendar_sync_pending: u.calendarSyncPending,
          disconnected_calendar_service_provider: u.calendarConnectionId !== null && !u.calendarIntegrated ? u.calendarProvider : null,
        },
        lastLoginAt: u.lastLoginAt === null ? null : at(u.lastLoginAt),
        createdAt: at(u.createdAt),
      })),
    ),
    rowsOf(
      s.userManagers,
      rows.flatMap((u) => u.managerIds.map((managerId) => ({ companyId: u.companyId, userId: u.id, managerId }))),
    ),
    rowsOf(
      s.calendarConnections,
      rows
        .filter((u) => u.calendarConnectionId !== null && u.calendarProvider !== null)
        .map((u) => ({
          id: u.calendarConnectionId ?? 0,
          companyId: u.companyId,
          userId: u.id,
          provider: u.calendarProvider ?? 'google',
          accountEmail: u.email,
          status: u.calendarIntegrated ? ('connected' as const) : ('disconnected' as const),
          lastSyncedAt: u.calendarLastSyncedAt === null ? null : at(u.calendarLastSyncedAt),
          syncPending: u.calendarSyncPending,
          createdAt: at(u.onboardingDate),
        })),
    ),
  ]
}

/** Database rows for one generated batch, in insertion order. */
export function toTableRows(item: DemoStreamItem, seen: SeenNames): TableRows[] {
  switch (item.table) {
    case 'companyDone':
      return []
    case 'companies':
      return [
        rowsOf(
          s.companies,
          item.rows.map((c) => ({
            id: c.id,
            name: c.name,
            parleyDomain: c.domain,
            crmName: c.crmName,
            metaData: { demo: true, competitors: c.competitors },
            createdAt: at(c.createdAt),
          })),
        ),
        rowsOf(
          s.companySettings,
          item.rows.map((c) => ({ companyId: c.id, settings: c.settings })),
        ),
        // The deals' custom fields (see crm.ts), offered as dynamic dashboard filters.
        rowsOf(
          s.crmCustomFields,
          item.rows.flatMap((c) =>
            CUSTOM_FIELDS.map((f, i) => ({
              companyId: c.id,
              label: f.label,
              dbField: f.dbField,
              tableName: f.tableName,
              fieldType: f.fieldType,
              options: [...f.options],
              displayOrder: i + 1,
            })),
          ),
        ),
      ]
    case 'licenseTypes':
      return [
        rowsOf(
          s.licenses,
          item.rows.map((l) => ({ id: l.id, companyId: l.companyId, title: l.title, kind: LICENSE_KINDS[l.title] ?? 'user' })),
        ),
      ]
    case 'users':
      return userRows(item.rows, seen)
    case 'userLicenses':
      return [
        rowsOf(
          s.userLicenses,
          item.rows.map((l) => ({
            companyId: item.companyId,
            userId: l.userId,
            licenseId: l.licenseId,
            onboardedStatus: l.onboarded,
            nominatedAt: at(l.nominatedAt),
            nominatedBy: l.nominatedById,
          })),
        ),
      ]
    case 'checklists':
      return [
        rowsOf(
          s.checklistDefinitions,
          item.rows.map((c) => ({
            companyId: c.companyId,
            uniqueName: c.uniqueName,
            signalLabel: c.label,
            detail: c.detail,
            dealStages: c.dealStages,
            agendaTypes: c.agendaTypes,
            callFunctions: c.callFunctions,
            properties: {
              why_text: c.whyText,
              how_text: c.howText,
              ...(c.whyVideo ? { why_video: c.whyVideo } : {}),
              ...(c.howVideo ? { how_video: c.howVideo } : {}),
              tags: c.tags.join(', '),
              ...(c.model ? { model: c.model } : {}),
            },
            signalType: c.signalType,
            signalCategory: c.signalCategory,
            isNegative: c.isNegative,
            displayOrder: c.sortOrder,
          })),
        ),
      ]
    case 'dealStages':
    case 'accounts':
    case 'contacts':
    case 'deals':
    case 'dealContacts':
    case 'stageChanges':
    case 'emails':
      return crmRows(item)
    case 'events':
    case 'bots':
    case 'recordings':
    case 'participants':
    case 'segments':
      return callRows(item)
  }
}
