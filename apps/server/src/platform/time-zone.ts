import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

/** The user's own time zone (users.time_zone), for the dates of exports and charts. */
export async function findUserTimeZone(tx: Db, userId: number): Promise<string | null> {
  const { rows } = await tx.execute<{ tz: string | null }>(sql`select time_zone as tz from users where id = ${userId}`)
  return rows[0]?.tz ?? null
}
