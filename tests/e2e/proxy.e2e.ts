import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startPgServer, type PgServer } from '../../scripts/pg-server.ts'
import { NGINX } from '../../scripts/system-deps.ts'
import { codeFor, justNow } from './auth-helpers.ts'
import { E2E_PORT, startServer, type ServerProcess } from './server-process.ts'

// Issue 12 §5, architecture 'Scale-out': two instances behind nginx (Debian's package) on one PostgreSQL server. The
// sign-in journey runs through the proxy, with a code sent through one instance verified through the other, and the
// OTP cap is counted per real client: the address nginx saw, never one a client wrote into X-Forwarded-For.

const PORT = E2E_PORT + 40 // nginx: round robin over both instances
const VIA_A = PORT + 1 // nginx, to instance A only
const VIA_B = PORT + 2 // nginx, to instance B only
const A = PORT + 3
const B = PORT + 4
const CAP = 3 // OTP_CLIENT_SENDS_PER_HOUR of both instances

let pg: PgServer
let a: ServerProcess | undefined
let b: ServerProcess | undefined
let nginx: ChildProcess | undefined
let dir: string

beforeAll(async () => {
  pg = startPgServer(PORT + 10)
  const env = { DATABASE_URL: pg.url, TRUSTED_PROXIES: '127.0.0.1', OTP_CLIENT_SENDS_PER_HOUR: String(CAP), LOG_LEVEL: 'warn' }
  // One at a time: the first migrates and seeds the empty database; the second finds it ready.
  a = await startServer({ port: A, env })
  b = await startServer({ port: B, env })
  dir = mkdtempSync(join(tmpdir(), 'medwise-nginx-'))
  chmodSync(dir, 0o777) // nginx's workers run as nobody when the master is root: they write their temp files here
  const proxy = (port: number, upstream: string) => `
    server {
      listen 127.0.0.1:${port};
      location / {
        proxy_pass http://${upstream};
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        add_header X-Upstream $upstream_addr always;
      }
    }`
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
     daemon off;
     pid ${dir}/nginx.pid;
     error_log ${dir}/error.log warn;
     events { worker_connections 64; }
     http {
       access_log off;
       client_body_temp_path ${dir}/body;
       proxy_temp_path ${dir}/proxy;
       fastcgi_temp_path ${dir}/fastcgi;
       uwsgi_temp_path ${dir}/uwsgi;
       scgi_temp_path ${dir}/scgi;
       upstream both { server 127.0.0.1:${A}; server 127.0.0.1:${B}; }
       upstream a { server 127.0.0.1:${A}; }
       upstream b { server 127.0.0.1:${B}; }
       ${proxy(PORT, 'both')}
       ${proxy(VIA_A, 'a')}
       ${proxy(VIA_B, 'b')}
     }`,
  )
  const logs: string[] = []
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
  nginx.stderr!.on('data', (d: Buffer) => logs.push(d.toString()))
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${logs.join('')}`)
    if ((await call(PORT, 'GET', '/healthz').catch(() => null))?.status === 200) break
    if (i > 100) throw new Error(`nginx did not start: ${logs.join('')}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}, 240_000)

afterAll(async () => {
  nginx?.kill('SIGQUIT')
  await Promise.all([a?.stop(), b?.stop()])
  pg?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One HTTP call to nginx from a chosen loopback address (each address is another 'real client' to the proxy). */
function call(
  port: number,
  method: string,
  path: string,
  opts: { from?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, localAddress: opts.from ?? '127.0.0.1', headers: opts.headers, agent: false },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(opts.body)
  })
}

/** A browser of one real client: its cookie jar and the page's CSRF token. */
function browser(from: string) {
  const jar = new Map<string, string>()
  let csrf = ''
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const keep = (res: Answer) => {
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    return res
  }
  return {
    jar,
    async open(port: number, path = '/') {
      const res = keep(await call(port, 'GET', path, { from, headers: { cookie: cookie() } }))
      csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(res.body)?.[1] ?? csrf
      return res
    },
    async post(port: number, path: string, body: unknown, headers: Record<string, string> = {}) {
      return keep(
        await call(port, 'POST', `/pwa-api/${path}`, {
          from,
          headers: { cookie: cookie(), 'x-csrf-token': csrf, 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
      )
    },
  }
}

test('through nginx: a code sent through one instance is verified through the other, and the session holds on both', async () => {
  const visitor = browser('127.0.0.2')
  const home = await visitor.open(VIA_A)
  expect(home.status).toBe(200)
  expect(home.headers['x-upstream']).toBe(`127.0.0.1:${A}`)
  // A seeded account that signs straight in (README); this database is the test's own, so no other file's cooldowns.
  const number = '9810000001'
  const since = justNow()
  const sent = await visitor.post(VIA_A, 'auth/create_token', { number })
  expect(sent.status).toBe(200)
  const code = await codeFor(a!.url, number, since)
  const verified = await visitor.post(VIA_B, 'auth/verify_token', { number, verification_token: code })
  expect(verified.headers['x-upstream']).toBe(`127.0.0.1:${B}`)
  expect(verified.status).toBe(200)
  expect(visitor.jar.has('sid')).toBe(true)
  // Signed in on both instances and through the round robin: the profile menu names the account each time.
  for (const port of [VIA_A, VIA_B, PORT, PORT]) {
    const page = await visitor.open(port)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Hi, Asha Verma')
  }
  expect(visitor.jar.get('loggedIn')).toBe('true')
})

test('the OTP cap counts each real client, whatever X-Forwarded-For it sends, and not the proxy', async () => {
  const greedy = browser('127.0.0.3')
  await greedy.open(PORT)
  const statuses: number[] = []
  for (let i = 0; i < CAP + 1; i++) {
    const number = `98764${String(Date.now() + i).slice(-5)}`
    // A new forged client address every time, through both instances by turns.
    const res = await greedy.post(
      i % 2 ? VIA_B : VIA_A,
      'auth/create_token',
      { number },
      { 'x-forwarded-for': `198.51.100.${i + 1}` },
    )
    statuses.push(res.status)
  }
  expect(statuses).toEqual([...Array<number>(CAP).fill(200), 429])
  // Another client behind the same proxy is not blocked by the first one's cap.
  const other = browser('127.0.0.4')
  await other.open(PORT)
  expect((await other.post(PORT, 'auth/create_token', { number: `98763${String(Date.now()).slice(-5)}` })).status).toBe(200)
})
