import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { DEFAULT_CITY } from '../../../core/constants.ts'
import type { LabsCartType } from '../../../core/cart/cart-types.ts'
import {
  discountPercent,
  formatPaise,
  paise,
  sumPaise,
  timesPaise,
  toRupees,
  ZERO_PAISE,
  type Paise,
} from '../../../core/money.ts'
import type { AddTestDialog, LabsBrief, LabsBriefItem, LabsDetails, LabsReplaceResult } from '../../../contracts/cart.ts'
import type { BillRow } from '../../../contracts/widgets.ts'
import type { Db } from '../../db/client.ts'
import { carts, labCartItems } from './schema.ts'
import type { CarePlanService } from '../care-plan/index.ts'
import { labMemberDiscounts } from '../../../core/care-plan/benefits.ts'
import type { InsurerService } from '../insurer/index.ts'
import { INSURER_DISCOUNT_LABEL } from './details.ts'
import { labOffers, labs, labTests } from '../labs/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { chooseLab, labsBillFor, type CollectionFeeRule, type LabCandidate, type LabOffer } from './labs-rules.ts'
import type { CartOwner } from './owner.ts'
import { ownedBy } from './owned-by.ts'
import { MAX_CART_LINES, tooManyLines, type CartRows } from './cart-rows.ts'

// The labs cart (spec 2 §3 'Labs cart brief', issue 11 §3): every line at its lab's price (lab_offers), the lab chosen
// by labs-rules.ts; a line without patients yet counts one.

/** The icon of a lab test line until tests carry images of their own. */
export const LAB_TEST_ICON_URL = '/icons/stat-labs.svg'

const unknownTest = (id: number) => AppError.notFound(`No lab test with id ${id}`, 'unknown_test')

const EMPTY_LABS: LabsBrief = {
  items: [],
  cart_count: 0,
  cart_id: null,
  lab_id: null,
  cart_value: 0,
  category: '',
  is_partial_cart: false,
}

type LabTestRow = typeof labTests.$inferSelect

/** A line of the labs cart as read: its test, the lab that does it (the line's, else the cart's) and that lab's price. */
interface LabsLine {
  test: LabTestRow
  labId: number | null
  labName: string | null
  mrpPaise: Paise
  pricePaise: Paise
  patientIds: number[]
  /** The patients chosen, or 1 before any (spec 2 §3). */
  patients: number
}

const subHeading = (t: LabTestRow) =>
  t.kind === 'package' ? `Includes ${t.parameters} parameters` : `${t.sampleType} sample${t.fasting ? ' · fasting required' : ''}`

