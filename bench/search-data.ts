// Catalogue and query set for the search benchmark (bench/search.ts).
// buildBenchCatalog: deterministic synthetic catalogue around a small list of real Indian medicines.
// loadBenchCatalog: the seed data of server/db/seed-data when it is there, else buildBenchCatalog.
// buildQuerySet: prefixes, full names, 'dolo 65'-style queries, salts (with strengths) and misspellings,
// each with the doc ids that count as a right answer (recall@5: one of them in the top 5).
import { osaDistance, tokenize, type SearchDoc } from '../server/modules/search/index.ts'
import {
  CATEGORIES,
  CODAS,
  DISEASES,
  FORMS,
  LAB_TESTS,
  MORE_SALTS,
  ONSETS,
  OTC_PRODUCTS,
  OTC_SIZES,
  REAL,
  SUFFIXES,
  VARIANTS,
  VOWELS,
} from './search-words.ts'

export interface BenchQuery {
  q: string
  expectIds: number[]
  /** prefix | full | strength | salt | salt-strength | typo1 | typo2 */
  type: string
}

/** Deterministic PRNG (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface SaltStrength {
  salt: string
  strength: string
}

function parseSalts(s: string): SaltStrength[] {
  if (!s) return []
  return s.split(' + ').map((part) => {
    const words = part.trim().split(' ')
    const last = words[words.length - 1]!
    if (/\d/.test(last) && words.length > 1) return { salt: words.slice(0, -1).join(' '), strength: last }
    return { salt: part.trim(), strength: '' }
  })
}

const slug = (s: string) => tokenize(s).join('-')
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Zipf-like popularity of a rank (0 = most popular). */
const zipf = (rank: number) => Math.round(1e8 / Math.pow(rank + 10, 1.1)) / 100

/** Generic entries of salts: terms = the salt with the strengths products use (most common first). */
function genericTerms(saltStrengths: Map<string, Map<string, number>>, salt: string): string[] {
  const m = saltStrengths.get(salt)
  if (!m) return []
  return [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([st]) => `${salt} ${st}`)
}

function noteStrength(map: Map<string, Map<string, number>>, salt: string, strength: string): void {
  if (!strength) return
  let m = map.get(salt)
  if (!m) map.set(salt, (m = new Map()))
  m.set(strength, (m.get(strength) ?? 0) + 1)
}

/**
 * `count` docs, deterministic: the real medicines of search-words.ts, their salts as generic entries, brand pages,
 * categories, diseases and lab tests, then synthetic brand families (strengths × forms) and OTC products.
 * Popularity is Zipf-like over a seeded rank: real medicines and generics first.
 */
