// A fake of MSG91's HTTP API v5 (node:http on an ephemeral port) that can be told to fail or hang: the provider faults
// of issue 30 §3 (decision 090). It answers the Flow API's send (`POST /api/v5/flow/`) and SendOTP's voice steps like
// MSG91 does, records each SMS it accepted, and in 'fail' mode answers 500, in 'hang' mode never answers (until it is
// told otherwise or closed), so our time-out is what ends the request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Msg91FakeMode = 'ok' | 'fail' | 'hang'

export interface Msg91Fake {
  baseUrl: string
  /** SMS accepted while 'ok': the recipient's number (91XXXXXXXXXX), the text and the OTP variable when there was one. */
  readonly sent: { mobiles: string; text: string; otp?: string }[]
  /** Requests seen in any mode. */
  readonly requests: number
  setMode(mode: Msg91FakeMode): void
  close(): Promise<void>
}

export async function startMsg91Fake(opts: { authKey?: string } = {}): Promise<Msg91Fake> {
  let mode: Msg91FakeMode = 'ok'
  let requests = 0
  const sent: Msg91Fake['sent'] = []
  const hanging = new Set<ServerResponse>()
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      requests++
      if (mode === 'hang') {
        hanging.add(res)
        res.on('close', () => hanging.delete(res))
        return
      }
      if (mode === 'fail') return json(res, 500, { type: 'error', message: 'Internal server error' })
      if (opts.authKey && req.headers.authkey !== opts.authKey) return json(res, 401, { type: 'error', code: '401' })
      const url = new URL(req.url ?? '/', 'http://fake')
      if (req.method === 'POST' && url.pathname === '/api/v5/flow/') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { recipients?: typeof sent }
        for (const r of body.recipients ?? []) sent.push({ mobiles: r.mobiles, text: r.text, ...(r.otp ? { otp: r.otp } : {}) })
        return json(res, 200, { type: 'success', message: 'fake-request-id' })
      }
      if (url.pathname === '/api/v5/otp' || url.pathname === '/api/v5/otp/retry') return json(res, 200, { type: 'success' })
      json(res, 404, { type: 'error', message: 'not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    get requests() {
      return requests
    },
    setMode(next) {
      mode = next
      if (next !== 'hang') for (const res of hanging) res.destroy()
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