export function createLabsCart(
  db: Db,
  deps: {
    now: Clock
    rows: CartRows
    feeRule: CollectionFeeRule
    /** issue 23: a member's lab prices (the account's care plan, when it applies). */
    carePlan?: Pick<CarePlanService, 'memberNow'>
    /** issue 27 §4: the insurer's lab discount; the better of it and the care plan's applies (decision 087). */
    insurer?: Pick<InsurerService, 'labPercentFor'>
  },
) {
  const { now, rows, feeRule } = deps
  const { findCart, upsertCart, stamps } = rows

  /** The labs that collect samples in a city (all of them are candidates for the cart's lab). */
  async function labsInCity(q: Db, city: string): Promise<LabCandidate[]> {
    const wanted = city.trim().toLowerCase()
    const all = await q
      .select({ id: labs.id, name: labs.name, ratingTenths: labs.ratingTenths, cities: labs.cities })
      .from(labs)
      .orderBy(asc(labs.id))
    return all
      .filter((l) => l.cities.some((c) => c.toLowerCase() === wanted))
      .map(({ id, name, ratingTenths }) => ({ id, name, ratingTenths }))
  }

  async function offersOf(q: Db, labIds: number[], testIds: number[]): Promise<LabOffer[]> {
    if (!labIds.length || !testIds.length) return []
    return q
      .select({
        labId: labOffers.labId,
        testId: labOffers.testId,
        mrpPaise: labOffers.mrpPaise,
        pricePaise: labOffers.pricePaise,
      })
      .from(labOffers)
      .where(and(inArray(labOffers.labId, labIds), inArray(labOffers.testId, testIds)))
  }

  const notServed = (city: string) =>
    new AppError({ code: 'city_not_served', status: 422, message: `We do not collect samples in ${city} yet` })

  /** The owner's labs cart with its lab, and its lines, each at its own lab's price (the lab's lab_offers row). */
  async function readLabsCart(q: Db, owner: CartOwner | null, type: LabsCartType = 'labs') {
    if (!owner) return { cart: null, lines: [] as LabsLine[] }
    const [cart] = await q
      .select({ id: carts.id, labId: carts.labId, labName: labs.name })
      .from(carts)
      .leftJoin(labs, eq(labs.id, carts.labId))
      .where(and(ownedBy(owner), eq(carts.type, type)))
    if (!cart) return { cart: null, lines: [] as LabsLine[] }
    const lineLab = sql<number | null>`coalesce(${labCartItems.labId}, ${carts.labId})`
    const rows = await q
      .select({
        test: labTests,
        labId: lineLab,
        labName: labs.name,
        offerMrp: labOffers.mrpPaise,
        offerPrice: labOffers.pricePaise,
        patientIds: sql<number[]>`coalesce((select array_agg(p.patient_id order by p.patient_id) from lab_cart_item_patients p
          where p.cart_id = ${labCartItems.cartId} and p.test_id = ${labCartItems.testId}), '{}')`,
      })
      .from(labCartItems)
      .innerJoin(carts, eq(carts.id, labCartItems.cartId))
      .innerJoin(labTests, eq(labTests.id, labCartItems.testId))
      .leftJoin(labs, sql`${labs.id} = coalesce(${labCartItems.labId}, ${carts.labId})`)
      .leftJoin(
        labOffers,
        and(eq(labOffers.testId, labCartItems.testId), sql`${labOffers.labId} = coalesce(${labCartItems.labId}, ${carts.labId})`),
      )
      .where(eq(labCartItems.cartId, cart.id))
      .orderBy(asc(labCartItems.addedAt), asc(labCartItems.testId))
    const lines = rows.map((r): LabsLine => {
      const ids = r.patientIds.map(Number)
      return {
        test: r.test,
        labId: r.labId === null ? null : Number(r.labId),
        labName: r.labName,
        // A line made before labs priced per lab, at a lab that no longer offers it: the reference price.
        mrpPaise: r.offerMrp ?? r.test.mrpPaise,
        pricePaise: r.offerPrice ?? r.test.pricePaise,
        patientIds: ids,
        patients: Math.max(1, ids.length),
      }
    })
    return { cart, lines }
  }

  const partial = (lines: readonly LabsLine[]) => new Set(lines.map((l) => l.labId)).size > 1

  // spec 2 §3 'Labs cart brief'.
  async function labsBrief(owner: CartOwner | null): Promise<LabsBrief> {
    const { cart, lines } = await readLabsCart(db, owner)
    if (!cart) return { ...EMPTY_LABS, items: [] }
    const items = lines.map(({ test: t, ...l }): LabsBriefItem => ({
      id: t.id,
      heading: t.name,
      sub_heading: subHeading(t),
      icon_url: LAB_TEST_ICON_URL,
      price: {
        mrp: toRupees(l.mrpPaise),
        discounted_price: toRupees(l.pricePaise),
        discount_percent: discountPercent(l.mrpPaise, l.pricePaise),
      },
      // spec 2 §3: the patients chosen for the line; a line without any yet counts one.
      patient_count: l.patients,
      patient_ids: l.patientIds,
      recommendation_type: null,
      mix_panel_data: { test_id: t.id, test_name: t.name, category: t.category, price: toRupees(l.pricePaise) },
    }))
    return {
      items,
      cart_count: items.length,
      cart_id: cart.id,
      lab_id: items.length ? cart.labId : null,
      cart_value: toRupees(sumPaise(lines.map((l) => timesPaise(l.pricePaise, l.patients)))),
      category: (lines[0]?.test.category ?? '').toLowerCase(),
      is_partial_cart: partial(lines),
    }
  }

  /** The labs cart in full (GET carts/details?types=labs&response_type=full and /labs/cart): widgets and the labs. */
  /** The labs cart in full (the care-plan twin's with type cp_labs: the labs checkout pages of issue 11 §5). */
  async function labsDetails(owner: CartOwner | null, type: LabsCartType = 'labs'): Promise<LabsDetails> {
    const [{ cart, lines }, member, insurerPercent] = await Promise.all([
      readLabsCart(db, owner, type),
      owner?.kind === 'user' && deps.carePlan ? deps.carePlan.memberNow(owner.userId) : null,
      owner?.kind === 'user' && deps.insurer ? deps.insurer.labPercentFor(owner.userId) : 0,
    ])
    // issue 23: the member's discount on each test (the /cp_labs twins and the labs cart alike); issue 27 §4: the
    // insurer's instead when it is larger, never both (decision 087).
    const carePercent = member?.applying?.terms.labDiscountPercent ?? 0
    const insurerWins = insurerPercent > carePercent
    const memberOff = labMemberDiscounts(lines, Math.max(carePercent, insurerPercent))
    const bill = labsBillFor(
      lines.map((l) => ({ mrp: l.mrpPaise, price: l.pricePaise, patients: l.patients })),
      feeRule,
      sumPaise(memberOff.values()),
    )
    const byLab = new Map<number, { lab_id: number; lab_name: string; test_ids: number[]; amount: Paise }>()
    if (cart?.labId != null && cart.labName && lines.some((l) => l.labId === cart.labId)) {
      byLab.set(cart.labId, { lab_id: cart.labId, lab_name: cart.labName, test_ids: [], amount: ZERO_PAISE })
    }
    for (const l of lines) {
      if (l.labId === null) continue
      let group = byLab.get(l.labId)
      if (!group) byLab.set(l.labId, (group = { lab_id: l.labId, lab_name: l.labName ?? '', test_ids: [], amount: ZERO_PAISE }))
      group.test_ids.push(l.test.id)
      group.amount = paise(group.amount + timesPaise(l.pricePaise, l.patients))
    }
    const isPartial = partial(lines)
    const rows: BillRow[] = [
      { id: 'mrp_total', label: 'MRP total', value: toRupees(bill.mrpTotal), sub_text: null },
      { id: 'item_discount', label: 'Discount', value: -toRupees(bill.discount), sub_text: null },
      ...(bill.memberDiscount > 0
        ? [
            {
              id: insurerWins ? ('insurer_discount' as const) : ('care_plan_discount' as const),
              label: insurerWins ? INSURER_DISCOUNT_LABEL : 'Care Plan discount',
              value: -toRupees(bill.memberDiscount),
              sub_text: null,
            },
          ]
        : []),
      {
        id: 'collection_fee',
        label: 'Home collection fee',
        value: toRupees(bill.collectionFee),
        sub_text: bill.collectionFee > 0 ? null : 'Free',
      },
    ]
    return {
      cart_id: cart?.id ?? null,
      cart_count: lines.length,
      lab_id: lines.length ? (cart?.labId ?? null) : null,
      lab_name: lines.length ? (cart?.labName ?? null) : null,
      is_partial_cart: isPartial,
      labs: [...byLab.values()].map((g) => ({ ...g, amount: toRupees(g.amount) })),
      payable_amount: toRupees(bill.payable),
      widgets: [
        {
          type: 'list_tests_cart',
          header: {
            text: isPartial
              ? `Your tests at ${byLab.size} labs`
              : lines.length && cart?.labName
                ? `Your tests at ${cart.labName}`
                : 'Your tests',
          },
          lab_id: lines.length ? (cart?.labId ?? null) : null,
          items: lines.map((l) => ({
            sku_id: l.test.id,
            header: l.test.name,
            sub_header: subHeading(l.test),
            image: { url: LAB_TEST_ICON_URL, alt: '' },
            prices: {
              mrp: toRupees(l.mrpPaise),
              discounted_price: toRupees(l.pricePaise),
              discount: discountPercent(l.mrpPaise, l.pricePaise),
            },
            patients_data: {
              count: l.patients,
              patient_ids: l.patientIds,
              text: l.patientIds.length
                ? `For ${l.patients} ${l.patients === 1 ? 'patient' : 'patients'}`
                : 'For 1 patient (choose who next)',
            },
            lab_id: l.labId,
            lab_name: l.labName ?? 'Lab to be chosen',
            line_total: toRupees(timesPaise(l.pricePaise, l.patients)),
          })),
        },
        {
          type: 'bill_summary',
          header: { text: 'Bill summary' },
          rows,
          payable_amount: toRupees(bill.payable),
          savings: toRupees(paise(bill.discount + bill.memberDiscount)),
          free_delivery_text:
            bill.toFreeCollection > 0
              ? `Add tests worth ${formatPaise(bill.toFreeCollection)} more to save the collection fee`
              : null,
        },
      ],
    }
  }

  /** The labs a test list may go to, and what each charges, in a city (the default city when none is known). */
  async function market(q: Db, city: string | null, testIds: number[]) {
    const where = city ?? DEFAULT_CITY
    const candidates = await labsInCity(q, where)
    const offers = await offersOf(
      q,
      candidates.map((l) => l.id),
      testIds,
    )
    return { city: where, candidates, offers }
  }

  async function testsById(ids: number[]) {
    const found = ids.length
      ? await db.select({ id: labTests.id, name: labTests.name }).from(labTests).where(inArray(labTests.id, ids))
      : []
    const byId = new Map(found.map((t) => [t.id, t]))
    const unknown = ids.find((id) => !byId.has(id))
    if (unknown !== undefined) throw unknownTest(unknown)
    return byId
  }

  /** What the cart answers after a change (spec 2 §7 replace: is_success, data.analytics_data, …). */
  async function labsResult(owner: CartOwner): Promise<LabsReplaceResult> {
    const { cart, lines } = await readLabsCart(db, owner)
    const labName = lines.length ? (cart?.labName ?? null) : null
    return {
      analytics_data: {
        test_ids: lines.map((l) => l.test.id),
        test_names: lines.map((l) => l.test.name),
        cart_value: toRupees(sumPaise(lines.map((l) => timesPaise(l.pricePaise, l.patients)))),
        lab_name: labName,
      },
      is_partial_cart: partial(lines),
      lab_id: lines.length ? (cart?.labId ?? null) : null,
      lab_name: labName,
    }
  }

  /**
   * spec 2 §7 PUT carts/replace?types=labs: the labs cart becomes exactly these tests (lines it keeps keep their
   * patients; new ones have none yet), all at the lab in the city that does every one of them at the lowest total
   * (labs-rules.ts chooseLab). No such lab: a 409 and the cart as it was.
   */
  async function replaceLabs(owner: CartOwner, testIds: number[], city: string | null): Promise<LabsReplaceResult> {
    const ids = [...new Set(testIds)]
    if (ids.length > MAX_CART_LINES) throw tooManyLines('tests')
    const byId = await testsById(ids)
    let labId: number | null = null
    if (ids.length) {
      const { city: where, candidates, offers } = await market(db, city, ids)
      if (!candidates.length) throw notServed(where)
      const held = (await readLabsCart(db, owner)).lines
      const weights = new Map(held.map((l) => [l.test.id, l.patients]))
      const choice = chooseLab(candidates, offers, ids, weights)
      if (!choice) {
        const nowhere = ids.filter((id) => !offers.some((o) => o.testId === id)).map((id) => byId.get(id)!.name)
        throw new AppError({
          code: nowhere.length ? 'test_not_offered' : 'no_lab_does_all',
          status: 409,
          message: nowhere.length
            ? `No lab collects samples for ${nowhere.join(', ')} in ${where} yet`
            : `No single lab in ${where} does all these tests`,
        })
      }
      labId = choice.lab.id
    }
    await db.transaction(async (tx) => {
      const before = await findCart(tx, owner, 'labs')
      const cartId = await upsertCart(tx, owner, 'labs', { labId, city: city ?? DEFAULT_CITY })
      // A slot is a slot of one lab: another lab's cart chooses again.
      if (before && before.labId !== labId) await tx.update(carts).set({ labSlotId: null }).where(eq(carts.id, cartId))
      await tx
        .delete(labCartItems)
        .where(
          ids.length
            ? and(eq(labCartItems.cartId, cartId), notInArray(labCartItems.testId, ids))
            : eq(labCartItems.cartId, cartId),
        )
      const at = stamps(ids.length)
      if (ids.length) {
        await tx
          .insert(labCartItems)
          .values(ids.map((id, i) => ({ cartId, testId: id, labId, addedAt: at[i]! })))
          .onConflictDoUpdate({ target: [labCartItems.cartId, labCartItems.testId], set: { labId } })
      }
    })
    return labsResult(owner)
  }

  /**
   * What adding a test would do: nothing (held), add it at the cart's lab (or, on an empty cart, at the cheapest lab
   * in the city that offers it), or ask (the add-test dialog of spec 2 §3). A test no lab in the city offers: a 422.
   */
  async function planLabAdd(
    owner: CartOwner | null,
    testId: number,
    city: string | null,
  ): Promise<{ kind: 'held' } | { kind: 'add'; labId: number } | { kind: 'ask'; dialog: AddTestDialog }> {
    const test = (await testsById([testId])).get(testId)!
    const { cart, lines } = await readLabsCart(db, owner)
    if (lines.some((l) => l.test.id === testId)) return { kind: 'held' }
    const heldIds = lines.map((l) => l.test.id)
    const { city: where, candidates, offers } = await market(db, city, [...heldIds, testId])
    if (!candidates.length) throw notServed(where)
    const keep = chooseLab(candidates, offers, [testId])
    // The cart's lab offers it (whether or not it collects in this city now: the cart was made for its city).
    const cartLab = lines.length ? (cart?.labId ?? null) : null
    if (cartLab !== null) {
      const [atCartLab] = await offersOf(db, [cartLab], [testId])
      if (atCartLab) return { kind: 'add', labId: cartLab }
    }
    if (!keep) {
      throw new AppError({
        code: 'test_not_offered',
        status: 422,
        message: `No lab collects samples for ${test.name} in ${where} yet`,
        field: 'test_id',
      })
    }
    if (cartLab === null) return { kind: 'add', labId: keep.lab.id }
    const weights = new Map(lines.map((l) => [l.test.id, l.patients]))
    const all = chooseLab(candidates, offers, [...heldIds, testId], weights)
    const cartLabName = cart?.labName ?? 'Your lab'
    const keepPrice = formatPaise(keep.total)
    return {
      kind: 'ask',
      dialog: {
        type: all ? 'switch_lab' : 'no_lab_does_all',
        header: `${cartLabName} does not do ${test.name}`,
        description: all
          ? `${all.lab.name} does all ${heldIds.length + 1} of your tests, for ${formatPaise(all.total)} in all. ` +
            `Move your cart there, or keep ${cartLabName} and book ${test.name} at ${keep.lab.name} for ${keepPrice} ` +
            `(two labs, each priced on its own).`
          : `No lab in ${where} does all your tests. You can book ${test.name} at ${keep.lab.name} for ${keepPrice} ` +
            `and keep your other tests at ${cartLabName}.`,
        icon: LAB_TEST_ICON_URL,
        confirm_cta: all ? { text: `Move to ${all.lab.name}` } : null,
        cancel_cta: { text: `Book it at ${keep.lab.name}` },
        test_id: test.id,
        test_name: test.name,
        current_lab: { lab_id: cartLab, lab_name: cartLabName },
        switch_to: all
          ? { lab_id: all.lab.id, lab_name: all.lab.name, cart_value: toRupees(all.total), test_ids: [...heldIds, testId] }
          : null,
        keep_at: { lab_id: keep.lab.id, lab_name: keep.lab.name, price: toRupees(keep.total) },
      },
    }
  }

  /** One more line at a lab; an empty cart takes that lab as its own. */
  async function insertLabLine(owner: CartOwner, testId: number, labId: number, city: string | null) {
    await db.transaction(async (tx) => {
      const before = await findCart(tx, owner, 'labs')
      const [{ n } = { n: 0 }] = before
        ? await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(labCartItems)
            .where(eq(labCartItems.cartId, before.id))
        : []
      if (n >= MAX_CART_LINES) throw tooManyLines('tests')
      const cartId = await upsertCart(tx, owner, 'labs', n === 0 ? { labId, city: city ?? DEFAULT_CITY, labSlotId: null } : {})
      await tx.insert(labCartItems).values({ cartId, testId, labId, addedAt: now() }).onConflictDoNothing()
    })
  }

  /**
   * spec 2 §4 / issue 11 §3: the Add button of a test. Added at the cart's lab when it offers the test; otherwise
   * nothing changes and the answer is the add-test dialog (labs-rules.ts chooses the labs it names).
   */
  async function addLabTest(
    owner: CartOwner,
    testId: number,
    city: string | null,
  ): Promise<{ result: LabsReplaceResult; dialog: null } | { result: null; dialog: AddTestDialog }> {
    const plan = await planLabAdd(owner, testId, city)
    if (plan.kind === 'ask') return { result: null, dialog: plan.dialog }
    if (plan.kind === 'add') await insertLabLine(owner, testId, plan.labId, city)
    return { result: await labsResult(owner), dialog: null }
  }

  /** The dialog's cancel: the cart keeps its lab, and this test goes to the cheapest lab in the city that offers it. */
  async function keepLabTestPartial(owner: CartOwner, testId: number, city: string | null): Promise<LabsReplaceResult> {
    const plan = await planLabAdd(owner, testId, city)
    if (plan.kind === 'add') await insertLabLine(owner, testId, plan.labId, city)
    if (plan.kind === 'ask') await insertLabLine(owner, testId, plan.dialog.keep_at.lab_id, city)
    return labsResult(owner)
  }

  /** The labs cart page's Remove; when what is left is at one lab, that lab becomes the cart's. */
  async function removeLabTest(owner: CartOwner, testId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const cart = await findCart(tx, owner, 'labs')
      if (!cart) return
      await tx.delete(labCartItems).where(and(eq(labCartItems.cartId, cart.id), eq(labCartItems.testId, testId)))
      const left = await tx
        .selectDistinct({ labId: labCartItems.labId })
        .from(labCartItems)
        .where(eq(labCartItems.cartId, cart.id))
      const only = left.length === 1 ? left[0]!.labId : null
      if (only !== null && only !== cart.labId) {
        await tx.update(carts).set({ labId: only, labSlotId: null, updatedAt: now() }).where(eq(carts.id, cart.id))
      }
    })
  }

  return {
    labsBrief,
    labsDetails,
    replaceLabs,
    addLabTest,
    keepLabTestPartial,
    removeLabTest,
    /** The add-test dialog a test would open now (the labs cart page shows it as a form without JavaScript), or null. */
    labAddDialog: async (owner: CartOwner | null, testId: number, city: string | null): Promise<AddTestDialog | null> => {
      const plan = await planLabAdd(owner, testId, city)
      return plan.kind === 'ask' ? plan.dialog : null
    },
  }
}
