import * as s from '../db/schema/index'
import { at, rowsOf, type TableRows } from './table-rows'
import type { DemoStreamItem } from './types'

/** Calendar and call batches (events, bots, recordings, participants, segments) as database rows. */
export function callRows(item: Extract<DemoStreamItem, { table: 'events' | 'bots' | 'recordings' | 'participants' | 'segments' }>): TableRows[] {
  switch (item.table) {
    case 'events':
      return [
        rowsOf(
          s.calendarEvents,
          item.rows.map((e) => ({
            id: e.id,
            companyId: e.companyId,
            userId: e.userId,
            connectionId: e.connectionId,
            gceId: e.gceId,
            icalUid: e.icalUid,
            title: e.title,
            description: e.description,
            startAt: at(e.startAt),
            endAt: at(e.endAt),
            organizerEmail: e.organizerEmail,
            meetingUrl: e.meetingUrl,
            meetingPlatform: e.platform,
            attendees: e.attendees.map((a) => ({ email: a.email, name: a.name, company: a.company, response: a.responseStatus, isInternal: a.isInternal })),
            attendeeEmails: e.attendees.map((a) => a.email.toLowerCase()),
            attendeeCompanies: [...new Set(e.attendees.map((a) => a.company).filter((c) => c !== ''))],
            isInternal: !e.isExternal,
            organizerType: e.organizerType,
            noteTakerAllowed: e.noteTakerAllowed,
            globalNoteTakerAllowed: e.globalNoteTakerAllowed,
            noteTakerMessage: e.noteTakerMessage,
            eventProperties: e.updatedByUser ? { updatedByUser: true } : {},
            latestEventType: e.latestEventType,
            status: e.status,
            source: e.source,
            agendaType: e.agendaType,
            customFields: e.callDisposition ? { call_disposition: e.callDisposition } : {},
            salesStage: e.salesStage,
            primaryDealId: e.dealId,
            notRecordedReason: e.notRecordedReason,
            createdAt: at(e.createdAt),
          })),
        ),
      ]
    case 'bots':
      return [
        rowsOf(
          s.notetakerBots,
          item.rows.map((b) => ({
            id: b.id,
            companyId: b.companyId,
            calendarEventId: b.calendarEventId,
            provider: 'recall',
            externalBotId: b.externalBotId,
            meetingUrl: b.meetingUrl,
            joinAt: at(b.joinAt),
            status: b.status,
            latestEventType: b.latestEventType,
            externalRecordingId: b.externalRecordingId,
            createdAt: at(b.joinAt - 3_600_000),
          })),
        ),
        rowsOf(
          s.botEvents,
          item.rows.flatMap((b) =>
            b.log.map((l) => ({ companyId: b.companyId, calendarEventId: b.calendarEventId, botId: b.id, eventType: l.type, at: at(l.at) })),
          ),
        ),
      ]
    case 'recordings':
      return [
        rowsOf(
          s.meetings,
          item.rows.map((r) => ({
            id: r.id,
            companyId: r.companyId,
            calendarEventId: r.calendarEventId,
            userId: r.userId,
            botId: r.botId,
            title: r.title,
            startTime: at(r.startedAt),
            endTime: at(r.startedAt + r.durationSec * 1000),
            videoDuration: r.durationSec,
            meetingPlatform: r.platform,
            source: r.source,
            transcriptType: 'RECALL',
            transcriptStatus: 'done',
            // Marks the row as demo data (the ingest vocabulary's 'demo' source), e.g. for the synthetic audio track.
            processingInfo: { source: 'demo' },
            language: r.language,
            agendaType: r.agendaType,
            callDisposition: r.callDisposition,
            isCrmUpdated: r.isCrmUpdated,
            createdAt: at(r.createdAt),
          })),
        ),
        rowsOf(
          s.meetingDeals,
          item.rows
            .filter((r) => r.dealId !== null)
            .map((r) => ({ companyId: r.companyId, meetingId: r.id, dealId: r.dealId ?? 0, isPrimary: true, source: 'auto', mappedAt: at(r.createdAt) })),
        ),
      ]
    case 'participants':
      return [
        rowsOf(
          s.meetingParticipants,
          item.rows.map((p) => ({
            companyId: p.companyId,
            meetingId: p.recordingId,
            userId: p.userId,
            name: p.name,
            email: p.email,
            side: p.side,
            isOrganizer: p.isOrganizer,
            talkTimeMs: p.talkTimeMs,
            wordCount: p.wordCount,
          })),
        ),
      ]
    case 'segments':
      return [
        rowsOf(
          s.transcriptSegments,
          item.rows.map((g) => ({
            companyId: g.companyId,
            meetingId: g.recordingId,
            idx: g.seq,
            speaker: g.speakerName,
            side: g.side,
            startMs: g.startMs,
            endMs: g.endMs,
            text: g.text,
          })),
        ),
      ]
  }
}