export function buildBenchCatalog(count: number, seed = 20240601): SearchDoc[] {
  const rnd = mulberry32(seed)
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)]!
  const docs: SearchDoc[] = []
  const saltStrengths = new Map<string, Map<string, number>>()
  let id = 1
  const push = (kind: string, name: string, terms: string[], popularity: number) => {
    if (docs.length >= count) return
    const n = id++
    const path =
      kind === 'allopathy'
        ? 'drugs'
        : kind === 'sku'
          ? 'otc'
          : kind === 'generic'
            ? 'generics'
            : kind === 'lab_test'
              ? 'labs/test'
              : kind
    docs.push({ id: n, kind, name, url: `/${path}/${slug(name)}-${n}`, terms, popularity })
  }

  // Real medicines: ranks 0.., with two generic slots after every few medicines.
  const realSalts: string[] = []
  for (const [, s] of REAL)
    for (const { salt, strength } of parseSalts(s)) {
      if (!realSalts.includes(salt)) realSalts.push(salt)
      noteStrength(saltStrengths, salt, strength)
    }
  const allSalts: Array<[string, string[]]> = [
    ...realSalts.map((s): [string, string[]] => [s, [...(saltStrengths.get(s)?.keys() ?? [])]]),
    ...MORE_SALTS.filter(([s]) => !realSalts.includes(s)),
  ]
  for (const [s, strengths] of MORE_SALTS) for (const st of strengths) noteStrength(saltStrengths, s, st)

  // Synthetic families first (so generic terms know their strengths), docs pushed afterwards in rank order.
  interface Pending {
    kind: string
    name: string
    terms: string[]
  }
  const synthetic: Pending[] = []
  const brandWords = new Set<string>(REAL.map(([n]) => tokenize(n)[0]!))
  const makeBrand = (salt: string): string => {
    for (let attempt = 0; attempt < 20; attempt++) {
      let w: string
      if (rnd() < 0.5) {
        const stem = salt.toLowerCase().replace(/[^a-z]/g, '')
        w = stem.slice(0, 3 + Math.floor(rnd() * 3)) + pick(SUFFIXES)
      } else {
        const syl = 2 + Math.floor(rnd() * 2)
        w = ''
        for (let i = 0; i < syl; i++) w += pick(ONSETS) + pick(VOWELS) + (i === syl - 1 ? pick(CODAS) : '')
      }
      if (w.length >= 4 && !brandWords.has(w)) {
        brandWords.add(w)
        return cap(w)
      }
    }
    return cap(pick(ONSETS) + pick(VOWELS) + pick(ONSETS) + pick(VOWELS) + String(Math.floor(rnd() * 1000)))
  }
  const realCount = REAL.length
  const brandPages = Math.min(20, new Set(REAL.map(([n]) => tokenize(n)[0]!)).size)
  const moreSalts = MORE_SALTS.filter(([s]) => !realSalts.includes(s)).length
  const entityCount = realSalts.length + moreSalts + brandPages + CATEGORIES.length + DISEASES.length + LAB_TESTS.length
  const target = Math.max(0, count - realCount - entityCount)
  while (synthetic.length < target) {
    if (rnd() < 0.2) {
      const brand = makeBrand(pick(ONSETS) + pick(VOWELS) + pick(ONSETS))
      const products = 1 + Math.floor(rnd() * 4)
      for (let i = 0; i < products && synthetic.length < target; i++) {
        synthetic.push({ kind: 'sku', name: `${brand} ${pick(OTC_PRODUCTS)} ${pick(OTC_SIZES)}`, terms: [] })
      }
      continue
    }
    const [s1, st1] = pick(allSalts)
    const combo: Array<[string, string[]]> = [[s1, st1.length ? st1 : ['']]]
    if (rnd() < 0.3) {
      const second = pick(allSalts)
      if (second[0] !== s1) combo.push([second[0], second[1].length ? second[1] : ['']])
    }
    const brand = makeBrand(s1)
    const variant = pick(VARIANTS)
    const strengths = combo[0]![1]
    const forms = [pick(FORMS)]
    if (rnd() < 0.4) forms.push(pick(FORMS))
    for (const st of strengths) {
      for (const form of new Set(forms)) {
        if (synthetic.length >= target) break
        const num = st.replace(/[a-z/%].*$/i, '')
        const name = [brand, variant, num, form].filter(Boolean).join(' ')
        const terms = combo.map(([s, sts], i) => {
          const strength = i === 0 ? st : sts[0]!
          noteStrength(saltStrengths, s, strength)
          return strength ? `${s} ${strength}` : s
        })
        synthetic.push({ kind: 'allopathy', name, terms })
      }
    }
  }

  // Ranks: real medicines interleaved with generics and entity pages, then the synthetic docs shuffled.
  let rank = 0
  const genericsReal = realSalts.slice()
  let gi = 0
  for (let i = 0; i < REAL.length; i++) {
    const [name, s] = REAL[i]!
    const salts = parseSalts(s)
    push(
      salts.length ? 'allopathy' : 'sku',
      name,
      salts.map(({ salt, strength }) => (strength ? `${salt} ${strength}` : salt)),
      zipf(rank++),
    )
    if (i % 2 === 1 && gi < genericsReal.length) {
      const salt = genericsReal[gi++]!
      push('generic', salt, genericTerms(saltStrengths, salt), zipf(rank++))
    }
  }
  while (gi < genericsReal.length) {
    const salt = genericsReal[gi++]!
    push('generic', salt, genericTerms(saltStrengths, salt), zipf(rank++))
  }
  for (const [salt] of MORE_SALTS)
    if (!realSalts.includes(salt)) push('generic', salt, genericTerms(saltStrengths, salt), zipf(rank++ + 100))
  const brands = [...new Set(REAL.map(([n]) => tokenize(n)[0]!))].slice(0, 20)
  for (const b of brands) push('brand', cap(b), [], zipf(rank++ + 300))
  for (const c of CATEGORIES) push('udp', c, [], zipf(rank++ + 200))
  for (const d of DISEASES) push('disease', d, [], zipf(rank++ + 400))
  for (const t of LAB_TESTS) push('lab_test', t, [], zipf(rank++ + 500))
  // Synthetic: a seeded permutation of ranks after the real ones.
  const perm = Array.from({ length: synthetic.length }, (_, i) => i)
  for (let i = perm.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    const t = perm[i]!
    perm[i] = perm[j]!
    perm[j] = t
  }
  const base = rank + 50
  for (let i = 0; i < synthetic.length; i++) {
    const p = synthetic[i]!
    push(p.kind, p.name, p.terms, zipf(base + perm[i]!))
  }
  return docs
}

