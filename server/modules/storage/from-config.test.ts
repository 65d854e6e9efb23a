import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { missingS3Settings, storageFromConfig } from './from-config.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'medwise-data-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const key = 'prescriptions/2026/11/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.pdf'
const s3 = {
  S3_BUCKET: 'rx-bucket',
  S3_ENDPOINT: 'http://127.0.0.1:1', // loopback, nothing listens: any request fails at once
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('storageFromConfig', () => {
  test('without S3_BUCKET: the local disk under <dataDir>/files', async () => {
    const storage = storageFromConfig({}, dataDir)
    await storage.put(key, new TextEncoder().encode('%PDF-1.7'), 'application/pdf')
    expect(readFileSync(join(dataDir, 'files', key), 'utf8')).toBe('%PDF-1.7')
    expect(await storage.get(key)).toEqual({ bytes: new TextEncoder().encode('%PDF-1.7'), contentType: 'application/pdf' })
  })

  test('S3 settings without S3_BUCKET are ignored: still the local disk', async () => {
    const { S3_BUCKET: _, ...rest } = s3
    expect(await storageFromConfig(rest, dataDir).get('prescriptions/2026/11/none.pdf')).toBeNull()
  })

  test('with S3_BUCKET: the S3 storage (it talks to the endpoint)', async () => {
    const error = await storageFromConfig(s3, dataDir)
      .get(key)
      .catch((e: unknown) => e)
    expect(AppError.is(error) && [error.status, error.code]).toEqual([503, 'storage_unavailable'])
  })

  test('with S3_BUCKET, the endpoint and both keys are required', () => {
    expect(missingS3Settings({ S3_BUCKET: 'rx-bucket' })).toEqual(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
    expect(missingS3Settings(s3)).toEqual([])
    expect(missingS3Settings({})).toEqual([])
    expect(() => storageFromConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined }, dataDir)).toThrow(
      'S3_BUCKET is set, so file storage also needs S3_SECRET_ACCESS_KEY',
    )
  })

  test('DATA_DIR memory:// is not a folder: the caller must give a temporary one', () => {
    expect(() => storageFromConfig({}, 'memory://')).toThrow(/pass a temporary folder/)
  })
})
