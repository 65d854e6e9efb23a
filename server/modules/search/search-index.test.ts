import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildSearchIndex, osaDistance, tokenize, type SearchDoc, type SearchIndex } from './search-index.ts'
import { buildBenchCatalog, buildQuerySet } from '../../../bench/search-data.ts'

const doc = (id: number, kind: string, name: string, popularity: number, terms: string[] = []): SearchDoc => ({
  id,
  kind,
  name,
  url: `/x/${id}`,
  terms,
  popularity,
})

const CATALOG: SearchDoc[] = [
  doc(1, 'allopathy', 'Dolo 650 Tablet', 1000, ['Paracetamol 650mg']),
  doc(2, 'allopathy', 'Crocin Advance Tablet', 900, ['Paracetamol 500mg']),
  doc(3, 'allopathy', 'Calpol 500 Tablet', 500, ['Paracetamol 500mg']),
  doc(4, 'generic', 'Paracetamol', 400, ['Paracetamol 500mg', 'Paracetamol 650mg']),
  doc(5, 'allopathy', 'Azithral 500 Tablet', 700, ['Azithromycin 500mg']),
  doc(6, 'allopathy', 'Azee 500 Tablet', 600, ['Azithromycin 500mg']),
  doc(7, 'allopathy', 'Pan 40 Tablet', 800, ['Pantoprazole 40mg']),
  doc(8, 'allopathy', 'Pan-D Capsule', 750, ['Pantoprazole 40mg', 'Domperidone 30mg']),
  doc(9, 'allopathy', 'Pantocid 40 Tablet', 650, ['Pantoprazole 40mg']),
  doc(10, 'generic', 'Pantoprazole', 300, ['Pantoprazole 20mg', 'Pantoprazole 40mg']),
  doc(11, 'allopathy', 'Montair LC Tablet', 550, ['Montelukast 10mg', 'Levocetirizine 5mg']),
  doc(12, 'allopathy', 'Telma 40 Tablet', 520, ['Telmisartan 40mg']),
  doc(13, 'allopathy', 'Telma H Tablet', 480, ['Telmisartan 40mg', 'Hydrochlorothiazide 12.5mg']),
  doc(14, 'allopathy', 'Glycomet 500 SR Tablet', 470, ['Metformin 500mg']),
  doc(15, 'generic', 'Azithromycin', 200, ['Azithromycin 250mg', 'Azithromycin 500mg']),
  doc(16, 'allopathy', 'Crocin 650 Tablet', 450, ['Paracetamol 650mg']),
  doc(17, 'brand', 'Dolo', 100),
  doc(18, 'disease', 'Diabetes', 150),
  doc(19, 'udp', 'Pain Relief', 120),
  doc(20, 'lab_test', 'Complete Blood Count (CBC)', 110),
  doc(21, 'sku', 'Volini Pain Relief Gel', 300, ['Diclofenac']),
  doc(22, 'generic', 'Metformin', 150, ['Metformin 500mg', 'Metformin 1000mg']),
  doc(23, 'allopathy', 'Pantop 40 Tablet', 250, ['Pantoprazole 40mg']),
  doc(24, 'allopathy', 'Telmikind 40 Tablet', 100, ['Telmisartan 40mg']),
  doc(25, 'allopathy', 'Domperidone 10mg Tablet', 50, ['Domperidone 10mg']),
  doc(26, 'allopathy', 'Calpol 500 Tablet Strip', 500, ['Paracetamol 500mg']),
]

const index = buildSearchIndex(CATALOG)
const ids = (q: string, opts?: Parameters<SearchIndex['search']>[1]) => index.search(q, opts).hits.map((h) => h.id)

describe('tokenize', () => {
  it.each([
    ['Dolo 650 Tablet', ['dolo', '650', 'tablet']],
    ['dolo650', ['dolo', '650']],
    ['650mg', ['650', 'mg']],
    ['Pan-D 40MG', ['pan', 'd', '40', 'mg']],
    ['Crocín Ádvance', ['crocin', 'advance']],
    ['Telma-H (12.5mg)', ['telma', 'h', '12', '5', 'mg']],
    ['💊 (.*+?[', []],
  ])('%j → %j', (text, words) => {
    expect(tokenize(text)).toEqual(words)
  })
})

