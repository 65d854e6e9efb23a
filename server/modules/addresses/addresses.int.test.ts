import fc from 'fast-check'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { AUTH_PATHS as P } from '../../../core/auth/paths.ts'
import { MAX_ADDRESSES } from '../../../core/addresses/address.ts'
import {
  AddressBookAnswerSchema,
  AddressSavedAnswerSchema,
  PincodeAnswerSchema,
  type AddressBody,
} from '../../../contracts/addresses.ts'
import { ErrorBodySchema } from '../../../contracts/http.ts'
import { useAuthFixture } from '../../../tests/integration/auth-fixture.ts'
import type { BrowserClient } from '../../../tests/integration/browser-client.ts'
import { expectClean, hostile } from '../../../tests/integration/hostile.ts'
import { addresses, carts, users } from '../../db/schema.ts'
import { userOwner } from '../cart/owner.ts'

// Issue 9 'Address': the address book API (contracts/addresses.ts) with spec 1 §5's messages exactly, the pincode's
// city and state from the postal data, one default per account, the limit, ownership, and the cart's chosen address.

const t = useAuthFixture('2026-11-24T09:00:00Z')
const { browser, codeFor } = t

const BOOK = '/pwa-api/api/v4/addresses'
const LOG_IN = 'Please log in to see and save your addresses'

let fresh = 0
/** A new account of its own for each test (a new number and e-mail, both proved): an empty address book. */
async function signUp(): Promise<{ b: BrowserClient; userId: number }> {
  const b = await browser()
  const number = `93${String(10_000_000 + fresh).slice(-8)}`
  const email = `address.book.${fresh++}@example.com`
  expect((await b.auth(P.createToken, { number })).status).toBe(200)
  expect((await b.auth(P.verifyToken, { number, verification_token: await codeFor(number) })).status).toBe(200)
  expect((await b.auth(P.phoneComplete, { number, email })).status).toBe(200)
  const done = await b.auth(P.emailVerifyPhoneToken, { number, email, verification_token: await codeFor(email) })
  expect(done.status).toBe(200)
  const [row] = await t.f.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return { b, userId: row!.id }
}

const HOME: AddressBody = {
  recipient_name: 'Asha Verma',
  phone: '9810000001',
  address: 'Flat 4B, Lotus Towers, Barakhamba Road',
  landmark: 'Near Modern School',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
}

/** Parses an answer with its contract; a member the contract does not name fails too. */
function conforms<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new Error(`${parsed.error.message}\nin ${JSON.stringify(body).slice(0, 500)}`)
  expect(parsed.data).toStrictEqual(body)
  return parsed.data
}

const create = (b: BrowserClient, body: Partial<AddressBody> = {}) => b.post(BOOK, { ...HOME, ...body })
const list = async (b: BrowserClient) => conforms(AddressBookAnswerSchema, (await b.get(BOOK)).body).data.addresses
const idsAndDefaults = async (b: BrowserClient) => (await list(b)).map((a) => [a.address_name, a.is_default])

describe('a guest', () => {
  test('gets a 401 with a message from every address call, before the body is looked at', async () => {
    const b = await browser()
    for (const [method, path] of [
      ['GET', BOOK],
      ['POST', BOOK],
      ['PUT', `${BOOK}/1`],
      ['DELETE', `${BOOK}/1`],
      ['POST', `${BOOK}/1/default`],
      ['PUT', `${BOOK}/abc`],
    ] as const) {
      const res = await b.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : { junk: true })
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 401, LOG_IN])
      ErrorBodySchema.parse(res.body)
      expect(res.body.code).toBe('sign_in_required')
    }
  })

  test('can look a pincode up: city and state from the postal data, and whether we deliver there', async () => {
    const b = await browser()
    expect(conforms(PincodeAnswerSchema, (await b.get('/pwa-api/api/v4/pincodes/110001')).body).data).toEqual({
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      serviceable: true,
      message: null,
    })
    // A pincode shared by two districts goes to the city with most of its post offices (201301: Noida).
    expect((await b.get('/pwa-api/api/v4/pincodes/201301')).body.data).toMatchObject({ city: 'Noida', state: 'Uttar Pradesh' })
    expect((await b.get('/pwa-api/api/v4/pincodes/795001')).body.data).toEqual({
      pincode: '795001',
      city: 'Imphal West',
      state: 'Manipur',
      serviceable: false,
      message: "We don't deliver to Imphal West yet",
    })
    const unknown = await b.get('/pwa-api/api/v4/pincodes/999999')
    expect([unknown.status, unknown.body.message, unknown.body.code]).toEqual([404, 'Enter a valid pincode', 'unknown_pincode'])
    for (const [bad, message] of [
      ['1100', 'Enter a valid pincode'],
      ['11000a', 'Enter a valid pincode'],
      ['1100011', 'Enter a valid pincode'],
      ['%20', 'Enter pincode'],
    ]) {
      const res = await b.get(`/pwa-api/api/v4/pincodes/${bad}`)
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, message])
    }
  })
})