type MaybeMedicine = { name?: unknown; brand?: unknown; salts?: unknown }

function medicineToDoc(m: MaybeMedicine, id: number, popularity: number): SearchDoc | null {
  if (!m || typeof m.name !== 'string' || !m.name) return null
  const salts: Array<[string, string]> = Array.isArray(m.salts)
    ? (m.salts as unknown[])
        .filter((s): s is [string, string] => Array.isArray(s) && typeof s[0] === 'string')
        .map((s) => [s[0], typeof s[1] === 'string' ? s[1] : ''])
    : []
  const kind = salts.length > 0 ? 'allopathy' : 'sku'
  const terms = salts.map(([s, st]) => (st ? `${s} ${st}` : s))
  return { id, kind, name: m.name, url: `/${kind === 'sku' ? 'otc' : 'drugs'}/${slug(m.name)}-${id}`, terms, popularity }
}

async function tryImport(rel: string): Promise<Record<string, unknown> | null> {
  try {
    return (await import(new URL(rel, import.meta.url).href)) as Record<string, unknown>
  } catch {
    return null
  }
}

/**
 * The catalogue from server/db/seed-data (real medicines first and most popular, salts as generics, then
 * generateSkus(count) output) when those modules exist, else buildBenchCatalog(count).
 */
export async function loadBenchCatalogWithSource(count: number): Promise<{ docs: SearchDoc[]; source: string }> {
  const [genMod, medMod, saltMod] = await Promise.all([
    tryImport('../server/db/seed-data/generate-skus.ts'),
    tryImport('../server/db/seed-data/medicines.ts'),
    tryImport('../server/db/seed-data/salts.ts'),
  ])
  const generateSkus = genMod?.generateSkus ?? genMod?.default
  const medicines = medMod?.medicines ?? medMod?.default
  const salts = saltMod?.salts ?? saltMod?.default
  if (typeof generateSkus !== 'function' || !Array.isArray(medicines) || !Array.isArray(salts)) {
    return { docs: buildBenchCatalog(count), source: 'synthetic (bench/search-data.ts)' }
  }
  try {
    const docs: SearchDoc[] = []
    const strengths = new Map<string, Map<string, number>>()
    let id = 1
    let rank = 0
    const note = (m: MaybeMedicine) => {
      if (Array.isArray(m.salts))
        for (const s of m.salts as unknown[])
          if (Array.isArray(s) && typeof s[0] === 'string' && typeof s[1] === 'string') noteStrength(strengths, s[0], s[1])
    }
    for (const m of medicines as MaybeMedicine[]) note(m)
    // Real medicines, with the generic entry of a salt after every few medicines.
    const saltList = (salts as Array<{ name?: unknown }>).filter((s) => typeof s?.name === 'string').map((s) => s.name as string)
    let si = 0
    for (let i = 0; i < medicines.length && docs.length < count; i++) {
      const d = medicineToDoc(medicines[i] as MaybeMedicine, id, zipf(rank))
      if (d) {
        docs.push(d)
        id++
        rank++
      }
      if (i % 3 === 2 && si < saltList.length && docs.length < count) {
        const name = saltList[si++]!
        docs.push({
          id,
          kind: 'generic',
          name,
          url: `/generics/${slug(name)}-${id}`,
          terms: genericTerms(strengths, name),
          popularity: zipf(rank++),
        })
        id++
      }
    }
    while (si < saltList.length && docs.length < count) {
      const name = saltList[si++]!
      docs.push({
        id,
        kind: 'generic',
        name,
        url: `/generics/${slug(name)}-${id}`,
        terms: genericTerms(strengths, name),
        popularity: zipf(rank++),
      })
      id++
    }
    const remaining = count - docs.length
    if (remaining > 0) {
      const rnd = mulberry32(7)
      const generated = (generateSkus as (n: number, seed: number) => Iterable<MaybeMedicine>)(remaining, 42)
      const base = rank + 50
      for (const m of generated) {
        if (docs.length >= count) break
        const d = medicineToDoc(m, id, zipf(base + Math.floor(rnd() * count)))
        if (d) {
          docs.push(d)
          id++
        }
      }
    }
    if (docs.length === 0) throw new Error('empty')
    return { docs, source: 'server/db/seed-data (medicines, salts, generateSkus)' }
  } catch {
    return { docs: buildBenchCatalog(count), source: 'synthetic (bench/search-data.ts; seed-data failed)' }
  }
}

