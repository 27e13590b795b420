import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { calendarEvents } from '../../db/schema/calendar'
import { checklistDefinitions, type ChecklistProperties } from '../../db/schema/checklists'
import { dealStages } from '../../db/schema/deals'
import { meetings } from '../../db/schema/meetings'

export interface SignalRow {
  id: number
  uniqueName: string
  signalLabel: string
  detail: string | null
  dealStages: string[]
  agendaTypes: string[]
  callFunctions: string[]
  properties: ChecklistProperties
  signalType: string
  signalCategory: string | null
  isNegative: boolean
  weight: number
}

const signalColumns = {
  id: checklistDefinitions.id,
  uniqueName: checklistDefinitions.uniqueName,
  signalLabel: checklistDefinitions.signalLabel,
  detail: checklistDefinitions.detail,
  dealStages: checklistDefinitions.dealStages,
  agendaTypes: checklistDefinitions.agendaTypes,
  callFunctions: checklistDefinitions.callFunctions,
  properties: checklistDefinitions.properties,
  signalType: checklistDefinitions.signalType,
  signalCategory: checklistDefinitions.signalCategory,
  isNegative: checklistDefinitions.isNegative,
  weight: checklistDefinitions.weight,
}

/** The tenant's active signals in library order (a library is tens of signals: the stage filter runs on these). */
export async function listActiveSignals(tx: Db): Promise<SignalRow[]> {
  return tx
    .select(signalColumns)
    .from(checklistDefinitions)
    .where(eq(checklistDefinitions.isActive, true))
    .orderBy(asc(checklistDefinitions.displayOrder), asc(checklistDefinitions.id))
}

export async function findActiveSignal(tx: Db, id: number): Promise<SignalRow | undefined> {
  const rows = await tx
    .select(signalColumns)
    .from(checklistDefinitions)
    .where(and(eq(checklistDefinitions.id, id), eq(checklistDefinitions.isActive, true)))
  return rows[0]
}

/** The tenant's deal stage names in funnel order (every pipeline). */
export async function listStageNamesInOrder(tx: Db): Promise<string[]> {
  const rows = await tx.select({ name: dealStages.name }).from(dealStages).orderBy(asc(dealStages.displayOrder), asc(dealStages.id))
  return rows.map((r) => r.name)
}

export interface AgendaMeeting {
  id: number
  agendaType: string | null
  processingStatus: number | null
  calendarEventId: number | null
}

/** A live (not deleted) recording of the tenant with its current agenda (the event's when the recording has none). */
export async function findMeetingForAgenda(tx: Db, meetingId: number): Promise<AgendaMeeting | undefined> {
  const rows = await tx
    .select({
      id: meetings.id,
      agendaType: sql<string | null>`coalesce(${meetings.agendaType}, ${calendarEvents.agendaType})`,
      processingStatus: meetings.processingStatus,
      calendarEventId: meetings.calendarEventId,
    })
    .from(meetings)
    .leftJoin(calendarEvents, eq(calendarEvents.id, meetings.calendarEventId))
    .where(and(eq(meetings.id, meetingId), isNull(meetings.deletedAt)))
  return rows[0]
}

/** Stores the agenda on the recording and its calendar event, with the call's processing status. */
export async function saveAgenda(tx: Db, meeting: AgendaMeeting, agenda: string | null, processingStatus: number | null): Promise<void> {
  await tx.update(meetings).set({ agendaType: agenda, processingStatus }).where(eq(meetings.id, meeting.id))
  if (meeting.calendarEventId !== null) {
    await tx.update(calendarEvents).set({ agendaType: agenda }).where(eq(calendarEvents.id, meeting.calendarEventId))
  }
}

export async function setProcessingStatus(tx: Db, meetingId: number, processingStatus: number | null): Promise<void> {
  await tx.update(meetings).set({ processingStatus }).where(eq(meetings.id, meetingId))
}

export async function findProcessingStatus(tx: Db, meetingId: number): Promise<number | null> {
  const rows = await tx.select({ status: meetings.processingStatus }).from(meetings).where(eq(meetings.id, meetingId))
  return rows[0]?.status ?? null
}
