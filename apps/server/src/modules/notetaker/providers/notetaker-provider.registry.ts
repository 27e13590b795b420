import type { Config } from '../../../config'
import { attendeeProvider } from './attendee/attendee.client'
import type { NotetakerProvider, NotetakerProviderId } from './notetaker-provider'
import { recallProvider } from './recall/recall.client'

export interface ProviderTestOverrides {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

/** Every configured provider by id (webhooks of either are accepted); a provider without an API key is absent. */
export function notetakerProviders(config: Config, overrides: ProviderTestOverrides = {}): Partial<Record<NotetakerProviderId, NotetakerProvider>> {
  const { recall, attendee } = config.notetaker
  return {
    ...(recall.apiKey
      ? { recall: recallProvider({ baseUrl: recall.baseUrl, apiKey: recall.apiKey, webhookSecret: recall.webhookSecret ?? null, ...overrides }) }
      : {}),
    ...(attendee.apiKey
      ? { attendee: attendeeProvider({ baseUrl: attendee.baseUrl, apiKey: attendee.apiKey, webhookSecret: attendee.webhookSecret ?? null, ...overrides }) }
      : {}),
  }
}

/** The provider new bots are sent with (NOTETAKER_PROVIDER), or null when it has no API key. */
export function activeNotetakerProvider(config: Config, overrides: ProviderTestOverrides = {}): NotetakerProvider | null {
  return notetakerProviders(config, overrides)[config.notetaker.provider] ?? null
}