describe('spec 1 §5: the field rules and their messages, exactly', () => {
  test('an empty body: every required field’s own message, under its field', async () => {
    const { b } = await signUp()
    const res = await b.post(BOOK, {})
    expect(res.status).toBe(400)
    ErrorBodySchema.parse(res.body)
    expect(res.body.data.errors).toEqual([
      { field: 'recipient_name', message: 'Please enter recipient name' },
      { field: 'phone', message: 'Please enter a valid number' },
      { field: 'address', message: 'Please enter the complete address' },
      { field: 'pincode', message: 'Enter pincode' },
      { field: 'address_type', message: 'Please choose an address type' },
      { field: 'address_name', message: 'Please enter an address name' },
    ])
    expect(res.body.message).toBe('Please enter recipient name')
  })

  test.each<[string, Partial<Record<keyof AddressBody, unknown>>, string, string]>([
    [
      'recipient name: under 3 characters',
      { recipient_name: 'Al' },
      'recipient_name',
      'Recipient name length should be more than 2',
    ],
    [
      'recipient name: other characters',
      { recipient_name: 'Asha_Verma' },
      'recipient_name',
      'Only alphabets, digits and . are allowed',
    ],
    [
      'recipient name: over 100 characters',
      { recipient_name: 'A'.repeat(101) },
      'recipient_name',
      'Recipient name length should be less than 100',
    ],
    ['recipient name: blank', { recipient_name: '   ' }, 'recipient_name', 'Please enter recipient name'],
    ['recipient name: not text', { recipient_name: 42 }, 'recipient_name', 'Please enter recipient name'],
    ['phone: not starting 6–9', { phone: '5810000001' }, 'phone', 'Please enter a valid number'],
    ['phone: with +91', { phone: '+919810000001' }, 'phone', 'Please enter a valid number'],
    ['address: under 10 characters', { address: 'Flat 4B' }, 'address', 'Please enter the complete address'],
    ['pincode: empty', { pincode: '' }, 'pincode', 'Enter pincode'],
    ['pincode: not 6 digits', { pincode: '11001' }, 'pincode', 'Enter a valid pincode'],
    ['pincode: a number, not text', { pincode: 110001 }, 'pincode', 'Enter pincode'],
    ['pincode: unknown to the postal data', { pincode: '999999' }, 'pincode', 'Enter a valid pincode'],
    ['pincode: a city we do not deliver to', { pincode: '795001' }, 'pincode', "We don't deliver to Imphal West yet"],
    ['address type: missing', { address_type: undefined }, 'address_type', 'Please choose an address type'],
    ['address type: not one of ours', { address_type: 'garage' }, 'address_type', 'Please choose an address type'],
    ['address name: blank', { address_name: ' ' }, 'address_name', 'Please enter an address name'],
    [
      'address name: too long',
      { address_name: 'x'.repeat(51) },
      'address_name',
      'Please keep the address name under 50 characters',
    ],
    ['landmark: too long', { landmark: 'x'.repeat(101) }, 'landmark', 'Please keep the landmark under 100 characters'],
    [
      'coordinates come in pairs',
      { geodata_latitude: 28.6 },
      'geodata_longitude',
      'Send geodata_latitude and geodata_longitude together',
    ],
    [
      'coordinates in range',
      { geodata_latitude: 91, geodata_longitude: 77 },
      'geodata_latitude',
      'geodata_latitude must be between -90 and 90',
    ],
    ['geodata_source is search_page', { geodata_source: 'gps' }, 'geodata_source', "geodata_source must be 'search_page'"],
  ])('%s', async (_name, change, field, message) => {
    const { b } = await signUp()
    const res = await b.post(BOOK, { ...HOME, ...change })
    expect([res.status, res.body.message, res.body.data.errors]).toEqual([400, message, [{ field, message }]])
    expect(await list(b)).toEqual([])
  })
})