export async function loadBenchCatalog(count: number): Promise<SearchDoc[]> {
  return (await loadBenchCatalogWithSource(count)).docs
}

// ------------------------------------------------------------------ query set

const ALPHA = 'abcdefghijklmnopqrstuvwxyz'

/** One deterministic edit at any position: 0 deletion, 1 substitution, 2 transposition, 3 insertion. */
function edit(w: string, op: number, rnd: () => number): string {
  const p = Math.floor(rnd() * w.length)
  const letter = () => ALPHA[Math.floor(rnd() * 26)]!
  switch (op) {
    case 0:
      return w.slice(0, p) + w.slice(p + 1)
    case 1: {
      let c = letter()
      while (c === w[p]) c = letter()
      return w.slice(0, p) + c + w.slice(p + 1)
    }
    case 2: {
      const q = Math.min(p, w.length - 2)
      return w.slice(0, q) + w[q + 1]! + w[q]! + w.slice(q + 2)
    }
    default:
      return w.slice(0, p) + letter() + w.slice(p)
  }
}

/**
 * Queries with the ids that count as right answers. Ground truth is engine-independent: the doc a query
 * was made from (plus docs with the same normalised name), for salts the generic entry, for a brand word
 * alone the three most popular docs with that word in their name; a prefix query is only made when its
 * doc is among the five most popular docs having a name word with that prefix.
 */
