import type { Db } from '../../db/client'
import { errorReports, trackingEvents, utmOrigins } from '../../db/schema/tracking'

export type NewErrorReport = typeof errorReports.$inferInsert
export type NewTrackingEvent = typeof trackingEvents.$inferInsert
export type NewUtmOrigin = typeof utmOrigins.$inferInsert

export async function insertErrorReport(tx: Db, r: NewErrorReport): Promise<void> {
  await tx.insert(errorReports).values(r)
}
export async function insertTrackingEvent(tx: Db, e: NewTrackingEvent): Promise<void> {
  await tx.insert(trackingEvents).values(e)
}
export async function insertUtmOrigin(tx: Db, o: NewUtmOrigin): Promise<void> {
  await tx.insert(utmOrigins).values(o)
}
