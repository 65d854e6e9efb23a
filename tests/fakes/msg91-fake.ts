// A local fake of MSG91's HTTP API v5 (node:http on 127.0.0.1, port 0): it checks the authkey header and the shape of
// each request the way MSG91 documents it (Flow API for SMS; SendOTP and its voice retry for calls), records what it
// got, and answers as told: like MSG91 by default, or by a test's own `answer`, or failing (5xx) or hanging by `mode`.
// The MSG91 provider's tests (server/modules/notify/sms-provider.int.test.ts) and `npm run bench:faults` use it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FaultMode } from './fault-mode.ts'

export interface Msg91Request {
  method: string
  path: string
  query: Record<string, string>
  authkey: string | undefined
  contentType: string | undefined
  body: any
}

export type Msg91Answer = (req: Msg91Request, res: ServerResponse) => void

export interface Msg91Fake {
  baseUrl: string
  authKey: string
  /** Every request received, oldest first (also those failed or left hanging by `mode`). */
  requests: Msg91Request[]
  /** The requests answered with MSG91's success: what MSG91 would have delivered. */
  delivered: Msg91Request[]
  /** 'ok' answers with `answer`; 'fail' with HTTP 503; 'hang' never answers. */
  mode: FaultMode
  /** How 'ok' answers; msg91Like by default. */
  answer: Msg91Answer
  close(): Promise<void>
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** MSG91's documented answers for a key: 401 for another key, 400 for a malformed request, success otherwise. */
export function msg91Like(authKey: string): Msg91Answer {
  return (req, res) => {
    if (req.authkey !== authKey) return json(res, 401, { type: 'error', message: 'Authentication failure', code: '401' })
    if (req.method === 'POST' && req.path === '/api/v5/flow/') {
      const r = req.body?.recipients
      const ok =
        req.contentType?.startsWith('application/json') &&
        typeof req.body?.template_id === 'string' &&
        Array.isArray(r) &&
        r.length > 0 &&
        r.every((x: { mobiles?: unknown }) => /^91\d{10}$/.test(String(x?.mobiles)))
      return ok ? json(res, 200, { type: 'success', message: '5762846b4f8d285d378b4567' }) : json(res, 400, { type: 'error' })
    }
    if (req.method === 'POST' && req.path === '/api/v5/otp') {
      const ok = req.query.template_id && /^91\d{10}$/.test(req.query.mobile ?? '') && /^\d{4,9}$/.test(req.query.otp ?? '')
      return ok ? json(res, 200, { type: 'success', request_id: 'otp-req-1' }) : json(res, 400, { type: 'error' })
    }
    if (req.method === 'GET' && req.path === '/api/v5/otp/retry') {
      const ok = req.query.retrytype === 'voice' && /^91\d{10}$/.test(req.query.mobile ?? '')
      return ok ? json(res, 200, { type: 'success', message: 'retry send successfully' }) : json(res, 400, { type: 'error' })
    }
    json(res, 404, { type: 'error', message: 'not found' })
  }
}

export async function startMsg91Fake(options: { authKey?: string } = {}): Promise<Msg91Fake> {
  const authKey = options.authKey ?? 'fake-auth-key'
  const fake = {
    authKey,
    requests: [] as Msg91Request[],
    delivered: [] as Msg91Request[],
    mode: 'ok' as FaultMode,
    answer: msg91Like(authKey),
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        body = raw
      }
      const recorded: Msg91Request = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authkey: req.headers.authkey as string | undefined,
        contentType: req.headers['content-type'],
        body,
      }
      fake.requests.push(recorded)
      if (fake.mode === 'hang') return
      if (fake.mode === 'fail') return json(res, 503, { type: 'error', message: 'Service Unavailable' })
      // What MSG91 delivered: a 2xx answer of type 'success' from `answer`.
      const end = res.end.bind(res)
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (res.statusCode < 300 && typeof chunk === 'string' && chunk.includes('"success"')) fake.delivered.push(recorded)
        return (end as (...a: unknown[]) => ServerResponse)(chunk, ...rest)
      }) as typeof res.end
      fake.answer(recorded, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}

/** The SMS MSG91 accepted through the Flow API: each recipient's number (91XXXXXXXXXX), text and OTP variable. */
export function smsDelivered(fake: Pick<Msg91Fake, 'delivered'>): { mobiles: string; text: string; otp?: string }[] {
  return fake.delivered
    .filter((r) => r.path === '/api/v5/flow/')
    .flatMap((r) => (r.body?.recipients ?? []) as { mobiles: string; text: string; otp?: string }[])
}