describe('the address book', () => {
  test('the first address is the default; city and state come from the pincode; the list is default first, then newest', async () => {
    const { b, userId } = await signUp()
    const first = await create(b, {
      pincode: '201301',
      address_name: 'Home',
      street2: 'Noida Sector 16',
      street3: 'Noida Sector 16, Gautam Buddha Nagar, Noida, Uttar Pradesh 201301',
      geodata_latitude: 28.5785,
      geodata_longitude: 77.3177,
      geodata_source: 'search_page',
      landmark: '  ',
    })
    expect(first.status).toBe(201)
    const saved = conforms(AddressSavedAnswerSchema, first.body).data.address
    expect(saved).toMatchObject({
      recipient_name: 'Asha Verma',
      city: 'Noida',
      state: 'Uttar Pradesh',
      country: 'India',
      landmark: null,
      is_default: true,
      street2: 'Noida Sector 16',
      geodata_source: 'search_page',
      maps_url: 'https://maps.google.com/?q=28.5785,77.3177&z=15',
    })
    t.advance(60)
    await create(b, { address_name: 'Office', address_type: 'work', pincode: '560001' })
    t.advance(60)
    const third = await create(b, { address_name: "Mum's place", address_type: 'other', pincode: '400001' })
    expect(third.body.data.address).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', is_default: false, maps_url: null })
    expect(await idsAndDefaults(b)).toEqual([
      ['Home', true],
      ["Mum's place", false],
      ['Office', false],
    ])
    const rows = await t.f.database.db.select().from(addresses).where(eq(addresses.userId, userId))
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => r.createdAt.getTime() <= t.now().getTime())).toBe(true)
  })

  test('make default: exactly one default; deleting the default makes the newest left the default', async () => {
    const { b } = await signUp()
    const ids: number[] = []
    for (const name of ['A home', 'B work', 'C other', 'D other']) {
      ids.push((await create(b, { address_name: name })).body.data.address.id)
      t.advance(60)
    }
    const made = await b.post(`${BOOK}/${ids[1]}/default`, {})
    expect(made.status).toBe(200)
    conforms(AddressBookAnswerSchema, made.body)
    expect(await idsAndDefaults(b)).toEqual([
      ['B work', true],
      ['D other', false],
      ['C other', false],
      ['A home', false],
    ])
    // Again: still one.
    await b.post(`${BOOK}/${ids[1]}/default`, {})
    expect((await list(b)).filter((a) => a.is_default)).toHaveLength(1)

    const deleted = await b.call('DELETE', `${BOOK}/${ids[1]}`)
    expect(deleted.status).toBe(200)
    expect(conforms(AddressBookAnswerSchema, deleted.body).data.addresses.map((a) => [a.address_name, a.is_default])).toEqual([
      ['D other', true],
      ['C other', false],
      ['A home', false],
    ])
    // A non-default goes without moving the default.
    await b.call('DELETE', `${BOOK}/${ids[0]}`)
    expect(await idsAndDefaults(b)).toEqual([
      ['D other', true],
      ['C other', false],
    ])
    await b.call('DELETE', `${BOOK}/${ids[3]}`)
    await b.call('DELETE', `${BOOK}/${ids[2]}`)
    expect(await list(b)).toEqual([])
    // An empty book starts again: the next address is the default.
    expect((await create(b)).body.data.address.is_default).toBe(true)
  })

  test('a new address sent with is_default takes the default over', async () => {
    const { b } = await signUp()
    await create(b, { address_name: 'First' })
    t.advance(60)
    const second = await create(b, { address_name: 'Second', is_default: true })
    expect(second.body.data.address.is_default).toBe(true)
    expect(await idsAndDefaults(b)).toEqual([
      ['Second', true],
      ['First', false],
    ])
  })

  test('update replaces the fields, the city follows the pincode; is_default moves the default, false does not unset it', async () => {
    const { b } = await signUp()
    const a = (await create(b, { address_name: 'Home', geodata_latitude: 28.63, geodata_longitude: 77.22 })).body.data.address
    t.advance(60)
    const o = (await create(b, { address_name: 'Office' })).body.data.address
    const res = await b.call('PUT', `${BOOK}/${o.id}`, {
      ...HOME,
      address_name: 'New office',
      pincode: '122001',
      is_default: true,
    })
    expect(res.status).toBe(200)
    const updated = conforms(AddressSavedAnswerSchema, res.body).data
    expect(updated.address).toMatchObject({
      id: o.id,
      address_name: 'New office',
      city: 'Gurugram',
      state: 'Haryana',
      is_default: true,
    })
    expect(updated.address.updated_at).toBe(t.now().toISOString())
    const unset = await b.call('PUT', `${BOOK}/${o.id}`, { ...HOME, address_name: 'New office', is_default: false })
    expect(unset.body.data.address.is_default).toBe(true)
    // A whole replacement: coordinates left out are gone.
    const moved = await b.call('PUT', `${BOOK}/${a.id}`, HOME)
    expect(moved.body.data.address).toMatchObject({ geodata_latitude: null, maps_url: null, is_default: false })
    const refused = await b.call('PUT', `${BOOK}/${a.id}`, { ...HOME, pincode: '795001' })
    expect([refused.status, refused.body.message]).toEqual([400, "We don't deliver to Imphal West yet"])
  })

  test(`at most ${MAX_ADDRESSES} addresses: the next one is a 400 that says so`, async () => {
    const { b } = await signUp()
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await create(b, { address_name: `Place ${i}` })).status).toBe(201)
    const over = await create(b, { address_name: 'One too many' })
    expect([over.status, over.body.code, over.body.message]).toEqual([
      400,
      'too_many_addresses',
      'You can save up to 20 addresses. Delete one you no longer use to add another.',
    ])
    expect(await list(b)).toHaveLength(MAX_ADDRESSES)
    // Deleting one makes room again.
    await b.call('DELETE', `${BOOK}/${(await list(b))[5]!.id}`)
    expect((await create(b, { address_name: 'Room again' })).status).toBe(201)
  })

  test('another account’s address is a 404 for every call; a bad id a 400', async () => {
    const owner = await signUp()
    const other = await signUp()
    const id = (await create(owner.b)).body.data.address.id
    for (const [method, path, body] of [
      ['PUT', `${BOOK}/${id}`, HOME],
      ['DELETE', `${BOOK}/${id}`, undefined],
      ['POST', `${BOOK}/${id}/default`, {}],
      ['PUT', `${BOOK}/999999`, HOME],
    ] as const) {
      const res = await other.b.call(method, path, body)
      expect([method, res.status, res.body.code, res.body.message]).toEqual([
        method,
        404,
        'address_not_found',
        'We could not find that address',
      ])
    }
    expect(await list(other.b)).toEqual([])
    expect((await list(owner.b)).map((a) => a.id)).toEqual([id])
    await expect(t.f.services.addresses.choose(userOwner(other.userId), id)).rejects.toMatchObject({ status: 404 })
    for (const bad of ['0', 'abc', '1.5', '99999999999']) {
      const res = await owner.b.call('DELETE', `${BOOK}/${bad}`)
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, 'An address id is a whole number'])
    }
  })
})

