import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../../contracts/http.ts'
import type { Db } from '../../db/client.ts'
import { cartPrescriptions, prescriptionFiles, prescriptions } from '../../db/schema.ts'
import { UPLOAD_BODY_LIMIT, UPLOAD_TOO_LARGE_MESSAGE } from './api.ts'
import { prescriptionApiSuite } from '../../../tests/helpers/prescriptions-api-suite.ts'
import { createPrescriptionService } from './service.ts'
import {
  createPrescriptionFixture,
  memoryStorage,
  phonePhoto,
  prescriptionPdf,
  PRESCRIPTIONS,
  uploadForm,
  type PrescriptionFixture,
} from '../../../tests/helpers/prescriptions-fixture.ts'

// Issue 9 §4: prescriptions. The calls on the local disk (a temporary folder, as tests and DATA_DIR=memory:// get),
// then what only this file checks: the body limit, a storage or database that fails (nothing left behind), attaching
// to the cart, and an account merge.

prescriptionApiSuite('the local disk', async () => undefined)

const NOW = new Date('2026-11-24T10:00:00+05:30')
const mem = memoryStorage()
let f: PrescriptionFixture
beforeAll(async () => {
  f = await createPrescriptionFixture({ storage: mem.storage, now: () => NOW })
})
afterAll(() => f?.close())

const errorOf = async (res: Response) => ErrorBodySchema.parse(await res.json())
const rowsOf = (userId: number) => f.database.db.select().from(prescriptions).where(eq(prescriptions.userId, userId))

