import type { ApiFixture } from './app-fixture.ts'

let nextIp = 1

/**
 * One browser against the API: a cookie jar (Set-Cookie honoured, deletions too), the CSRF token of its session
 * or visitor sent as x-csrf-token on every write, and a client address of its own (per-client rate limits).
 */
export function browserClient(f: Pick<ApiFixture, 'app'>, opts: { ip?: string } = {}) {
  const jar = new Map<string, string>()
  const ip = opts.ip ?? `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`
  const env = { incoming: { socket: { remoteAddress: ip, remoteFamily: 'IPv4', remotePort: 40000 } } }
  let csrf: string | null = null

  function remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq).trim()
      const value = pair!.slice(eq + 1).trim()
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ''
      if (gone) jar.delete(name)
      else jar.set(name, value)
    }
  }

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return raw(method, path, body === undefined ? undefined : JSON.stringify(body), headers)
  }

  /** A request whose body is sent as written (broken JSON, other content types). */
  async function raw(method: string, path: string, payload: string | undefined, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers }
    if (jar.size > 0) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    if (payload !== undefined && !('content-type' in h)) h['content-type'] = 'application/json'
    if (method !== 'GET' && csrf !== null && !('x-csrf-token' in h)) h['x-csrf-token'] = csrf
    const res = await f.app.request(path, { method, headers: h, body: payload }, env)
    remember(res)
    const text = await res.text()
    let json: any
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    if (typeof json?.data?.csrf_token === 'string') csrf = json.data.csrf_token
    return { status: res.status, body: json, headers: res.headers, setCookies: res.headers.getSetCookie() }
  }

  return {
    jar,
    ip,
    get csrf() {
      return csrf
    },
    set csrf(value: string | null) {
      csrf = value
    },
    /** Gets a visitor cookie and its CSRF token, as a page view would. */
    async start() {
      const res = await call('GET', '/pwa-api/auth/csrf-token')
      csrf = res.body.csrf_token
      return this
    },
    call,
    raw,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    /** POST to /pwa-api/auth/… */
    auth: (path: string, body: unknown) => call('POST', `/pwa-api/${path}`, body),
  }
}
export type BrowserClient = ReturnType<typeof browserClient>