describe('the address the cart goes to', () => {
  test('the default until one is chosen; choosing sets carts.address_id; deleting it falls back to the default', async () => {
    const { b, userId } = await signUp()
    const owner = userOwner(userId)
    const { addresses: service } = t.f.services
    expect(await service.chosen(owner)).toBeNull()
    const home = (await create(b, { address_name: 'Home' })).body.data.address
    t.advance(60)
    const office = (await create(b, { address_name: 'Office' })).body.data.address
    expect((await service.chosen(owner))?.id).toBe(home.id)

    await service.choose(owner, office.id)
    const [cart] = await t.f.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.type, 'pharmacy')))
    expect(cart?.addressId).toBe(office.id)
    expect((await service.chosen(owner))?.id).toBe(office.id)

    await b.call('DELETE', `${BOOK}/${office.id}`)
    const [after] = await t.f.database.db.select().from(carts).where(eq(carts.id, cart!.id))
    expect(after?.addressId).toBeNull()
    expect((await service.chosen(owner))?.id).toBe(home.id)
  })

  test('a visitor has no address book', async () => {
    await expect(t.f.services.addresses.chosen({ kind: 'visitor', visitorId: 'a'.repeat(32) })).rejects.toMatchObject({
      status: 401,
      message: LOG_IN,
    })
  })
})