describe('the upload body limit (5 × 10 MB + 1 MB)', () => {
  test('a Content-Length over the limit is refused with a 413 before a byte is read', async () => {
    const a = await f.account()
    let pulled = false
    // highWaterMark 0: the stream is pulled only when someone reads the body.
    const body = new ReadableStream(
      {
        pull() {
          pulled = true
          throw new Error('the body must not be read')
        },
      },
      { highWaterMark: 0 },
    )
    const res = await f.app.request(PRESCRIPTIONS, {
      method: 'POST',
      headers: a.headers({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(UPLOAD_BODY_LIMIT + 1) }),
      body,
      duplex: 'half',
    } as RequestInit)
    const error = await errorOf(res)
    expect([res.status, error.code, error.message]).toEqual([413, 'too_large', UPLOAD_TOO_LARGE_MESSAGE])
    expect(UPLOAD_TOO_LARGE_MESSAGE).toBe('The files are too large: attach at most 5 files of 10 MB each')
    expect(pulled).toBe(false)
  })

  test('a streamed body (no Content-Length) is cut off once it passes the limit', async () => {
    const a = await f.account()
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const res = await f.app.request(PRESCRIPTIONS, {
      method: 'POST',
      headers: a.headers({ 'content-type': 'multipart/form-data; boundary=x' }),
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(sent).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT + 2 * chunk.length)
    expect(await rowsOf(a.userId)).toEqual([])
  })

  test('the prescription page’s posts have the same limit: back to the page with the message, or a 413 for a fetcher', async () => {
    const a = await f.account()
    const over = (path: string) =>
      f.app.request(path, {
        method: 'POST',
        headers: a.headers({
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(UPLOAD_BODY_LIMIT + 1),
        }),
        body: new ReadableStream({}, { highWaterMark: 0 }),
        duplex: 'half',
      } as RequestInit)
    const page = await over('/cart/prescription')
    expect([page.status, page.headers.get('location')]).toEqual([303, '/cart/prescription'])
    expect(page.headers.get('set-cookie')).toContain(`cart_notice=${encodeURIComponent(UPLOAD_TOO_LARGE_MESSAGE)}`)
    const fetcher = await over('/cart/prescription.data')
    expect([fetcher.status, await fetcher.text()]).toEqual([413, UPLOAD_TOO_LARGE_MESSAGE])
  })

  test('an upload needs the CSRF token like every write', async () => {
    const a = await f.account()
    const res = await f.app.request(PRESCRIPTIONS, {
      method: 'POST',
      headers: { cookie: a.headers().cookie },
      body: uploadForm('Asha Verma', [{ name: 'rx.pdf', bytes: await prescriptionPdf() }]),
    })
    expect([res.status, (await errorOf(res)).code]).toEqual([403, 'csrf'])
  })
})

describe('failures leave nothing behind', () => {
  test('the storage fails on the second file: a 503, no rows, and the first file deleted again', async () => {
    const a = await f.account()
    mem.calls.length = 0
    mem.failPutFrom(2)
    let res: Response
    try {
      res = await a.upload(
        uploadForm('Asha Verma', [
          { name: 'p1.jpg', bytes: await phonePhoto() },
          { name: 'p2.pdf', bytes: await prescriptionPdf() },
          { name: 'p3.pdf', bytes: await prescriptionPdf() },
        ]),
      )
    } finally {
      mem.failPutFrom(null)
    }
    const error = await errorOf(res)
    expect([res.status, error.code, error.message]).toEqual([
      503,
      'storage_unavailable',
      'File storage is not answering. Please try again.',
    ])
    const [first, second] = mem.calls.filter((c) => c.startsWith('put ')).map((c) => c.slice(4))
    // The failed put is removed too (it may have landed), then the first one is compensated.
    expect(mem.calls).toEqual([`put ${first}`, `put ${second}`, `delete ${second}`, `delete ${first}`])
    expect(first).toMatch(/^prescriptions\/2026\/11\/[0-9a-f-]{36}\.jpg$/)
    expect(mem.files.size).toBe(0)
    expect(await rowsOf(a.userId)).toEqual([])
  })

  test('the database write fails after the files were stored: every stored file is deleted', async () => {
    const local = memoryStorage()
    const broken = new Proxy(f.database.db, {
      get: (target, prop) =>
        prop === 'transaction' ? () => Promise.reject(new Error('connection lost')) : Reflect.get(target, prop),
    }) as Db
    const logged: string[] = []
    const service = createPrescriptionService(broken, {
      storage: local.storage,
      now: () => NOW,
      log: (msg) => logged.push(msg),
    })
    await expect(
      service.upload(1, {
        patientName: 'Asha Verma',
        files: [
          { name: 'a.jpg', bytes: await phonePhoto() },
          { name: 'b.pdf', bytes: await prescriptionPdf() },
        ],
      }),
    ).rejects.toThrow('connection lost')
    const puts = local.calls.filter((c) => c.startsWith('put ')).map((c) => c.slice(4))
    expect(puts).toHaveLength(2)
    expect(local.calls.slice(2)).toEqual([`delete ${puts[1]}`, `delete ${puts[0]}`])
    expect(local.files.size).toBe(0)
    expect(logged).toEqual([])
  })

  test('keys follow prescriptions/YYYY/MM/<uuid>.<ext> in UTC, from the injected clock and ids', async () => {
    const local = memoryStorage()
    const ids = ['0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c', '3F2A9C1E-8B7D-4E6F-A5C4-1D2E3F4A5B6C']
    const service = createPrescriptionService(f.database.db, {
      storage: local.storage,
      now: () => new Date('2026-12-31T20:00:00+05:30'),
      randomUUID: () => ids.shift()!,
    })
    const a = await f.account()
    await service.upload(a.userId, {
      patientName: 'Asha Verma',
      files: [
        { name: 'a.png', bytes: await phonePhoto('png') },
        { name: 'b.pdf', bytes: await prescriptionPdf() },
      ],
    })
    expect([...local.files.keys()]).toEqual([
      'prescriptions/2026/12/0b7e5a1c-2f4d-4c8e-9a3b-6d1f2e3a4b5c.png',
      'prescriptions/2026/12/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c.pdf',
    ])
    const [row] = await rowsOf(a.userId)
    expect(row!.createdAt.toISOString()).toBe('2026-12-31T14:30:00.000Z')
  })

  test('a file whose stored copy is gone answers 404, not 500', async () => {
    const a = await f.account()
    const made = (await (await a.upload(uploadForm('Asha Verma', [{ name: 'rx.pdf', bytes: await prescriptionPdf() }]))).json())
      .data
    const [file] = await f.database.db.select().from(prescriptionFiles).where(eq(prescriptionFiles.prescriptionId, made.id))
    mem.files.delete(file!.storageKey)
    expect((await a.request(made.files[0].url)).status).toBe(404)
  })
})

describe('attaching prescriptions to the cart', () => {
  async function uploaded(a: Awaited<ReturnType<PrescriptionFixture['account']>>, n = 1): Promise<number[]> {
    const ids: number[] = []
    for (let i = 0; i < n; i++) {
      const res = await a.upload(uploadForm('Asha Verma', [{ name: `rx-${i}.pdf`, bytes: await prescriptionPdf() }]))
      ids.push((await res.json()).data.id)
    }
    return ids
  }
  const attachedRows = (cartId: number) =>
    f.database.db.select().from(cartPrescriptions).where(eq(cartPrescriptions.cartId, cartId))

  test('attach, attach again (no double), detach; the cart holds the account’s own only', async () => {
    const a = await f.account()
    const cartId = await a.cart()
    const [p1, p2] = await uploaded(a, 2)
    const rx = f.services.prescriptions
    expect(await rx.attachToCart(a.owner, [p1!])).toEqual([p1])
    expect(await rx.attachToCart(a.owner, [p1!, p2!, p2!])).toEqual([p1, p2])
    expect((await attachedRows(cartId)).length).toBe(2)
    expect(await rx.attached(a.owner)).toEqual([p1, p2])
    expect(await rx.detach(a.owner, p1!)).toEqual([p2])
    expect(await rx.detach(a.owner, p1!)).toEqual([p2])
    expect(await rx.setAttached(a.owner, [p1!])).toEqual([p1])
    expect(await rx.setAttached(a.owner, [])).toEqual([])
    expect(await rx.attached(a.owner)).toEqual([])
  })

  test("another account's prescription cannot be attached (404), and nothing changes", async () => {
    const a = await f.account()
    const b = await f.account()
    await a.cart()
    const [mine] = await uploaded(a)
    const [theirs] = await uploaded(b)
    await f.services.prescriptions.attachToCart(a.owner, [mine!])
    await expect(f.services.prescriptions.attachToCart(a.owner, [theirs!])).rejects.toMatchObject({
      status: 404,
      message: 'No such prescription',
    })
    await expect(f.services.prescriptions.setAttached(a.owner, [theirs!])).rejects.toMatchObject({ status: 404 })
    expect(await f.services.prescriptions.attached(a.owner)).toEqual([mine])
  })

  test('at most five prescriptions go with an order', async () => {
    const a = await f.account()
    await a.cart()
    const ids = await uploaded(a, 6)
    await f.services.prescriptions.attachToCart(a.owner, ids.slice(0, 5))
    await expect(f.services.prescriptions.attachToCart(a.owner, [ids[5]!])).rejects.toMatchObject({
      status: 400,
      code: 'too_many_prescriptions',
      message: 'You can attach at most 5 prescriptions to an order',
    })
    await expect(f.services.prescriptions.setAttached(a.owner, ids)).rejects.toMatchObject({ code: 'too_many_prescriptions' })
    expect(await f.services.prescriptions.attached(a.owner)).toEqual(ids.slice(0, 5))
  })

  test('no cart: nothing to attach to; a guest: a 401; a rejected prescription: refused', async () => {
    const a = await f.account()
    const [p] = await uploaded(a)
    await expect(f.services.prescriptions.attachToCart(a.owner, [p!])).rejects.toMatchObject({ code: 'empty_cart' })
    await expect(
      f.services.prescriptions.attachToCart({ kind: 'visitor', visitorId: 'a'.repeat(32) }, [p!]),
    ).rejects.toMatchObject({ status: 401 })
    expect(await f.services.prescriptions.attached({ kind: 'visitor', visitorId: 'a'.repeat(32) })).toEqual([])
    await a.cart()
    await f.database.db.update(prescriptions).set({ status: 'rejected' }).where(eq(prescriptions.id, p!))
    await expect(f.services.prescriptions.attachToCart(a.owner, [p!])).rejects.toMatchObject({
      code: 'prescription_rejected',
    })
  })

  test('an account merge hands the absorbed account’s prescriptions to the survivor', async () => {
    const a = await f.account()
    const b = await f.account()
    const [p] = await uploaded(b)
    await f.database.db.transaction((tx) => f.services.prescriptions.mergeAccounts(tx, b.userId, a.userId))
    expect((await f.services.prescriptions.list(a.userId)).map((x) => x.id)).toEqual([p])
    expect(await f.services.prescriptions.list(b.userId)).toEqual([])
    const file = (await f.services.prescriptions.list(a.userId))[0]!.files[0]!
    expect((await a.request(file.url)).status).toBe(200)
  })
})
