import { randomBytes } from 'node:crypto'
import { startFakeRecall } from '@parley/fakes/recall/recall-server'
import type { Config } from '../../../../config'
import { notetakerProviders } from '../notetaker-provider.registry'

/** How long a demo recording says it lasted: long enough for the analysis to give a call its insights. */
export const DEMO_RECORDED_SECONDS = 30 * 60

/** Delivers one signed webhook to Parley's own webhook route and answers its HTTP status. */
export type DemoWebhookDelivery = (headers: Record<string, string>, body: string) => Promise<number>

/** Anything that can answer a request in-process (the Fastify app's `inject`). */
interface Injectable {
  inject(req: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{ statusCode: number }>
}

export interface DemoNotetaker {
  /** The notetaker settings that send bots to the demo notetaker (Recall's protocol, on a local port). */
  notetaker: Config['notetaker']
  /** Where its status webhooks go: the app's own POST /api/notetaker/webhooks/recall. */
  deliverTo(app: Injectable): void
  stop(): Promise<void>
}

/** Demo mode without any notetaker service configured: the server brings its own, so the bot loop can be tried. */
export function wantsDemoNotetaker(config: Config): boolean {
  return config.demo && config.notetaker.demoNotetaker && Object.keys(notetakerProviders(config)).length === 0
}

/**
 * The built-in demo notetaker: the Recall.ai fake from packages/fakes, run in this process. Bots join at their
 * join_at (instant ones at once), stay in the call for `demoCallSeconds`, leave, and post signed status webhooks to
 * Parley's webhook route; `done` then fetches a synthetic recording and transcript through the Recall provider and
 * the call is ingested and analysed like any other. Null when demo mode is off or a real service is configured.
 */
export async function startDemoNotetaker(config: Config, options: { now?: () => number } = {}): Promise<DemoNotetaker | null> {
  if (!wantsDemoNotetaker(config)) return null
  const callMs = config.notetaker.demoCallSeconds * 1000
  const fake = await startFakeRecall({
    apiKey: `demo-${randomBytes(12).toString('hex')}`,
    now: options.now,
    autoplay: { inCallMs: callMs, tickMs: Math.max(50, Math.min(1000, callMs / 4)) },
    recordedSeconds: DEMO_RECORDED_SECONDS,
  })
  return {
    notetaker: {
      ...config.notetaker,
      provider: 'recall',
      recall: { baseUrl: fake.apiUrl, apiKey: fake.apiKey, webhookSecret: fake.webhookSecret },
    },
    deliverTo(app) {
      fake.setWebhookTarget(async (headers, body) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/notetaker/webhooks/recall',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        })
        return res.statusCode
      })
    },
    stop: () => fake.stop(),
  }
}