describe('an account merge', () => {
  test('the absorbed account’s addresses join the survivor’s book, whose default stays the one', async () => {
    const survivor = await signUp()
    const absorbed = await signUp()
    await create(survivor.b, { address_name: 'Survivor home' })
    await create(absorbed.b, { address_name: 'Absorbed home' })
    await create(absorbed.b, { address_name: 'Absorbed office' })
    await t.f.database.db.transaction((tx) => t.f.services.addresses.mergeAccounts(tx as never, absorbed.userId, survivor.userId))
    expect(await idsAndDefaults(survivor.b)).toEqual([
      ['Survivor home', true],
      ['Absorbed office', false],
      ['Absorbed home', false],
    ])
  })
})

describe('fuzzing the address calls', () => {
  test('random bodies and ids: never a 5xx, every refusal with a message, whatever is saved follows the rules', async () => {
    const { b } = await signUp()
    const value = fc.oneof(hostile, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined))
    const body = fc.oneof(
      fc.record(
        {
          recipient_name: fc.oneof(value, fc.constant('Asha Verma')),
          phone: fc.oneof(value, fc.constant('9810000001')),
          address: fc.oneof(value, fc.constant('Flat 4B, Lotus Towers')),
          landmark: value,
          pincode: fc.oneof(value, fc.constantFrom('110001', '795001', '999999')),
          address_type: fc.oneof(value, fc.constantFrom('home', 'work', 'other', 'HOME')),
          address_name: fc.oneof(value, fc.constant('Home')),
          geodata_latitude: value,
          geodata_longitude: value,
          geodata_source: fc.oneof(value, fc.constant('search_page')),
          is_default: value,
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    )
    const id = fc.oneof(fc.integer({ min: -2, max: 100_000 }).map(String), hostile.map(encodeURIComponent))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'PUT', 'DELETE', 'DEFAULT'), body, id, async (kind, payload, target) => {
        const path = kind === 'POST' ? BOOK : kind === 'DEFAULT' ? `${BOOK}/${target}/default` : `${BOOK}/${target}`
        const method = kind === 'DEFAULT' ? 'POST' : kind
        const res = await t.f.app.request(path, {
          method,
          headers: {
            'content-type': 'application/json',
            cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; '),
            'x-csrf-token': b.csrf ?? '',
          },
          body: method === 'DELETE' ? undefined : (JSON.stringify(payload) ?? 'null'),
        })
        await expectClean(res)
      }),
      { numRuns: 150 },
    )
    const book = await list(b)
    expect(book.length).toBeLessThanOrEqual(MAX_ADDRESSES)
    if (book.length) expect(book.filter((a) => a.is_default)).toHaveLength(1)
    expect(book.every((a) => a.pincode === '110001' && a.city === 'New Delhi')).toBe(true)
  })
})