describe('osaDistance', () => {
  it.each([
    ['paracetmol', 'paracetamol', 1],
    ['montiar', 'montair', 1], // a transposition counts 1
    ['azitral', 'azithral', 1],
    ['pantaprazle', 'pantoprazole', 2],
    ['mnotiar', 'montair', 2],
    ['pam', 'pan', 1],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(osaDistance(a, b)).toBe(d)
  })
})

describe('buildSearchIndex: first hit', () => {
  it.each([
    ['dolo 65', 1, 'a truncated strength matches by prefix'],
    ['dolo650', 1, 'letters split from digits'],
    ['DOLO 650', 1, 'case-insensitive'],
    ['pan 40', 7, 'whole word then a number'],
    ['PAN-40', 7, 'punctuation is a separator'],
    ['azitral 500', 5, 'a misspelled whole word'],
    ['montiar', 11, 'a transposition in the last word'],
    ['pantoprazole', 10, 'a salt returns its generic entry first'],
    ['paracetamol 650', 4, 'a salt with a strength: the generic entry lists its strengths'],
    ['diabetes', 18, 'a disease page by its whole name'],
    ['pain relief', 19, 'a category page whose whole name was typed before a more popular product'],
    ['domperidone', 25, 'name matches before terms-only matches, even less popular'],
    ['telmi', 24, 'exact prefix matches before corrected ones'],
    ['calpol', 3, 'equal popularity: the shorter name first'],
    ['crocin 650', 16, 'more matched tokens first'],
    ['glycomet sr', 14, 'form words still match'],
    ['dilo', 17, '1 edit from 4 characters: the brand page Dolo'],
    ['pantaprazle 40', 10, '2 edits from 8 characters'],
  ])('%j → %i (%s)', (q, id) => {
    expect(ids(q)[0]).toBe(id)
  })
})

describe('buildSearchIndex: result sets', () => {
  it.each([
    ['telm', [12, 13], 'a prefix matches both Telma'],
    ['paracetamol 650', [4, 1, 16], 'the generic and the brands with the strength'],
    ['crocin 650', [16, 2], 'fewer matched tokens after'],
    ['p', [7, 8, 9], 'a 1-character query is a prefix'],
    ['paracetamol', [4, 1, 2], 'generic, then brands containing the salt'],
  ])('%j includes %j in the top 3+ (%s)', (q, want) => {
    const got = ids(q).slice(0, Math.max(3, want.length))
    for (const id of want) expect(got).toContain(id)
  })

  it.each([
    ['xyzzy', 'nothing like it'],
    ['', 'empty'],
    ['   \t\n', 'whitespace'],
    ['mnotiar', '2 edits are too many below 8 characters'],
    ['pam 40', 'no typos on 3-character words'],
    ['651', 'no typos on numbers'],
    ['dlo', 'no typos on 3-character words'],
  ])('%j → no hits (%s)', (q) => {
    expect(ids(q)).toEqual([])
  })

  it('a query ending in a space has its last word complete', () => {
    expect(ids('pan ').sort()).toEqual([7, 8])
    expect(ids('pan')).toEqual(expect.arrayContaining([7, 8, 9, 10, 23]))
  })

  it('numbers match by prefix only', () => {
    expect(ids('65')).toEqual(expect.arrayContaining([1, 16]))
    expect(ids('azithral 501')).not.toContain(6)
  })
})

describe('typo correction', () => {
  it.each([
    ['paracetmol', 'paracetamol', 4],
    ['azitral 500', 'azithral 500', 5],
    ['montiar', 'montair', 11],
    ['pantoprazol', null, 10],
    ['pantaprazle', 'pantoprazole', 10],
  ])('%j → suggestion %j, hit %i in the top 3', (q, suggestion, id) => {
    const r = index.search(q)
    expect(r.hits.slice(0, 3).map((h) => h.id)).toContain(id)
    if (suggestion === null) {
      expect(r.corrected).toBe(false) // 'pantoprazol' is a prefix of pantoprazole: no correction needed
      expect(r.suggestions).toEqual([])
    } else {
      expect(r.corrected).toBe(true)
      expect(r.suggestions).toContain(suggestion)
    }
  })

  it('exact hits are not marked corrected', () => {
    const r = index.search('azee')
    expect(r.hits[0]?.id).toBe(6)
    expect(r.corrected).toBe(false)
  })
})