export function buildQuerySet(docs: readonly SearchDoc[], seed = 99): BenchQuery[] {
  const rnd = mulberry32(seed)
  const byPop = docs.slice().sort((a, b) => b.popularity - a.popularity || a.name.length - b.name.length || a.id - b.id)
  const nameToks = new Map<number, string[]>()
  for (const d of byPop) nameToks.set(d.id, tokenize(d.name))
  const toks = (d: SearchDoc) => nameToks.get(d.id)!
  const sameName = new Map<string, number[]>()
  for (const d of byPop) {
    const key = toks(d).join(' ')
    const l = sameName.get(key)
    if (l) l.push(d.id)
    else sameName.set(key, [d.id])
  }
  const idsLike = (d: SearchDoc) => sameName.get(toks(d).join(' ')) ?? [d.id]
  const dictionary = new Set<string>()
  for (const d of docs) {
    for (const t of toks(d)) dictionary.add(t)
    for (const term of d.terms ?? []) for (const t of tokenize(term)) dictionary.add(t)
  }
  // Docs with a word in their name, most popular first.
  const byWord = new Map<string, SearchDoc[]>()
  for (const d of byPop) {
    for (const t of new Set(toks(d))) {
      const l = byWord.get(t)
      if (l) l.push(d)
      else byWord.set(t, [d])
    }
  }
  const withWord = (w: string) => byWord.get(w) ?? []
  const products = byPop.filter((d) => d.kind === 'allopathy' || d.kind === 'sku')
  const generics = byPop.filter((d) => d.kind === 'generic')
  const out: BenchQuery[] = []
  const seen = new Set<string>()
  const add = (q: string, expectIds: number[], type: string) => {
    const key = q.toLowerCase()
    if (seen.has(key) || expectIds.length === 0) return false
    seen.add(key)
    out.push({ q, expectIds: [...new Set(expectIds)], type })
    return true
  }

  // 1. Prefixes (2–6 chars) of the most popular names.
  let made = 0
  for (let i = 0; i < byPop.length && made < 120; i++) {
    const d = byPop[i]!
    const first = toks(d).find((t) => /^[a-z]/.test(t))
    if (!first || first.length < 3) continue
    for (let L = 2 + (made % 5); L <= first.length; L++) {
      const prefix = first.slice(0, L)
      let better = 0
      for (let j = 0; j < i && better < 5; j++) if (toks(byPop[j]!).some((t) => t.startsWith(prefix))) better++
      if (better < 5) {
        if (add(prefix, idsLike(d), 'prefix')) made++
        break
      }
    }
  }
  // 2. Full names, spread over the 5000 most popular products.
  const spread = Math.min(products.length, 5000)
  for (let i = 0; i < 80 && i < spread; i++) {
    const d = products[Math.floor((i * spread) / 80)]!
    add(d.name, idsLike(d), 'full')
  }
  // 3. Brand + truncated strength: 'dolo 65'.
  made = 0
  for (const d of products) {
    if (made >= 60) break
    const t = toks(d)
    if (t.length < 2 || !/^[a-z]{3,}$/.test(t[0]!) || !/^[0-9]{2,}$/.test(t[1]!)) continue
    const expect = withWord(t[0]!)
      .filter((x) => toks(x).includes(t[1]!))
      .map((x) => x.id)
    if (add(`${t[0]} ${t[1]!.slice(0, -1)}`, expect, 'strength')) made++
  }
  // 4. Salt names and 5. salts with strengths: the generic entry.
  for (const g of generics.slice(0, 40)) add(g.name.toLowerCase(), [g.id], 'salt')
  made = 0
  for (let i = 0; i < generics.length && made < 60; i++) {
    const g = generics[i]!
    for (const term of (g.terms ?? []).slice(0, 2)) {
      const m = /^(.*\S)\s+([0-9.]+)\s*([a-z]+)$/i.exec(term)
      if (!m) continue
      const forms = [
        `${m[1]!.toLowerCase()} ${m[2]}`,
        `${m[1]!.toLowerCase()} ${m[2]}${m[3]!.toLowerCase()}`,
        `${m[1]} ${m[2]} ${m[3]}`,
      ]
      if (add(forms[made % 3]!, [g.id], 'salt-strength')) made++
    }
  }
  // 6./7. Misspellings: one edit on words of 4+ letters, two edits on words of 8+ letters (the typed word
  // keeps 4+ / 8+ letters), never producing a word of the catalogue.
  const misspell = (w: string, edits: number): string | null => {
    for (let attempt = 0; attempt < 12; attempt++) {
      let m = w
      for (let e = 0; e < edits; e++) m = edit(m, Math.floor(rnd() * 4), rnd)
      if (m.length < (edits === 2 ? 8 : 4) || dictionary.has(m)) continue
      if (osaDistance(m, w) !== edits) continue
      return m
    }
    return null
  }
  const typoSources: Array<{ word: string; expect: number[]; num?: string; salt: boolean }> = []
  for (const d of products.slice(0, 4000)) {
    const t = toks(d)
    const w = t[0]!
    if (!/^[a-z]{4,}$/.test(w)) continue
    const num = t.find((x) => /^[0-9]{2,}$/.test(x))
    if (num && typoSources.length % 2 === 0) {
      typoSources.push({
        word: w,
        num,
        expect: withWord(w)
          .filter((x) => toks(x).includes(num))
          .map((x) => x.id),
        salt: false,
      })
    } else {
      typoSources.push({
        word: w,
        expect: withWord(w)
          .slice(0, 3)
          .map((x) => x.id),
        salt: false,
      })
    }
  }
  const saltSources = generics
    .filter((g) => /^[a-z]{4,}$/.test(toks(g).join('')) && toks(g).length === 1)
    .map((g) => ({ word: toks(g)[0]!, expect: [g.id], salt: true }))
  const typo = (edits: number, total: number, minLen: number) => {
    let n = 0
    const srcs = [...typoSources.filter((s) => s.word.length >= minLen), ...saltSources.filter((s) => s.word.length >= minLen)]
    // Every third query a salt, the rest brands.
    const brandSrc = srcs.filter((s) => !s.salt)
    const saltSrc = srcs.filter((s) => s.salt)
    let bi = 0
    let si = 0
    for (let k = 0; n < total && k < total * 4; k++) {
      const src = k % 3 === 2 && si < saltSrc.length ? saltSrc[si++]! : brandSrc[bi++]
      if (!src) break
      const m = misspell(src.word, edits)
      if (!m) continue
      const q = 'num' in src && src.num ? `${m} ${src.num}` : m
      if (add(q, src.expect, edits === 1 ? 'typo1' : 'typo2')) n++
    }
  }
  typo(1, 120, 4)
  typo(2, 60, 8)
  return out
}
