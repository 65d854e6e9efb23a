// In-process autocomplete benchmark: our index (server/modules/search) against MiniSearch and FlexSearch
// over the same catalogue and query set (bench/search-data.ts).
// Run: npm exec -- node bench/search.ts [--skus 200000] [--misses]
import v8 from 'node:v8'
import vm from 'node:vm'
import MiniSearch from 'minisearch'
import { Charset, Index } from 'flexsearch'
import { buildSearchIndex, type SearchDoc } from '../server/modules/search/index.ts'
import { percentile } from './load.ts'
import { buildQuerySet, loadBenchCatalogWithSource, type BenchQuery } from './search-data.ts'

export interface SearchBenchRow {
  name: string
  p50: number
  p99: number
  recall5: number
  buildMs: number
  heapMB: number
  /** Queries measured (baselines run a bounded sample). */
  queries: number
  /** Our recall@5 on the same queries (ratios compare like with like). */
  oursRecall5: number
  oursP99: number
}

interface Engine {
  name: string
  build(docs: SearchDoc[]): void
  top5(q: string): number[]
  /** At most this many queries, and stop measuring after budgetMs. */
  maxQueries: number
  budgetMs: number
}

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/** JS heap plus ArrayBuffer backing stores (typed arrays live outside heapUsed). */
function heapUsed(): number {
  gc()
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

const hit5 = (ids: number[], expect: number[]) => ids.slice(0, 5).some((id) => expect.includes(id))

function ours(): Engine {
  let index: ReturnType<typeof buildSearchIndex> | null = null
  return {
    name: 'ours (search-index.ts)',
    build: (docs) => {
      index = buildSearchIndex(docs)
    },
    top5: (q) =>
      index!
        .search(q)
        .hits.slice(0, 5)
        .map((h) => h.id),
    maxQueries: Infinity,
    budgetMs: 60_000,
  }
}

function minisearch(): Engine {
  let ms: MiniSearch<SearchDoc> | null = null
  const pop = new Map<number, number>()
  return {
    name: 'MiniSearch 7 (prefix, fuzzy 0.2)',
    build: (docs) => {
      for (const d of docs) pop.set(d.id, d.popularity)
      ms = new MiniSearch<SearchDoc>({
        fields: ['name', 'terms'],
        storeFields: [],
        // The id must stay a number; terms are one text field.
        extractField: (doc, field) =>
          (field === 'terms' ? (doc.terms ?? []).join(' ') : (doc as unknown as Record<string, unknown>)[field]) as string,
        searchOptions: {
          prefix: true,
          fuzzy: 0.2,
          boost: { name: 2 },
          // A mild popularity prior, as a production config would have.
          boostDocument: (id) => 1 + Math.log1p(pop.get(id as number) ?? 0) / 20,
        },
      })
      ms.addAll(docs)
    },
    top5: (q) =>
      ms!
        .search(q)
        .slice(0, 5)
        .map((r) => r.id as number),
    maxQueries: 150,
    budgetMs: 35_000,
  }
}

function flexsearch(): Engine {
  let fx: Index | null = null
  return {
    name: 'FlexSearch 0.8 (forward, LatinExtra)',
    build: (docs) => {
      fx = new Index({ tokenize: 'forward', encoder: Charset.LatinExtra, resolution: 9 })
      // Most popular first: FlexSearch keeps insertion order among equal scores.
      const sorted = docs.slice().sort((a, b) => b.popularity - a.popularity)
      for (const d of sorted) fx.add(d.id, `${d.name} ${(d.terms ?? []).join(' ')}`)
    },
    top5: (q) => (fx!.search(q, { limit: 5, suggest: true }) as number[]).slice(0, 5),
    maxQueries: 300,
    budgetMs: 35_000,
  }
}

/** Every k-th query so that the sample keeps the mix of query types. */
function sample(queries: BenchQuery[], max: number): BenchQuery[] {
  if (queries.length <= max) return queries
  const out: BenchQuery[] = []
  for (let i = 0; i < max; i++) out.push(queries[Math.floor((i * queries.length) / max)]!)
  return out
}

interface Measured {
  times: number[]
  found: boolean[]
  buildMs: number
  heapMB: number
}

function measure(engine: Engine, docs: SearchDoc[], queries: BenchQuery[]): Measured {
  const before = heapUsed()
  const t0 = performance.now()
  engine.build(docs)
  const buildMs = performance.now() - t0
  const heapMB = (heapUsed() - before) / 2 ** 20
  // Warm-up.
  const warm = engine.maxQueries === Infinity ? queries : queries.slice(0, 10)
  for (const q of warm) engine.top5(q.q)
  const times: number[] = []
  const found: boolean[] = []
  const start = performance.now()
  for (const q of queries) {
    const t = process.hrtime.bigint()
    const ids = engine.top5(q.q)
    times.push(Number(process.hrtime.bigint() - t) / 1e6)
    found.push(hit5(ids, q.expectIds))
    if (performance.now() - start > engine.budgetMs) break
  }
  return { times, found, buildMs, heapMB }
}

export async function runSearchBench(opts: {
  skus: number
  misses?: boolean
  log?: (s: string) => void
}): Promise<SearchBenchRow[]> {
  const log = opts.log ?? ((s: string) => console.error(s))
  const { docs, source } = await loadBenchCatalogWithSource(opts.skus)
  const queries = buildQuerySet(docs)
  log(`search bench: ${docs.length} docs from ${source}; ${queries.length} queries`)

  const rows: SearchBenchRow[] = []
  const oursEngine = ours()
  const m = measure(oursEngine, docs, queries)
  const sortedAll = m.times.slice().sort((a, b) => a - b)
  const recallOf = (idx: number[]) => idx.filter((i) => m.found[i]).length / Math.max(1, idx.length)
  rows.push({
    name: oursEngine.name,
    p50: percentile(sortedAll, 50),
    p99: percentile(sortedAll, 99),
    recall5: recallOf(queries.map((_, i) => i)),
    buildMs: m.buildMs,
    heapMB: m.heapMB,
    queries: m.times.length,
    oursRecall5: recallOf(queries.map((_, i) => i)),
    oursP99: percentile(sortedAll, 99),
  })
  // Recall by query type, and the misses.
  const types = [...new Set(queries.map((q) => q.type))]
  log(
    'ours recall@5 by type: ' +
      types
        .map((t) => {
          const idx = queries.map((q, i) => (q.type === t ? i : -1)).filter((i) => i >= 0)
          return `${t} ${recallOf(idx).toFixed(3)} (${idx.length})`
        })
        .join(', '),
  )
  if (opts.misses) {
    const index = buildSearchIndex(docs)
    for (let i = 0; i < queries.length; i++) {
      if (m.found[i]) continue
      const q = queries[i]!
      const r = index.search(q.q, { limit: 5 })
      const byId = new Map(docs.map((d) => [d.id, d] as const))
      log(
        `MISS [${q.type}] ${JSON.stringify(q.q)} expected ${q.expectIds
          .slice(0, 3)
          .map((id) => byId.get(id)?.name)
          .join(' / ')} got ${r.hits.map((h) => h.name).join(' / ')}`,
      )
    }
  }
  const queryIndex = new Map(queries.map((q, i) => [q, i] as const))

  for (const make of [flexsearch, minisearch]) {
    const engine = make()
    const subset = sample(queries, engine.maxQueries)
    const r = measure(engine, docs, subset)
    const sorted = r.times.slice().sort((a, b) => a - b)
    const measuredIdx = subset.slice(0, r.times.length).map((q) => queryIndex.get(q)!)
    const oursTimes = measuredIdx.map((i) => m.times[i]!).sort((a, b) => a - b)
    rows.push({
      name: engine.name,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      recall5: r.found.filter(Boolean).length / Math.max(1, r.found.length),
      buildMs: r.buildMs,
      heapMB: r.heapMB,
      queries: r.times.length,
      oursRecall5: recallOf(measuredIdx),
      oursP99: percentile(oursTimes, 99),
    })
    heapUsed()
  }
  return rows
}

export function formatSearchBench(rows: SearchBenchRow[]): string {
  const f = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '-')
  const header = ['engine', 'queries', 'p50 ms', 'p99 ms', 'recall@5', 'build ms', 'heap MB', 'p99 / ours', 'recall / ours']
  const body = rows.map((r, i) => [
    r.name,
    String(r.queries),
    f(r.p50, 3),
    f(r.p99, 3),
    f(r.recall5, 3),
    f(r.buildMs, 0),
    f(r.heapMB, 1),
    i === 0 ? '1' : `${f(r.p99 / r.oursP99, 1)}× (ours ${f(r.oursP99, 3)} ms)`,
    i === 0 ? '1' : `${f(r.recall5 / r.oursRecall5, 3)} (ours ${f(r.oursRecall5, 3)})`,
  ])
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => r[c]!.length)))
  const line = (r: string[]) => '| ' + r.map((v, c) => v.padEnd(widths[c]!)).join(' | ') + ' |'
  return [line(header), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...body.map(line)].join('\n')
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const at = args.indexOf('--skus')
  const skus = (at >= 0 ? Number(args[at + 1]) : 200_000) || 200_000
  const rows = await runSearchBench({ skus, misses: args.includes('--misses') })
  console.log(`\nsearch, ${skus} docs, ${process.version}, ${(await import('node:os')).cpus().length} CPUs`)
  console.log(formatSearchBench(rows))
}