describe('options', () => {
  it.each([
    [['generic'], [4]],
    [['allopathy'], [1, 2, 3]],
    [['generic', 'brand'], [4]],
  ])('kinds %j', (kinds, want) => {
    const r = index.search('paracetamol', { kinds })
    for (const h of r.hits) expect(kinds).toContain(h.kind)
    for (const id of want) expect(r.hits.map((h) => h.id)).toContain(id)
  })

  it('an unknown kind gives no hits; an empty kinds list means every kind', () => {
    expect(ids('dolo', { kinds: ['nope'] })).toEqual([])
    expect(ids('dolo', { kinds: [] })).toEqual(ids('dolo'))
  })

  // Docs with a word starting with 't' (name or terms), by brute force.
  const withT = CATALOG.filter((d) => [d.name, ...(d.terms ?? [])].some((s) => tokenize(s).some((w) => w.startsWith('t')))).length
  it.each([
    [undefined, 12],
    [3, 3],
    [1, 1],
    [0, 0],
    [-5, 0],
    [Number.NaN, 12],
    [1e9, withT],
  ])('limit %s → %i hits for "t"', (limit, n) => {
    const r = index.search('t', limit === undefined ? undefined : { limit })
    expect(r.hits.length).toBe(n)
  })

  it('hits carry the doc fields and non-increasing scores', () => {
    const r = index.search('pan')
    expect(r.hits[0]).toMatchObject({ id: 7, kind: 'allopathy', name: 'Pan 40 Tablet', url: '/x/7' })
    for (let i = 1; i < r.hits.length; i++) expect(r.hits[i]!.score).toBeLessThanOrEqual(r.hits[i - 1]!.score)
  })
})

describe('hostile input', () => {
  it.each([
    ['emoji', '💊🤒 dolo'],
    ['10 kB', 'dolo '.repeat(2000)],
    ['regex metacharacters', '(.*+?[^$]{}|\\'],
    ['lone surrogate', '\ud800dolo\udfff'],
    ['NUL', '\u0000\u0000'],
    ['SQL', "'; DROP TABLE medicines; --"],
    ['many tokens', 'a b c d e f g h i j k l m n o p q r s t'],
    ['long word', 'x'.repeat(5000)],
    ['digits only', '9'.repeat(200)],
    ['prototype keys', '__proto__ constructor toString'],
  ])('%s does not throw', (_, q) => {
    expect(() => index.search(q)).not.toThrow()
    expect(() => index.search(q, { limit: 3, kinds: ['generic'] })).not.toThrow()
  })

  it('non-string queries and options do not throw', () => {
    const loose = index as unknown as { search(q: unknown, o?: unknown): { hits: unknown[] } }
    for (const q of [null, undefined, 42, {}, [], Symbol.iterator]) expect(loose.search(q).hits).toEqual([])
    expect(() => loose.search('dolo', { kinds: 'allopathy', limit: '3' })).not.toThrow()
  })

  it('arbitrary strings never throw and respect limit and kinds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 0, max: 20 }), (q, limit) => {
        const r = index.search(q, { limit, kinds: ['allopathy', 'generic'] })
        expect(r.hits.length).toBeLessThanOrEqual(limit)
        for (const h of r.hits) expect(['allopathy', 'generic']).toContain(h.kind)
      }),
      { numRuns: 300 },
    )
    // 300 searches of up to 200 arbitrary characters: 1.8 s alone, more with another file beside it on 2 cores.
  }, 30_000)

  it('1-4 random letters (any word prefix or typo) never throw', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcdeilmnoprt 0456'.split('')), maxLength: 12 }), (q) => {
        index.search(q)
      }),
      { numRuns: 500 },
    )
  })
})

