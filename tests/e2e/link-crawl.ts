// The link checker's crawl (issue 12 §4 'No dead ends'), without a browser: pages are fetched over HTTP and their
// links read from the server's HTML, so every page the shell links to is checked in seconds. Pure parts (which links
// count, how they are keyed) are table-tested in tests/link-crawl.test.ts.

/** Paths that are no pages, or that change something when fetched: never followed. */
export const SKIPPED_PATHS: readonly RegExp[] = [
  /^\/pwa-api(\/|$)/, // the JSON API
  /^\/logout(\/|$)/, // ends the session (spec 1 §2.2: a plain GET)
  /^\/hkadmin\/logout(\/|$)/, // ends a super-login
  /^\/__dev(\/|$)/, // the development outbox and order mover
  /\/invoice\.pdf$/, // a file, its owner's only
]

/**
 * Query parameters that open the sign-in popup over the page they are on (`?login=true`, `?signup=true&followup=…`,
 * spec 1 §2.2 and §2.7): a link carrying them is the page without them, so each page is fetched once, not once per
 * page that links to it with its own `followup`.
 */
export const POPUP_PARAMS: readonly string[] = ['login', 'signup', 'followup', 'merchant']

export interface Anchor {
  href: string
  rel: string[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", '#x2F': '/' }
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27|#x2F);/g, (_, e: string) => ENTITIES[e] ?? '')

/** The anchors of a server-rendered page (scripts, styles and templates left out: their text is no markup). */
export function anchorsOf(html: string): Anchor[] {
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
  const anchors: Anchor[] = []
  for (const tag of markup.matchAll(/<a\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>()
    for (const a of tag[1]!.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs.set(a[1]!.toLowerCase(), decode(a[2] ?? a[3] ?? a[4] ?? ''))
    }
    const href = attrs.get('href')
    if (href === undefined) continue
    anchors.push({ href, rel: (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean) })
  }
  return anchors
}

/**
 * The page an anchor leads to, as a path with its query (the crawl's key), or null when the checker leaves it alone:
 * another origin, a fragment of the same page, a `mailto:` or `tel:` link, a skipped path, or a `nofollow` link (the
 * mark we put on links that must not be fetched by robots).
 */
export function linkTarget(anchor: Anchor, pageUrl: string): string | null {
  if (anchor.rel.includes('nofollow')) return null
  const href = anchor.href.trim()
  if (href === '' || href.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(href, pageUrl)
  } catch {
    return `invalid:${href}`
  }
  if (url.origin !== new URL(pageUrl).origin) return null
  if (SKIPPED_PATHS.some((p) => p.test(url.pathname))) return null
  for (const p of POPUP_PARAMS) url.searchParams.delete(p)
  url.searchParams.sort()
  return url.pathname + url.search
}

export interface CrawlResult {
  /** Every page fetched, with its status, the page it was first found on, and its depth (0: the start). */
  visited: Map<string, { status: number; from: string; depth: number }>
  /** Pages answering 404 or 5xx (or not at all), each with every page that links to it. */
  broken: Array<{ url: string; status: number; foundOn: string[] }>
}

export interface CrawlOptions {
  origin: string
  start?: string
  /** How many links deep from the start page: 2 = the start's links and their links. */
  depth: number
  concurrency?: number
  headers?: Record<string, string>
}

/** Fetches `url`: GET when its links are wanted, HEAD otherwise. Status 0: no answer. */
async function fetchPage(url: string, wantLinks: boolean, headers: Record<string, string>) {
  try {
    const res = await fetch(url, { method: wantLinks ? 'GET' : 'HEAD', headers, redirect: 'follow' })
    const html = (res.headers.get('content-type') ?? '').startsWith('text/html')
    const body = wantLinks && html && res.ok ? await res.text() : ''
    if (!wantLinks || !body) await res.body?.cancel()
    return { status: res.status, body, finalUrl: res.url || url }
  } catch {
    return { status: 0, body: '', finalUrl: url }
  }
}

/** Breadth-first from the start page, each page fetched once; the order of results does not depend on timing. */
export async function crawl(opts: CrawlOptions): Promise<CrawlResult> {
  const { origin, depth, concurrency = 6, headers = {} } = opts
  const start = opts.start ?? '/'
  const visited: CrawlResult['visited'] = new Map()
  const linkedFrom = new Map<string, Set<string>>()
  let level: string[] = [start]
  visited.set(start, { status: -1, from: '', depth: 0 })
  for (let d = 0; d <= depth && level.length > 0; d++) {
    const next: string[] = []
    const results = await mapLimit(level, concurrency, (path) => fetchPage(origin + path, d < depth, headers))
    level.forEach((path, i) => {
      const { status, body, finalUrl } = results[i]!
      visited.get(path)!.status = status
      if (!body) return
      for (const anchor of anchorsOf(body)) {
        const target = linkTarget(anchor, finalUrl)
        if (target === null) continue
        if (!linkedFrom.has(target)) linkedFrom.set(target, new Set())
        linkedFrom.get(target)!.add(path)
        if (visited.has(target)) continue
        visited.set(target, { status: -1, from: path, depth: d + 1 })
        next.push(target)
      }
    })
    level = next
  }
  const broken = [...visited]
    .filter(([url, v]) => v.status === 0 || v.status === 404 || v.status >= 500 || url.startsWith('invalid:'))
    .map(([url, v]) => ({ url, status: v.status, foundOn: [...(linkedFrom.get(url) ?? [])].sort() }))
    .sort((a, b) => a.url.localeCompare(b.url))
  return { visited, broken }
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
