import { and, eq, ne, sql } from 'drizzle-orm'
import { MAX_ADDRESSES } from '../../../core/addresses/address.ts'
import { VALIDATION_MESSAGES } from '../../../core/fields/validation.ts'
import type { AddressInput, PincodeInfo } from '../../../contracts/addresses.ts'
import type { Db } from '../../db/client.ts'
import { addresses } from './schema.ts'
import { cities, places } from '../places/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { CartService, CartOwner } from '../cart/index.ts'
import type { CartType } from '../../../core/cart/cart-types.ts'
import { bookOrder, chosenOf, newestOf, notServiceableText, pickPincodeCity, type AddressRow } from './rules.ts'

// An account's address book (issue 9 'Address'; spec 1 §5 field rules, checked at the boundary by
// contracts/addresses.ts): at most MAX_ADDRESSES, exactly one default once there is any (the first address; when the
// default goes, the newest left), the city and state from the pincode's post offices, and the address chosen for the
// pharmacy cart (carts.address_id, which order placement copies). Another account's address is a 404.

export const SIGN_IN_FOR_ADDRESSES = new AppError({
  code: 'sign_in_required',
  status: 401,
  message: 'Please log in to see and save your addresses',
})
const notFound = () => AppError.notFound('We could not find that address', 'address_not_found')
const tooMany = () =>
  AppError.invalid(
    `You can save up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`,
    undefined,
    'too_many_addresses',
  )
const unknownPincode = () => AppError.invalid(VALIDATION_MESSAGES.pincodeInvalid, 'pincode', 'unknown_pincode')

/** The account an owner stands for: a visitor has no address book. */
function accountOf(owner: CartOwner | null): number {
  if (owner?.kind !== 'user') throw SIGN_IN_FOR_ADDRESSES
  return owner.userId
}

