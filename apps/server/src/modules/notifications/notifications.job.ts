import { z } from 'zod'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs'
import type { Mailer } from '../../platform/mail/mail'
import { mailerFor } from '../../platform/mail/mailer-for'
import { listDuePrepNotes } from './notifications.repository'
import { sendPostCallEmail } from './post-call-email.service'
import { type NotificationDeps, sendPrepNote } from './prep-notes.service'

export const PREP_NOTES_SWEEP = 'prep-notes-sweep'
export const PREP_NOTE = 'prep-note'
export const POST_CALL_EMAIL = 'post-call-email'

const ZPrepNoteData = z.object({ companyId: z.number().int().positive(), eventId: z.number().int().positive() })
const ZPostCallEmailData = z.object({ companyId: z.number().int().positive(), meetingId: z.number().int().positive() })
export type PostCallEmailData = z.infer<typeof ZPostCallEmailData>

/** Queues a processed call's summary e-mail (the process-call job's hook); one pending job per call. */
export async function enqueuePostCallEmail(jobs: Jobs, data: PostCallEmailData): Promise<void> {
  await jobs.send(POST_CALL_EMAIL, data, { singletonKey: `post-call-email-${data.meetingId}` })
}

/**
 * Three queues: `prep-notes-sweep` every minute names the events whose prep note is due and queues one `prep-note`
 * job each (or sends inline without a queue); `post-call-email` is queued when a call's processing finishes.
 * Sending is claimed on the row, so retries and overlapping sweeps never send an e-mail twice.
 */
export function notificationJobs(deps: { db: Database; config: Config; jobs?: Jobs; now?: () => Date }, mailer?: Mailer): JobDefinition[] {
  // Built on first use, so registering the queues opens no SMTP pool.
  let built: NotificationDeps | undefined
  const notify = () => {
    built ??= { db: deps.db, config: deps.config, now: deps.now, mailer: mailer ?? mailerFor({ config: deps.config, db: deps.db, now: deps.now }) }
    return built
  }
  return [
    {
      name: PREP_NOTES_SWEEP,
      schedule: '* * * * *',
      policy: 'singleton',
      handler: async () => {
        for (const e of await listDuePrepNotes(deps.db.system, deps.now?.() ?? new Date())) {
          const data = { companyId: e.companyId, eventId: e.id }
          if (deps.jobs) await deps.jobs.send(PREP_NOTE, data, { singletonKey: `prep-note-${e.id}` })
          else await sendPrepNote(notify(), data)
        }
      },
    },
    {
      name: PREP_NOTE,
      policy: 'stately',
      handler: async (data) => {
        await sendPrepNote(notify(), ZPrepNoteData.parse(data))
      },
    },
    {
      name: POST_CALL_EMAIL,
      policy: 'stately',
      handler: async (data) => {
        await sendPostCallEmail(notify(), ZPostCallEmailData.parse(data))
      },
    },
  ]
}
