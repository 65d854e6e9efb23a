// Which storage the process uses: an S3-compatible bucket when S3_BUCKET is set, else the local disk under
// `<DATA_DIR>/files` (the caller passes a temporary folder when DATA_DIR is 'memory://').
import { join } from 'node:path'
import { createLocalDiskStorage } from './local-disk.ts'
import { createS3Storage } from './s3.ts'
import type { FileStorage } from './storage.ts'

export interface StorageConfig {
  S3_ENDPOINT?: string
  S3_REGION?: string
  S3_BUCKET?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
}

/** The signing region when S3_REGION is unset: AWS's default, which MinIO and most compatible servers accept. */
export const DEFAULT_S3_REGION = 'us-east-1'

/** The settings S3 needs beside S3_BUCKET; the names of those missing (config.ts reports them at start). */
export function missingS3Settings(config: StorageConfig): string[] {
  if (!config.S3_BUCKET) return []
  return (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !config[name])
}

export function storageFromConfig(config: StorageConfig, dataDir: string): FileStorage {
  if (config.S3_BUCKET) {
    const missing = missingS3Settings(config)
    if (missing.length > 0) throw new Error(`S3_BUCKET is set, so file storage also needs ${missing.join(', ')}`)
    return createS3Storage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION || DEFAULT_S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    })
  }
  if (dataDir.startsWith('memory://')) {
    throw new Error('With DATA_DIR memory:// pass a temporary folder for files (nothing is kept in memory)')
  }
  return createLocalDiskStorage(join(dataDir, 'files'))
}