export function createAddressService(
  db: Db,
  deps: { now: Clock; cart: Pick<CartService, 'chooseAddress' | 'chosenAddressId' | 'forgetAddress'> },
) {
  const { now, cart } = deps

  /** The account's row locked for the rest of the transaction: one writer per address book at a time. */
  async function lockBook(tx: Db, userId: number) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw SIGN_IN_FOR_ADDRESSES
  }

  async function rowsOf(q: Db, userId: number): Promise<AddressRow[]> {
    return bookOrder(await q.select().from(addresses).where(eq(addresses.userId, userId)))
  }

  async function owned(q: Db, userId: number, id: number): Promise<AddressRow> {
    const [row] = await q
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    if (!row) throw notFound()
    return row
  }

  /** The pincode's city and state from the postal data, and whether we deliver there; null for an unknown pincode. */
  async function pincode(code: string): Promise<PincodeInfo | null> {
    const rows = await db
      .select({
        city: cities.name,
        state: cities.state,
        serviceable: cities.serviceable,
        offices: sql<number>`count(*)::int`,
      })
      .from(places)
      .innerJoin(cities, eq(places.cityId, cities.id))
      .where(eq(places.pincode, code))
      .groupBy(cities.id, cities.name, cities.state, cities.serviceable)
    const found = pickPincodeCity(rows.map((r) => ({ ...r, offices: Number(r.offices) })))
    if (!found) return null
    return {
      pincode: code,
      city: found.city,
      state: found.state,
      serviceable: found.serviceable,
      message: found.serviceable ? null : notServiceableText(found.city),
    }
  }

  /** The columns an input sets: the city and state from its pincode, which must be one we deliver to. */
  async function columnsOf(input: AddressInput) {
    const place = await pincode(input.pincode)
    if (!place) throw unknownPincode()
    if (!place.serviceable) throw AppError.invalid(place.message!, 'pincode', 'not_serviceable')
    return {
      recipientName: input.recipient_name,
      phone: input.phone,
      address: input.address,
      street2: input.street2,
      street3: input.street3,
      landmark: input.landmark,
      pincode: input.pincode,
      city: place.city,
      state: place.state,
      country: 'India',
      addressType: input.address_type,
      addressName: input.address_name,
      geodataLatitude: input.geodata_latitude,
      geodataLongitude: input.geodata_longitude,
      geodataSource: input.geodata_source,
    }
  }

  async function setDefault(tx: Db, userId: number, id: number) {
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: now() })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)))
    await tx.update(addresses).set({ isDefault: true, updatedAt: now() }).where(eq(addresses.id, id))
  }

  return {
    pincode,

    /** The account's addresses: the default first, then the newest. */
    async list(owner: CartOwner | null): Promise<AddressRow[]> {
      return rowsOf(db, accountOf(owner))
    },

    async get(owner: CartOwner | null, id: number): Promise<AddressRow> {
      return owned(db, accountOf(owner), id)
    },

    /** A new address; the account's first becomes its default, as does one sent with is_default. */
    async create(owner: CartOwner | null, input: AddressInput): Promise<AddressRow> {
      const userId = accountOf(owner)
      const columns = await columnsOf(input)
      return db.transaction(async (tx) => {
        await lockBook(tx, userId)
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(addresses)
          .where(eq(addresses.userId, userId))
        if (Number(n) >= MAX_ADDRESSES) throw tooMany()
        const at = now()
        const [row] = await tx
          .insert(addresses)
          .values({ ...columns, userId, isDefault: Number(n) === 0, createdAt: at, updatedAt: at })
          .returning()
        if (input.is_default && !row!.isDefault) await setDefault(tx, userId, row!.id)
        return owned(tx, userId, row!.id)
      })
    },

    /** Replaces an address's fields; is_default true makes it the default (the default cannot be unset, only moved). */
    async update(owner: CartOwner | null, id: number, input: AddressInput): Promise<AddressRow> {
      const userId = accountOf(owner)
      await owned(db, userId, id)
      const columns = await columnsOf(input)
      return db.transaction(async (tx) => {
        await lockBook(tx, userId)
        await owned(tx, userId, id)
        await tx
          .update(addresses)
          .set({ ...columns, updatedAt: now() })
          .where(eq(addresses.id, id))
        if (input.is_default) await setDefault(tx, userId, id)
        return owned(tx, userId, id)
      })
    },

    /** Deletes an address; when it was the default, the newest left takes its place; a cart that chose it forgets it. */
    async remove(owner: CartOwner | null, id: number): Promise<void> {
      const userId = accountOf(owner)
      await db.transaction(async (tx) => {
        await lockBook(tx, userId)
        const gone = await owned(tx, userId, id)
        await tx.delete(addresses).where(eq(addresses.id, id))
        if (gone.isDefault) {
          const next = newestOf(await rowsOf(tx, userId))
          if (next) await setDefault(tx, userId, next.id)
        }
        await cart.forgetAddress(tx, owner!, id)
      })
    },

    async makeDefault(owner: CartOwner | null, id: number): Promise<AddressRow> {
      const userId = accountOf(owner)
      return db.transaction(async (tx) => {
        await lockBook(tx, userId)
        await owned(tx, userId, id)
        await setDefault(tx, userId, id)
        return owned(tx, userId, id)
      })
    },

    /**
     * The address step: the cart of the type in use (the pharmacy cart, or the buy-now cart on its own pages) goes to
     * this address (carts.address_id; the cart is made if need be).
     */
    async choose(owner: CartOwner | null, id: number, cartType: CartType = 'pharmacy'): Promise<AddressRow> {
      const userId = accountOf(owner)
      return db.transaction(async (tx) => {
        const row = await owned(tx, userId, id)
        await cart.chooseAddress(tx, owner!, id, cartType)
        return row
      })
    },

    /** The address the cart of a type goes to: the one chosen for it, else the default; null with an empty book. */
    async chosen(owner: CartOwner | null, cartType: CartType = 'pharmacy'): Promise<AddressRow | null> {
      const userId = accountOf(owner)
      const [book, chosenId] = await Promise.all([rowsOf(db, userId), cart.chosenAddressId(owner!, db, cartType)])
      return chosenOf(book, chosenId)
    },

    /** At an account merge, in its transaction: the absorbed account's addresses join the survivor's book. */
    async mergeAccounts(tx: Db, absorbedUserId: number, survivorUserId: number): Promise<void> {
      const [survivorDefault] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, survivorUserId), eq(addresses.isDefault, true)))
      await tx
        .update(addresses)
        .set({
          userId: survivorUserId,
          // The survivor's default stays the one; without one, the absorbed account's default comes along as it is.
          ...(survivorDefault ? { isDefault: false } : {}),
          updatedAt: now(),
        })
        .where(eq(addresses.userId, absorbedUserId))
    },
  }
}
export type AddressService = ReturnType<typeof createAddressService>
