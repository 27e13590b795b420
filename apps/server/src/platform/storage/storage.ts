import type { StorageConfig } from '../../config'
import { createLocalStorage } from './local-storage'
import type { Storage } from './storage-contract'

export * from './storage-contract'

export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'local') return createLocalStorage(config.dir)
  // Loaded only when configured: the AWS SDK is large and most installs keep files on disk.
  const { createS3Storage } = await import('./s3-storage.client')
  return createS3Storage(config)
}
