import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { fileStorageFor, publicFolders } from './file-storage.ts'

// Which storage the process keeps prescriptions in (services.ts): FILES_DIR, a temporary folder, or a bucket.

const base = mkdtempSync(join(tmpdir(), 'medwise-files-test-'))
afterAll(() => rmSync(base, { recursive: true, force: true }))
const key = 'prescriptions/2026/11/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.pdf'
const pdf = new TextEncoder().encode('%PDF-1.7')

describe('fileStorageFor', () => {
  test('FILES_DIR: the files sit there, beside the database’s folder rather than in it', async () => {
    const dir = join(base, 'files')
    await fileStorageFor({ FILES_DIR: dir, DATA_DIR: join(base, 'db') }).put(key, pdf, 'application/pdf')
    expect(readFileSync(join(dir, key), 'utf8')).toBe('%PDF-1.7')
    expect(existsSync(join(base, 'db'))).toBe(false)
  })

  test.each([
    ['no FILES_DIR (tests)', {}],
    ['DATA_DIR=memory://', { FILES_DIR: join(base, 'not-this-one'), DATA_DIR: 'memory://' }],
  ])('%s: a temporary folder of its own, made on first use', async (_, config) => {
    const one = fileStorageFor(config)
    const two = fileStorageFor(config)
    await one.put(key, pdf, 'application/pdf')
    expect(await one.get(key)).toEqual({ bytes: pdf, contentType: 'application/pdf' })
    expect(await two.get(key)).toBeNull()
    expect(existsSync(join(base, 'not-this-one'))).toBe(false)
  })

  test('a folder the server serves to anyone is refused at start', () => {
    const [client, pub] = publicFolders('build')
    expect(() => fileStorageFor({ FILES_DIR: join(client!, 'files') })).toThrow(/must not be inside .*build\/client/)
    expect(() => fileStorageFor({ FILES_DIR: pub! })).toThrow(/must not be inside .*public/)
    expect(() => fileStorageFor({ FILES_DIR: resolve(client!, '..', 'client-files') })).not.toThrow()
  })

  test('S3_BUCKET: the bucket (it talks to the endpoint, not the disk)', async () => {
    const storage = fileStorageFor({
      S3_BUCKET: 'rx-bucket',
      S3_ENDPOINT: 'http://127.0.0.1:1', // nothing listens: the call fails at once
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      FILES_DIR: join(base, 'unused'),
    })
    const error = await storage.get(key).catch((e: unknown) => e)
    expect(AppError.is(error) && [error.status, error.code]).toEqual([503, 'storage_unavailable'])
    expect(existsSync(join(base, 'unused'))).toBe(false)
  })
})
