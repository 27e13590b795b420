import type { Db } from '../db/client'
import { auditLog } from '../db/schema/audit'

/** One row of the audit log: who did what to which record of a company. */
export interface AuditEntry {
  companyId: number
  actorUserId: number | null
  impersonatorUserId?: number | null
  action: string
  targetType: string
  targetId: number | string | null
  details: Record<string, unknown>
}

export async function audit(tx: Db, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: e.companyId,
    actorUserId: e.actorUserId,
    impersonatorUserId: e.impersonatorUserId ?? null,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId === null ? null : String(e.targetId),
    details: e.details,
  })
}
