// Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces, …) over the plain S3 REST API,
// signed with AWS Signature Version 4 by aws4fetch:
// - PutObject `PUT /<bucket>/<key>` with the bytes and their Content-Type, which S3 keeps as the object's
//   Content-Type and answers on GetObject; x-amz-content-sha256 carries the real SHA-256 of the bytes, so S3 checks
//   the payload against the signed hash and refuses a body damaged on the way (S3 docs, "Signature calculations for
//   the Authorization header: transferring payload in a single chunk").
// - GetObject `GET /<bucket>/<key>`: 200 with the bytes, 404 NoSuchKey when there is none (→ null); 404 NoSuchBucket
//   is a misconfigured bucket, an error like any other.
// - DeleteObject `DELETE /<bucket>/<key>`: 204, also for a missing key (S3 deletes idempotently; some compatible
//   servers answer 404 NoSuchKey, also fine).
// Path-style addressing (`endpoint/bucket/key`) by default, which every S3-compatible server supports; virtual-hosted
// style (`bucket.endpoint/key`) when forcePathStyle is false.
// Any other answer, a network failure or the time-out is AppError.unavailable (503, 'storage_unavailable'): the customer
// may try again, and the cause (method, key, HTTP status, S3 error code; never the credentials or the signature) is
// logged by the error mapper. No retries here: each request is bounded by timeoutMs and the caller decides.
import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import { AppError } from '../../lib/app-error.ts'
import { assertContentType, assertStorageKey, type FileStorage } from './storage.ts'

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is not answering. Please try again.'

export interface S3StorageOptions {
  /** The S3 API's base URL: 'https://s3.ap-south-1.amazonaws.com', 'http://127.0.0.1:9000' (MinIO), … */
  endpoint: string
  /** The signing region ('ap-south-1'); S3-compatible servers mostly accept 'us-east-1'. */
  region: string
  bucket: string
  accessKeyId: string
  /** A secret: kept in this closure only, never logged, never put in an error. */
  secretAccessKey: string
  /** `endpoint/bucket/key` (default) rather than `bucket.endpoint/key`. */
  forcePathStyle?: boolean
  fetch?: typeof fetch
  /** How long one request may take, answer body included (default 20 s: a 10 MB upload on a slow link). */
  timeoutMs?: number
}

/** What went wrong talking to S3, for the logs (the AppError's cause); names no secret. */
export class S3RequestError extends Error {
  override readonly name = 'S3RequestError'
  /** The HTTP status S3 answered, when it answered. */
  readonly status: number | undefined
  /** S3's error code ('AccessDenied', 'NoSuchBucket', …), when its answer had one. */
  readonly s3Code: string | undefined
  constructor(message: string, status?: number, s3Code?: string, options?: ErrorOptions) {
    super(message, options)
    this.status = status
    this.s3Code = s3Code
  }
}

// S3 bucket naming rules (docs: "General purpose bucket naming rules"): 3–63 characters, lower-case letters, digits,
// dots and hyphens, starting and ending with a letter or digit.
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { region, bucket, accessKeyId, secretAccessKey } = options
  const forcePathStyle = options.forcePathStyle ?? true
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 20_000
  if (!BUCKET_PATTERN.test(bucket)) throw new Error(`S3 bucket name ${JSON.stringify(bucket)} breaks S3's naming rules`)
  if (!region) throw new Error('S3 needs a region')
  if (!accessKeyId || !secretAccessKey) throw new Error('S3 needs an access key id and a secret access key')
  const base = parseEndpoint(options.endpoint)
  // retries: 0: aws4fetch would otherwise retry 5xx answers up to 10 times, beyond our time-out.
  const signer = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region, retries: 0 })

  function objectUrl(key: string): string {
    assertStorageKey(key) // keys need no escaping: the pattern allows only [a-z0-9._/-]
    if (forcePathStyle) return `${base.origin}${base.path}/${bucket}/${key}`
    return `${base.protocol}//${bucket}.${base.host}${base.path}/${key}`
  }

  /** One signed request; its answer read whole within the time-out. */
  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    init: { body?: Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; headers: Headers; body: Uint8Array }> {
    const url = objectUrl(key)
    const what = `S3 ${method} ${bucket}/${key}`
    try {
      const request = await signer.sign(url, {
        method,
        headers: init.headers,
        body: init.body as BodyInit | undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
      const res = await doFetch(request)
      return { status: res.status, headers: res.headers, body: new Uint8Array(await res.arrayBuffer()) }
    } catch (e) {
      const name = (e as { name?: unknown } | null)?.name
      const message =
        name === 'TimeoutError' || name === 'AbortError'
          ? `${what}: no answer within ${timeoutMs / 1000} s`
          : `${what}: the server could not be reached`
      throw unavailable(new S3RequestError(message, undefined, undefined, { cause: e }))
    }
  }

  function refused(method: string, key: string, answer: { status: number; body: Uint8Array }): AppError {
    const s3Code = errorCode(answer.body)
    const detail = s3Code ? ` ${s3Code}` : ''
    return unavailable(new S3RequestError(`S3 ${method} ${bucket}/${key}: HTTP ${answer.status}${detail}`, answer.status, s3Code))
  }

  return {
    async put(key, bytes, contentType) {
      assertContentType(contentType)
      const answer = await send('PUT', key, {
        body: bytes,
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      })
      if (answer.status !== 200) throw refused('PUT', key, answer)
    },

    async get(key) {
      const answer = await send('GET', key)
      // 404 NoSuchKey is a missing file; 404 NoSuchBucket is a misconfiguration, which must not look like one.
      if (answer.status === 404 && errorCode(answer.body) !== 'NoSuchBucket') return null
      if (answer.status !== 200) throw refused('GET', key, answer)
      return { bytes: answer.body, contentType: answer.headers.get('content-type') ?? 'application/octet-stream' }
    },

    async delete(key) {
      const answer = await send('DELETE', key)
      if (answer.status === 204 || answer.status === 200) return
      if (answer.status === 404 && errorCode(answer.body) !== 'NoSuchBucket') return
      throw refused('DELETE', key, answer)
    },
  }
}

function unavailable(cause: S3RequestError): AppError {
  return AppError.unavailable(STORAGE_UNAVAILABLE_MESSAGE, cause, undefined, 'storage_unavailable')
}

function parseEndpoint(endpoint: string): { origin: string; protocol: string; host: string; path: string } {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new Error('The S3 endpoint must be a URL such as https://s3.ap-south-1.amazonaws.com')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The S3 endpoint must be http:// or https://')
  // Credentials in the URL would end up in logs; the keys have their own settings.
  if (url.username || url.password) throw new Error('The S3 endpoint must not carry credentials; use the key settings')
  if (url.search || url.hash) throw new Error('The S3 endpoint must not have a query or a fragment')
  return { origin: url.origin, protocol: url.protocol, host: url.host, path: url.pathname.replace(/\/+$/, '') }
}

/** The `<Code>` of an S3 XML error body ('NoSuchBucket', 'AccessDenied', …), if it has one. */
export function errorCode(body: Uint8Array): string | undefined {
  const text = new TextDecoder().decode(body.subarray(0, 4096))
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1]
}
