import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { UdpTreeAnswerSchema } from '../../../contracts/catalog.ts'
import { categories } from '../../db/schema.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'

// spec 1 §7.1 GET /api/v4/udp_tree, cacheable (Issue 12): the menu fetches the tree when it first opens, so the
// answer is kept five minutes and revalidated by its ETag, a hash of the body.

const TREE = '/pwa-api/api/v4/udp_tree'
let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

const get = (headers: Record<string, string> = {}) => f.request(TREE, { headers })
const sha1 = (bytes: string | Buffer) => createHash('sha1').update(bytes).digest('hex')

describe('GET /pwa-api/api/v4/udp_tree caching', () => {
  test('200: the same shape, public for five minutes, and an ETag that is the hash of the body', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(res.headers.get('set-cookie')).toBeNull()
    const text = await res.text()
    const body = UdpTreeAnswerSchema.parse(JSON.parse(text))
    expect(body.data.udp_tree.length).toBeGreaterThanOrEqual(8)
    expect(body.data.udp_tree[0]!.children[0]!.children[0]).toMatchObject({ level: 3, children: [] })
    // Weak: one tag for the plain and the gzipped answer.
    expect(res.headers.get('etag')).toBe(`W/"${sha1(text)}"`)
    // Asked again: the same tag (the tree is built once per instance).
    expect((await get()).headers.get('etag')).toBe(res.headers.get('etag'))
  })

  test('If-None-Match with the tag (weak, strong, in a list or *) answers 304 without a body, keeping the headers', async () => {
    const tag = (await get()).headers.get('etag')!
    for (const ifNoneMatch of [tag, tag.replace(/^W\//, ''), `"something-else", ${tag}`, '*']) {
      const res = await get({ 'if-none-match': ifNoneMatch })
      expect(res.status, ifNoneMatch).toBe(304)
      expect(await res.text()).toBe('')
      expect(res.headers.get('etag')).toBe(tag)
      expect(res.headers.get('cache-control')).toBe('public, max-age=300')
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    }
  })

  test('another tag gets the whole answer', async () => {
    const res = await get({ 'if-none-match': '"0000"' })
    expect(res.status).toBe(200)
    UdpTreeAnswerSchema.parse(await res.json())
  })

  test('gzipped, the same tag (the 200 and the 304 agree whatever the encoding)', async () => {
    const plain = await (await get()).text()
    const res = await get({ 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('etag')).toBe(`W/"${sha1(plain)}"`)
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain)
    const again = await get({ 'accept-encoding': 'gzip', 'if-none-match': res.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(res.headers.get('etag'))
    expect(again.headers.get('content-encoding')).toBeNull()
  })

  test('a changed tree, once the change is announced, answers 200 with a new tag to a browser holding the old one', async () => {
    const old = (await get()).headers.get('etag')!
    const db = f.database.db
    const [row] = await db
      .insert(categories)
      .values({ name: 'New Parent', slug: 'new-parent', level: 1, parentId: null, position: 999 })
      .returning({ id: categories.id })
    try {
      // Kept in memory: until the writer says so, the instance answers what it holds.
      expect((await get({ 'if-none-match': old })).status).toBe(304)
      await f.services.caches.changed(db, 'catalog')
      const res = await get({ 'if-none-match': old })
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(UdpTreeAnswerSchema.parse(JSON.parse(text)).data.udp_tree.at(-1)).toEqual({
        slug: 'new-parent',
        name: 'New Parent',
        level: 1,
        children: [],
      })
      expect(res.headers.get('etag')).toBe(`W/"${sha1(text)}"`)
      expect(res.headers.get('etag')).not.toBe(old)
    } finally {
      await db.delete(categories).where(eq(categories.id, row!.id))
      await f.services.caches.changed(db, 'catalog')
    }
    expect((await get({ 'if-none-match': old })).status).toBe(304)
  })
})
