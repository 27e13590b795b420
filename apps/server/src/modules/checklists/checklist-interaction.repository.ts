import { and, eq } from 'drizzle-orm'
import type { TChecklistSourceType } from '@parley/shared/schemas/meeting-detail'
import type { Db } from '../../db/client'
import { bestPractices, meetingInsights, objections, swotInsights } from '../../db/schema/analysis'
import { checklistInteractions } from '../../db/schema/checklists'

/** Whether the row a panel item stands for exists on this call (an id of another call is not found). */
export async function itemExists(tx: Db, meetingId: number, type: TChecklistSourceType, id: number): Promise<boolean> {
  const table = { insight: meetingInsights, objection: objections, best_practice: bestPractices, positive_moment: swotInsights }[
    type as 'insight' | 'objection' | 'best_practice' | 'positive_moment'
  ]
  if (!table) return false
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.meetingId, meetingId)))
    .limit(1)
  return rows.length > 0
}

export async function insertInteraction(tx: Db, row: Omit<typeof checklistInteractions.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [inserted] = await tx.insert(checklistInteractions).values(row).returning({ id: checklistInteractions.id })
  return inserted?.id ?? 0
}
