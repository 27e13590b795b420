import { boolean, index, integer, jsonb, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, updatedAt } from './columns'
import { meetings } from './meetings'
import { users } from './users'

/** Why/how material of a checklist signal (the library signal's properties). */
export interface ChecklistProperties {
  why_text?: string
  why_video?: string
  how_text?: string
  how_video?: string
  /** Comma-separated tags, as the spec carries them. */
  tags?: string
  [key: string]: unknown
}

/**
 * The checklist library: the signals the analyzer scores on each call. Every company has its own copy (the
 * product library is copied in at company creation), so a company may edit its signals freely.
 */
export const checklistDefinitions = pgTable(
  'checklist_definitions',
  {
    id: pk(),
    companyId: tenantId(),
    /** Stable key of the signal (unique_name), shared by copies of the same library signal. */
    uniqueName: text().notNull(),
    signalLabel: text().notNull(),
    detail: text(),
    /** Deal stages the signal applies to (library filter dealStage). */
    dealStages: text().array().notNull().default([]),
    /** Agenda types and call functions the signal applies to; empty means all. */
    agendaTypes: text().array().notNull().default([]),
    callFunctions: text().array().notNull().default([]),
    properties: jsonb().$type<ChecklistProperties>().notNull().default({}),
    /** checklist | insight */
    signalType: text().notNull().default('checklist'),
    /** advanced | … */
    signalCategory: text(),
    /** A negative signal reverses score colours (e.g. objections). */
    isNegative: boolean().notNull().default(false),
    /** Weight of the signal in deal scores (likeliness rows, deal review stage signals); 1 by default. */
    weight: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
    displayOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('checklist_definitions_company_name_uq').on(t.companyId, t.uniqueName)],
)

/** POST /users/checklistInteraction: copy, thumbs-down, remove-thumbs-down, bug_raise_in_checklist. */
export const checklistInteractions = pgTable(
  'checklist_interactions',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    meetingId: integer().references(() => meetings.id, { onDelete: 'cascade' }),
    actionType: text().notNull(),
    pageUrl: text(),
    refBody: jsonb().$type<unknown>(),
    /** What was acted on: e.g. an insight or objection id and its kind. */
    sourceId: text(),
    sourceType: text(),
    createdAt: createdAt(),
  },
  (t) => [index('checklist_interactions_company_created_idx').on(t.companyId, t.createdAt), index('checklist_interactions_meeting_idx').on(t.meetingId)],
)
