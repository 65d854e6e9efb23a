import http from 'node:http'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { corporates, users } from '../../server/db/schema.ts'
import { seedDemoAccounts } from '../../server/db/seed/demo-accounts.ts'
import { E2E_PORT, startServer } from './server-process.ts'

describe('the server process', () => {
  test('keeps its data across a restart and stops cleanly on SIGTERM', async () => {
    const first = await startServer({ port: E2E_PORT + 1 })
    // Writes carry a CSRF token bound to the visitor cookie, as from a page.
    const tokenRes = await fetch(`${first.url}/pwa-api/auth/csrf-token`)
    const visitor = /VISITOR-ID=[0-9a-f]{32}/.exec(tokenRes.headers.get('set-cookie') ?? '')![0]
    const { csrf_token } = (await tokenRes.json()) as { csrf_token: string }
    const writeHeaders = { 'content-type': 'application/json', cookie: visitor, 'x-csrf-token': csrf_token }
    const sent = await fetch(`${first.url}/pwa-api/webservices/app-install-link`, {
      method: 'POST',
      headers: writeHeaders,
      body: JSON.stringify({ number: '9123400001' }),
    })
    expect(sent.status).toBe(200)
    // A request in flight when SIGTERM arrives still gets its answer: its headers are in, its body is late. The server
    // says it has the request (100 Continue: its handler runs) before SIGTERM, and has begun to shut down (its log says
    // so) before the body is sent; no sleep decides the order.
    const body = JSON.stringify({ number: '9123400002' })
    let answered: (status: number) => void
    const inFlight = new Promise<number>((resolve) => (answered = resolve))
    const req = http.request(
      `${first.url}/pwa-api/webservices/app-install-link`,
      {
        method: 'POST',
        headers: { ...writeHeaders, 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      },
      (res) => {
        res.resume()
        answered(res.statusCode ?? 0)
      },
    )
    req.flushHeaders()
    await new Promise<void>((resolve) => req.once('continue', resolve))
    const exitCode = first.stop()
    await expect.poll(() => first.logs.some((l) => l.includes('"msg":"shutting down"')), { timeout: 10_000 }).toBe(true)
    req.end(body)
    expect(await inFlight).toBe(200)
    expect(await exitCode).toBe(0)
    expect(first.logs.some((l) => l.includes('"msg":"stopped"'))).toBe(true)
    // JSON logs with a request id.
    const access = first.logs
      .map((l) => {
        try {
          return JSON.parse(l)
        } catch {
          return null
        }
      })
      .find((l) => l?.msg === 'request')
    expect(access).toMatchObject({
      level: 'info',
      requestId: expect.any(String),
      method: expect.any(String),
      status: expect.any(Number),
    })

    const second = await startServer({ port: E2E_PORT + 1, dataDir: first.dataDir })
    try {
      const outbox = (await (await fetch(`${second.url}/__dev/outbox`)).json()) as { messages: Array<{ to: string }> }
      expect(outbox.messages.map((m) => m.to)).toContain('+919123400001')
      expect(second.logs.some((l) => l.includes('seeded database'))).toBe(false)
    } finally {
      expect(await second.stop()).toBe(0)
    }
  })

  test('production seeds no accounts, and refuses to start on a database holding the demo accounts', async () => {
    // A production configuration whose providers are never reached (no message is sent here).
    const env = {
      APP_ENV: 'production',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'unused',
      MSG91_TEMPLATE_ID: 'unused',
      SMTP_URL: 'smtp://127.0.0.1:9',
      OTP_HASH_KEY: 'o'.repeat(32),
      CSRF_KEY: 'c'.repeat(32),
      CAPTCHA_KEY: 'k'.repeat(32),
    }
    const prod = await startServer({ port: E2E_PORT + 3, env })
    expect((await fetch(`${prod.url}/__dev/outbox`)).status).toBe(404)
    expect(await prod.stop()).toBe(0)
    const database = await openDatabase({ dataDir: prod.dataDir })
    try {
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users)
      expect(row!.n).toBe(0)
      const [sample] = await database.db.select({ n: sql<number>`count(*)::int` }).from(corporates)
      expect(sample!.n).toBe(0) // the sample corporates are development data too
      // As if this database had been seeded for development.
      await seedDemoAccounts(database.db)
    } finally {
      await database.close()
    }
    const refused = startServer({ port: E2E_PORT + 3, dataDir: prod.dataDir, env })
    await expect(refused).rejects.toThrow(/server exited with 78/)
    await expect(refused).rejects.toThrow(
      /Refusing to start in production: the database holds 27 seeded demo account\(s\), 12 with staff roles/,
    )
  })

  test('refuses to start with a bad configuration, saying why', async () => {
    await expect(startServer({ port: E2E_PORT + 2, env: { PORT: 'not-a-port' } })).rejects.toThrow(/PORT/)
  })
})
