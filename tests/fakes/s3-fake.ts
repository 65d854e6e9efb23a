// A local S3: s3rver (a local S3-compatible server) on 127.0.0.1, port 0, with a bucket made at start, behind a thin gate.
// s3rver checks that a request is signed but not the SigV4 signature itself, so the gate recomputes every signature
// from the known secret (AWS SigV4 for S3, single chunk, header auth), records what arrived, and by `mode` answers 500
// ('fail') or nothing at all ('hang'). The S3 storage's tests (server/modules/storage/s3.int.test.ts) and
// `npm run bench:faults` use it.
import { createHash, createHmac } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FaultMode } from './fault-mode.ts'

// s3rver ships no types; this is the part of its documented API we use.
type S3rverInstance = { callback(): RequestListener; configureBuckets(): Promise<void>; reset(): void }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  directory: string
  silent: boolean
  configureBuckets: Array<{ name: string }>
}) => S3rverInstance

/** s3rver's built-in account: it checks the key id exists, not the signature (the gate does). */
export const S3RVER_ACCESS_KEY_ID = 'S3RVER'

export interface S3Seen {
  method: string
  path: string
  contentType: string | undefined
  payloadHash: string | undefined
  authorization: string
  signatureValid: boolean
}

export interface S3Fake {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secret: string
  s3rver: S3rverInstance
  /** Every request that reached the gate, oldest first. */
  seen: S3Seen[]
  /** 'ok' passes validly signed requests to s3rver (403 otherwise); 'fail' answers 500; 'hang' never answers. */
  mode: FaultMode
  /** The keys of the bucket's objects (read from s3rver's directory). */
  keys(): string[]
  close(): Promise<void>
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** Recomputes the SigV4 signature of a request (AWS docs: "Create a signed AWS API request") with `secret`. */
export function signatureValid(req: IncomingMessage, secret: string): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    )
  if (!auth) return false
  const [, , date, region, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string]
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  const url = new URL(req.url ?? '/', 'http://gate')
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&')
  const headers = signedHeaders
    .split(';')
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('')
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, String(req.headers['x-amz-content-sha256'])].join(
    '\n',
  )
  const scope = `${date}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request')
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
}

export async function startS3Fake(options: { bucket?: string; region?: string; secret?: string } = {}): Promise<S3Fake> {
  const bucket = options.bucket ?? 'rx-bucket'
  const secret = options.secret ?? 'test-secret-never-logged-2b8c'
  const directory = mkdtempSync(join(tmpdir(), 'medwise-s3rver-'))
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  const fake = { seen: [] as S3Seen[], mode: 'ok' as FaultMode }
  const gate = createServer((req: IncomingMessage, res: ServerResponse) => {
    const valid = signatureValid(req, secret)
    fake.seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      contentType: req.headers['content-type'],
      payloadHash: req.headers['x-amz-content-sha256'] as string | undefined,
      authorization: req.headers.authorization ?? '',
      signatureValid: valid,
    })
    if (fake.mode === 'hang') return // never answers; close() drops the connection
    if (fake.mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/xml' })
      return res.end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>We broke</Message></Error>')
    }
    if (!valid) {
      res.writeHead(403, { 'content-type': 'application/xml' })
      return res.end('<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>no</Message></Error>')
    }
    handle(req, res)
  })
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve))
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`,
    bucket,
    region: options.region ?? 'ap-south-1',
    accessKeyId: S3RVER_ACCESS_KEY_ID,
    secret,
    s3rver,
    keys() {
      // s3rver keeps an object at <directory>/<bucket>/<key>._S3rver_object (its file store's layout).
      const root = join(directory, bucket)
      if (!existsSync(root)) return []
      return readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => f.slice(0, -'._S3rver_object'.length))
    },
    async close() {
      gate.closeAllConnections()
      await new Promise<void>((resolve) => gate.close(() => resolve()))
      rmSync(directory, { recursive: true, force: true })
    },
  })
}
