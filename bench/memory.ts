import { readFileSync } from 'node:fs'
import { load, type LoadRequest, type LoadResult } from './load.ts'

// Issue 12 §7: one instance on the 200,000-SKU catalog through a 60-second load at 50 connections mixing pages, search
// and cart calls stays under 512 MB resident, and flat: the resident set is sampled from /proc every half second and
// reported at start, peak and end, with the end of the second half against the end of the first (growth under a
// steady load is a leak or a cache without a bound).

export interface MemoryBench {
  result: LoadResult
  startMB: number
  peakMB: number
  endMB: number
  halfMB: number
  urls: number
}

/** The server process's resident set, MB (Linux /proc). */
export function residentMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

export async function runMemoryBench(opts: {
  url: string
  pid: number
  seconds: number
  connections: number
}): Promise<MemoryBench> {
  const { url, pid } = opts
  // Real URLs from the catalog: product pages of many SKUs (each page read once or twice, as a crawler would), search
  // pages and autocomplete for many prefixes, the category listings, and a visitor's cart calls.
  const words = ['dolo', 'pan', 'azi', 'mont', 'tel', 'cro', 'amlo', 'met', 'cet', 'shel', 'gly', 'par', 'vit', 'cal', 'ome']
  const letters = 'abcdefghijklmnoprstuvw'
  const productUrls = new Set<string>()
  for (const w of words) {
    for (const l of letters) {
      const res = await fetch(`${url}/pwa-api/api/v4/search/autocomplete?q=${w}${l}&types=allopathy,sku&per_page=12`)
      const body = (await res.json()) as { search_results: { url: string }[] }
      for (const r of body.search_results) if (r.url.startsWith('/')) productUrls.add(r.url)
    }
  }
  const products = [...productUrls]
  const page = await fetch(`${url}/`)
  const cookie = /VISITOR-ID=[0-9a-f]{32}/.exec(page.headers.get('set-cookie') ?? '')?.[0] ?? ''
  let n = 0
  const next = (): LoadRequest => {
    const i = n++
    const w = words[i % words.length]! + letters[Math.floor(i / words.length) % letters.length]!
    switch (i % 8) {
      case 0:
      case 1:
      case 2:
        return { url: `${url}${products[i % products.length]}` }
      case 3:
        return { url: `${url}/search/all?name=${encodeURIComponent(w)}` }
      case 4:
        return {
          url: `${url}/pwa-api/api/v4/search/autocomplete?q=${encodeURIComponent(w)}&types=allopathy,brand,sku,udp,disease&per_page=12`,
        }
      case 5:
        return { url: `${url}/` }
      case 6:
        return { url: `${url}/pwa-api/api/v4/carts/details?types=pharmacy`, headers: { cookie } }
      default:
        return { url: `${url}/categories` }
    }
  }
  const samples: Array<{ at: number; mb: number }> = []
  const startMB = residentMB(pid)
  const t0 = performance.now()
  const timer = setInterval(() => samples.push({ at: performance.now() - t0, mb: residentMB(pid) }), 500)
  let result: LoadResult
  try {
    result = await load(next, { connections: opts.connections, seconds: opts.seconds })
  } finally {
    clearInterval(timer)
  }
  const endMB = residentMB(pid)
  const half = samples.filter((s) => s.at <= (opts.seconds * 1000) / 2).at(-1)?.mb ?? startMB
  return {
    result,
    startMB,
    peakMB: Math.max(startMB, endMB, ...samples.map((s) => s.mb)),
    endMB,
    halfMB: half,
    urls: products.length,
  }
}
