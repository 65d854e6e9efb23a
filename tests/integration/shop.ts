import { and, asc, eq, ne } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { requestContext, servicesContext } from '../../app/context.server.ts'
import type { Paise } from '../../core/money.ts'
import type { Db } from '../../server/db/client.ts'
import { addresses, carts, products, users } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { userOwner, type CartOwner } from '../../server/modules/cart/owner.ts'
import { createRequestCart } from '../../server/modules/cart/request-cart.ts'
import type { PaymentChoice } from '../../server/modules/orders/checkout.ts'
import type { ProductCartType } from '../../core/cart/cart-types.ts'
import { cheapestPlan } from '../../core/care-plan/plans.ts'
import type { ApiFixture } from './app-fixture.ts'
import { DELHI } from './seed-customers.ts'

// Shopping in an integration test's own database (createApiFixture): customers with an address book and a session,
// the seeded catalog's plain products, carts filled through the cart service, orders placed through the order
// service, and the context a page module's loader or action gets from the server process (server/pages.ts).
// For tests that drive a server process over HTTP instead, see seed-customers.ts.

export type Product = typeof products.$inferSelect

/** The seeded stock plan's quirks (out of stock, one centre, 3 left, near expiry) fall on these ids: avoid them. */
export const plain = (p: Product) => p.id % 97 !== 0 && p.id % 31 !== 0 && p.id % 17 !== 0 && p.id % 13 !== 0

/**
 * The seeded catalog without the benchmark's synthetic SKUs, schedule X or NDPS (never sold online), by id: `load()` it in a beforeAll, then
 * pick from it.
 */
export function seededCatalog(db: () => Db) {
  let all: Product[] = []
  let fit: Product[] = []
  return {
    async load() {
      all = await db()
        .select()
        .from(products)
        .where(and(eq(products.synthetic, false), ne(products.schedule, 'X'), eq(products.ndps, false)))
        .orderBy(asc(products.id))
      fit = all.filter(plain)
    },
    all: () => all,
    /** The i-th plain product sold without a prescription. */
    otc: (i = 0) => fit.filter((p) => !p.rxRequired)[i]!,
    /** The i-th plain prescription-only medicine. */
    rx: (i = 0) => fit.filter((p) => p.rxRequired)[i]!,
  }
}

export interface Shopper {
  userId: number
  phone: string
  owner: CartOwner
  /** A page's session for this customer (page loaders and actions). */
  session: ActiveSession
  /** The default address, in `city`. */
  addressId: number
  city: string
}

/**
 * Customers of one test file: numbers `prefix` (5 digits) + a serial, named `name`, each with a default address in
 * `place` (Delhi unless said) and `also` more addresses named as given.
 */
export function shop(fixture: () => Pick<ApiFixture, 'database' | 'services'>, opts: { prefix: string; name: string }) {
  let serial = 0
  let keys = 0

  async function customer(place: typeof DELHI = DELHI, also: string[] = []): Promise<Shopper & { more: number[] }> {
    const db = fixture().database.db
    const phone = `${opts.prefix}${String(++serial).padStart(10 - opts.prefix.length, '0')}`
    const [u] = await db.insert(users).values({ name: opts.name, phone, phoneVerified: true }).returning()
    const rows = await db
      .insert(addresses)
      .values(
        ['Home', ...also].map((addressName, i) => ({
          userId: u!.id,
          recipientName: opts.name,
          phone,
          address: `${addressName}, 12 Janpath Road, Connaught Place`,
          pincode: place.pincode,
          city: place.city,
          state: place.state,
          addressType: 'home',
          addressName,
          isDefault: i === 0,
        })),
      )
      .returning({ id: addresses.id, addressName: addresses.addressName })
    const session: ActiveSession = {
      idHash: `test-${phone}`,
      user: { id: u!.id, name: opts.name, email: null, phone, roles: [], isDoctor: false, isMerchant: false },
      actingAs: null,
      expiresAt: new Date('2099-01-01'),
    }
    return {
      userId: u!.id,
      phone,
      owner: userOwner(u!.id),
      session,
      addressId: rows.find((r) => r.addressName === 'Home')!.id,
      more: also.map((name) => rows.find((r) => r.addressName === name)!.id),
      city: place.city,
    }
  }

  /** Fills the customer's cart, chooses the default address for it, and answers the total the payment page shows. */
  async function fill(
    c: Pick<Shopper, 'userId' | 'addressId' | 'city'>,
    lines: Array<[Product, number]>,
    cartType: ProductCartType = 'pharmacy',
  ): Promise<{ cartId: number; total: Paise }> {
    const f = fixture()
    const db = f.database.db
    for (const [p, q] of lines) await f.services.cart.setQuantity(userOwner(c.userId), p.id, q, cartType)
    const [cart] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, c.userId), eq(carts.type, cartType)))
    await db.update(carts).set({ addressId: c.addressId }).where(eq(carts.id, cart!.id))
    const reading = await f.services.cartDetails.read(userOwner(c.userId), { city: c.city, checkStock: true, cartType })
    return { cartId: cart!.id, total: reading.bill.payable }
  }

  /** Fills the cart and places the order with a new key; answers the placement's body. */
  async function order(
    c: Pick<Shopper, 'userId' | 'addressId' | 'city'>,
    lines: Array<[Product, number]>,
    payment: PaymentChoice = 'cod',
    opts2: { useWallet?: boolean } = {},
  ) {
    const { total } = await fill(c, lines)
    const placed = await fixture().services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment, useWallet: opts2.useWallet ?? false, expectedTotal: total },
      `${opts.prefix}-order-${++keys}-key`,
    )
    return placed.body
  }

  /**
   * Makes the customer a Care Plan member (issue 23): the cheapest plan bought alone with MedWise Cash, active at once;
   * their next orders are priced as a member's. Answers the plan.
   */
  async function member(c: Pick<Shopper, 'userId' | 'addressId' | 'city'>) {
    const f = fixture()
    const plan = cheapestPlan(await f.services.carePlan.plans())
    if (!plan) throw new Error('no care plan on sale')
    await f.services.wallet.credit(f.database.db, c.userId, plan.pricePaise, {
      kind: 'recharge',
      reference: `${opts.prefix}-member:${c.userId}`,
      note: 'test',
    })
    await f.services.cartDetails.setCarePlan(userOwner(c.userId), plan.id)
    const { total } = await fill(c, [])
    await f.services.orders.place(
      c.userId,
      { cartType: 'pharmacy', payment: 'wallet', useWallet: true, expectedTotal: total },
      `${opts.prefix}-member-${++keys}-key`,
    )
    return plan
  }

  return { customer, fill, order, member }
}

/** The context a page loader or action gets from the server process (server/pages.ts). */
export function pageContext(f: ApiFixture, owner: CartOwner, session: ActiveSession | null = null) {
  const context = new RouterContextProvider()
  context.set(servicesContext, f.services)
  context.set(requestContext, {
    cspNonce: 'n',
    requestId: 'test',
    csrfToken: 't',
    session,
    cart: createRequestCart({ cart: f.services.cart, details: f.services.cartDetails, carePlan: f.services.carePlan }, owner),
  })
  return context
}

/** A plain form's POST, as a browser without JavaScript sends it. */
export function formPost(url: string, fields: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))
  return new Request(url, { method: 'POST', body })
}
