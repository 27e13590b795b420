import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Jobs } from '../../platform/jobs/jobs'
import type { Storage } from '../../platform/storage/storage'
import type { Analyzer } from '../analysis'
import type { NotetakerProvider, NotetakerProviderId } from './providers/notetaker-provider'
import { activeNotetakerProvider, notetakerProviders, type ProviderTestOverrides } from './providers/notetaker-provider.registry'

/** What the notetaker's use cases need; `jobs` absent (API tests) runs follow-up work inline. */
export interface NotetakerDeps {
  db: Database
  config: Config
  storage: Storage
  /** The provider new bots are sent with; null when none is configured (no bots are sent). */
  provider: NotetakerProvider | null
  /** Every configured provider, for webhooks and for bots sent before a provider switch. */
  providers: Partial<Record<NotetakerProviderId, NotetakerProvider>>
  jobs?: Jobs
  analyzer?: Analyzer
  now?: () => Date
}

export function notetakerDeps(
  base: { db: Database; config: Config; storage: Storage; jobs?: Jobs; now?: () => Date },
  overrides: ProviderTestOverrides = {},
): NotetakerDeps {
  return { ...base, provider: activeNotetakerProvider(base.config, overrides), providers: notetakerProviders(base.config, overrides) }
}