describe('add()', () => {
  it('adds docs with new words, found by prefix and by typo, and keeps ranking', () => {
    const idx = buildSearchIndex(CATALOG)
    idx.add!(doc(100, 'allopathy', 'Zerodol-P Tablet', 2000, ['Aceclofenac 100mg', 'Paracetamol 325mg']))
    idx.add!(doc(101, 'generic', 'Aceclofenac', 10, ['Aceclofenac 100mg']))
    expect(idx.size).toBe(CATALOG.length + 2)
    expect(idx.search('zerod').hits[0]?.id).toBe(100)
    expect(idx.search('zerodl').hits[0]?.id).toBe(100) // typo on a word only the delta has
    expect(idx.search('aceclofenac').hits[0]?.id).toBe(101) // whole entity name first
    expect(
      idx
        .search('paracetamol')
        .hits.map((h) => h.id)
        .slice(0, 3),
    ).toEqual([4, 100, 1])
    expect(idx.search('dolo 65').hits[0]?.id).toBe(1)
  })

  it('rebuilds once the delta grows, with the same results', () => {
    const idx = buildSearchIndex(CATALOG)
    for (let i = 0; i < 600; i++) idx.add!(doc(1000 + i, 'sku', `Vitamin Gummies ${i}`, i % 7, ['Vitamin C']))
    expect(idx.size).toBe(CATALOG.length + 600)
    expect(idx.search('dolo 65').hits[0]?.id).toBe(1)
    expect(idx.search('vitamin gummies 59', { limit: 20 }).hits.map((h) => h.id)).toContain(1059)
    expect(idx.search('vitamn', { limit: 3 }).hits).toHaveLength(3)
  })
})

describe('a rebuild from what the index holds', () => {
  it('answers every query as an index built from all the docs at once (names, URLs, terms and ranking)', () => {
    const docs = [
      ...buildBenchCatalog(5000),
      doc(90001, 'sku', 'Dabur Chyawanprash — च्यवनप्राश 500 g', 40, ['Amla']),
      doc(90002, 'allopathy', 'Ecosprin® 75 Tablet', 900, ['Aspirin 75mg']),
    ]
    // The base holds all but the last 257; the 257th add crosses the delta's threshold (256) and rebuilds the base
    // from its own packed names, URLs and words, with an empty delta after.
    const split = docs.length - 257
    const rebuilt = buildSearchIndex(docs.slice(0, split))
    for (const d of docs.slice(split)) rebuilt.add!(d)
    const whole = buildSearchIndex(docs)
    expect(rebuilt.size).toBe(whole.size)
    const queries = [...buildQuerySet(docs).map((q) => q.q), 'chyawan', 'च्यवनप्राश', 'ecosprin 75', 'aspirin', 'amla']
    for (const q of queries) expect(rebuilt.search(q, { limit: 20 }), q).toEqual(whole.search(q, { limit: 20 }))
    expect(rebuilt.search('dabur chyawanprash', { limit: 50 }).hits.find((h) => h.id === 90001)).toMatchObject({
      id: 90001,
      name: 'Dabur Chyawanprash — च्यवनप्राश 500 g',
      url: '/x/90001',
    })
  })
})

describe('bench catalogue (5,000 docs)', () => {
  it('reaches recall@5 >= 0.95 on the generated query set', () => {
    const docs = buildBenchCatalog(5000)
    const queries = buildQuerySet(docs)
    expect(queries.length).toBeGreaterThanOrEqual(300)
    const idx = buildSearchIndex(docs)
    const found = queries.filter((q) =>
      idx
        .search(q.q)
        .hits.slice(0, 5)
        .some((h) => q.expectIds.includes(h.id)),
    ).length
    expect(found / queries.length).toBeGreaterThanOrEqual(0.95)
  })
})

describe('a query that fails inside the index', () => {
  it('answers no hits and tells onError the query length, never its text', () => {
    const seen: Array<[unknown, { queryLength: number }]> = []
    const idx = buildSearchIndex([{ id: 1, kind: 'sku', name: 'Dolo 650', url: '/x', popularity: 1 }], {
      onError: (error, context) => seen.push([error, context]),
    })
    const hostileKinds = new Proxy(['sku'], {
      get(target, key) {
        if (key === Symbol.iterator) throw new Error('boom')
        return Reflect.get(target, key)
      },
    })
    expect(idx.search('dolo', { kinds: hostileKinds })).toEqual({ hits: [], corrected: false, suggestions: [] })
    expect(seen).toHaveLength(1)
    expect(seen[0]![1]).toEqual({ queryLength: 4 })
    expect(String(seen[0]![0])).toContain('boom')
    // Without a listener it still answers.
    expect(buildSearchIndex([]).search('dolo', { kinds: hostileKinds }).hits).toEqual([])
  })
})
