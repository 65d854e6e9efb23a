// S3 storage against s3rver (a local S3-compatible server) behind a gate that checks every SigV4 signature, records
// what arrived, and can answer 500 or nothing at all for the failure tests (tests/fakes/s3-fake.ts).
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { createS3Storage, S3RequestError, STORAGE_UNAVAILABLE_MESSAGE, type S3StorageOptions } from './s3.ts'
import { storageContract } from '../../../tests/helpers/storage-contract.ts'
import { startS3Fake, type S3Fake } from '../../../tests/fakes/s3-fake.ts'

const SECRET = 'test-secret-never-logged-2b8c' // the gate checks every signature against this one
const WRONG_SECRET = 'wrong-secret-do-not-log-7f3a9'
const BUCKET = 'rx-bucket'
const REGION = 'ap-south-1'

let fake: S3Fake
let endpoint: string
let ACCESS_KEY_ID: string

beforeAll(async () => {
  fake = await startS3Fake({ bucket: BUCKET, region: REGION, secret: SECRET })
  endpoint = fake.endpoint
  ACCESS_KEY_ID = fake.accessKeyId
})

afterAll(async () => {
  await fake.close()
})

beforeEach(() => {
  fake.seen.length = 0
  fake.mode = 'ok'
})

const storage = (extra: Partial<S3StorageOptions> = {}) =>
  createS3Storage({ endpoint, region: REGION, bucket: BUCKET, accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET, ...extra })

storageContract('S3 (s3rver)', () => {
  fake.s3rver.reset() // an empty bucket for every test
  return fake.s3rver.configureBuckets().then(() => storage())
})

/** The AppError a call fails with, checked to be the 503 of the brief and to carry no secret anywhere. */
async function unavailable(call: Promise<unknown>): Promise<S3RequestError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(AppError.is(error)).toBe(true)
  const app = error as AppError
  expect([app.status, app.code, app.message]).toEqual([503, 'storage_unavailable', STORAGE_UNAVAILABLE_MESSAGE])
  expect(app.cause).toBeInstanceOf(S3RequestError)
  const everything = inspect(error, { depth: 10 }) + JSON.stringify(app.cause, Object.getOwnPropertyNames(app.cause))
  expect(everything).not.toContain(SECRET)
  expect(everything).not.toContain(WRONG_SECRET)
  expect(everything).not.toMatch(/Signature=/)
  return app.cause as S3RequestError
}

describe('S3 requests', () => {
  const key = 'prescriptions/2026/11/5d0c8a2e-1b3f-4a6d-9e7c-2f4b6d8a0c1e.png'

  test('PUT, GET and DELETE go path-style to /bucket/key, signed for the region, the body hash signed too', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255])
    const s3 = storage()
    await s3.put(key, bytes, 'image/png')
    expect(await s3.get(key)).toEqual({ bytes, contentType: 'image/png' })
    await s3.delete(key)
    const path = `/${BUCKET}/${key}`
    expect(fake.seen.map((r) => [r.method, r.path, r.signatureValid])).toEqual([
      ['PUT', path, true],
      ['GET', path, true],
      ['DELETE', path, true],
    ])
    expect(fake.seen[0]!.contentType).toBe('image/png')
    expect(fake.seen[0]!.payloadHash).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(fake.seen[0]!.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/\\d{8}/${REGION}/s3/aws4_request, `),
    )
  })

  test('virtual-hosted style puts the bucket in the host name', async () => {
    const urls: string[] = []
    const fake: typeof fetch = async (input) => {
      urls.push((input as Request).url)
      return new Response(null, { status: 200 })
    }
    await storage({ forcePathStyle: false, endpoint: 'https://s3.ap-south-1.amazonaws.com/', fetch: fake }).put(
      key,
      new Uint8Array([1]),
      'image/png',
    )
    expect(urls).toEqual([`https://${BUCKET}.s3.ap-south-1.amazonaws.com/${key}`])
  })

  test('wrong credentials: S3 refuses (403) and the call is the 503 AppError, the secret nowhere in it', async () => {
    const cause = await unavailable(storage({ secretAccessKey: WRONG_SECRET }).put(key, new Uint8Array([1]), 'image/png'))
    expect([cause.status, cause.s3Code, cause.message]).toEqual([
      403,
      'SignatureDoesNotMatch',
      `S3 PUT ${BUCKET}/${key}: HTTP 403 SignatureDoesNotMatch`,
    ])
    expect(fake.seen.map((r) => r.signatureValid)).toEqual([false])
  })

  test('a server error (5xx) is the 503 AppError, for put, get and delete alike, with no retry', async () => {
    fake.mode = 'fail'
    const s3 = storage()
    expect((await unavailable(s3.put(key, new Uint8Array([1]), 'image/png'))).status).toBe(500)
    expect((await unavailable(s3.get(key))).message).toBe(`S3 GET ${BUCKET}/${key}: HTTP 500 InternalError`)
    expect((await unavailable(s3.delete(key))).s3Code).toBe('InternalError')
    expect(fake.seen).toHaveLength(3)
  })

  test('a bucket that does not exist is an error, not a missing file', async () => {
    const s3 = storage({ bucket: 'no-such-bucket' })
    expect((await unavailable(s3.get(key))).s3Code).toBe('NoSuchBucket')
    expect((await unavailable(s3.put(key, new Uint8Array([1]), 'image/png'))).s3Code).toBe('NoSuchBucket')
  })

  test('a server that does not answer: the 503 AppError after the time-out', async () => {
    fake.mode = 'hang'
    const started = Date.now()
    const cause = await unavailable(storage({ timeoutMs: 200 }).get(key))
    expect(cause.message).toBe(`S3 GET ${BUCKET}/${key}: no answer within 0.2 s`)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('an unreachable endpoint: the 503 AppError', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const s3 = storage({ endpoint: `http://127.0.0.1:${port}`, secretAccessKey: WRONG_SECRET })
    const cause = await unavailable(s3.put(key, new Uint8Array([1]), 'image/png'))
    expect(cause.message).toBe(`S3 PUT ${BUCKET}/${key}: the server could not be reached`)
    await unavailable(s3.get(key))
    await unavailable(s3.delete(key))
  })
})

describe('S3 settings', () => {
  const base = { endpoint: 'http://127.0.0.1:9', region: REGION, bucket: BUCKET, accessKeyId: 'a', secretAccessKey: 'b' }
  test.each([
    [{ bucket: 'Bad_Bucket' }, /naming rules/],
    [{ bucket: 'ab' }, /naming rules/],
    [{ endpoint: 'not a url' }, /must be a URL/],
    [{ endpoint: 'ftp://files.example' }, /http:\/\/ or https:\/\//],
    [{ endpoint: 'https://user:hunter2@s3.example' }, /must not carry credentials/],
    [{ secretAccessKey: '' }, /secret access key/],
    [{ region: '' }, /needs a region/],
  ])('%j is refused at start', (change, message) => {
    expect(() => createS3Storage({ ...base, ...change })).toThrow(message)
  })

  test('a refused endpoint is not echoed (it may carry a password)', () => {
    expect(() => createS3Storage({ ...base, endpoint: 'https://user:hunter2@s3.example' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    )
  })
})
