import { and, asc, eq } from 'drizzle-orm'
import type { LabPatientStep, LabPatientStepInput } from '../../../contracts/lab-slots.ts'
import type { LabsCartType } from '../../../core/cart/cart-types.ts'
import { DEFAULT_CITY } from '../../../core/constants.ts'
import type { Db } from '../../db/client.ts'
import { carts, chooseLabSlot, labCartItemPatients, labCartItems, setLabPatients, type CartOwner } from '../cart/index.ts'
import { labs, labTests } from './schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { patientAccountOf, patientNotFound, type PatientService } from '../patients/index.ts'
import { istParts, MAX_PATIENTS_PER_VISIT, SLOT_REFUSAL_TEXT, slotRefusal, slotWithDayLabel, visitPlaces } from './slot-rules.ts'
import { slotNotFound, slotToWire, type LabSlotRow, type LabSlots } from './slots.ts'

// The labs cart's patient step (issue 11 §4; decision 034; the page is app/routes/labs-patient-page.tsx): who each test
// is for (1–6 of the account's own patients: lab_cart_item_patients) and the home-collection slot (carts.lab_slot_id).
// The slot is of the cart's lab in the cart's city; it must be bookable for the cart's tests (fasting: before 10:00)
// and have a free place for every distinct patient (one visit collects them all). Choosing a slot takes no place:
// the booking does (slots.ts take), and says so if the slot filled in between. Written here, beside the cart module
// (whose service prices the cart and is not changed by this step): it reads and writes only the step's columns.

export const labsCartEmpty = () =>
  AppError.invalid('Your labs cart is empty. Add a test to book a home collection.', undefined, 'labs_cart_empty')
const testNotInCart = () => AppError.notFound('That test is not in your labs cart', 'test_not_in_cart')

interface StepLine {
  testId: number
  name: string
  fasting: boolean
  patientIds: number[]
}

interface StepCart {
  id: number
  labId: number | null
  city: string | null
  labSlotId: number | null
}

/** The slot that filled, and the next free one (null when none is left in the window). */
export interface SlotFull {
  nextFree: LabSlotRow | null
}

export function createPatientStep(db: Db, deps: { now: Clock; slots: LabSlots; patients: PatientService }) {
  const { now, slots, patients } = deps

  async function cartOf(q: Db, userId: number, cartType: LabsCartType, lock = false): Promise<StepCart | null> {
    const query = q
      .select({ id: carts.id, labId: carts.labId, city: carts.city, labSlotId: carts.labSlotId })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.type, cartType)))
    const [cart] = lock ? await query.for('update') : await query
    return cart ?? null
  }

  async function linesOf(q: Db, cartId: number): Promise<StepLine[]> {
    const rows = await q
      .select({ testId: labTests.id, name: labTests.name, fasting: labTests.fasting })
      .from(labCartItems)
      .innerJoin(labTests, eq(labTests.id, labCartItems.testId))
      .where(eq(labCartItems.cartId, cartId))
      .orderBy(asc(labCartItems.addedAt), asc(labCartItems.testId))
    const chosen = await q
      .select({ testId: labCartItemPatients.testId, patientId: labCartItemPatients.patientId })
      .from(labCartItemPatients)
      .where(eq(labCartItemPatients.cartId, cartId))
      .orderBy(asc(labCartItemPatients.patientId))
    return rows.map((r) => ({
      ...r,
      patientIds: chosen.filter((c) => c.testId === r.testId).map((c) => c.patientId),
    }))
  }

  /**
   * The lab whose phlebotomist visits and the city: the cart's lab (the first line's when the cart names none) and the
   * cart's city in the lab's spelling (the lab's first city when the cart has none); city null when the lab does not
   * collect in the cart's city.
   */
  async function visitOf(q: Db, cart: StepCart): Promise<{ labId: number | null; labName: string | null; city: string | null }> {
    let labId = cart.labId
    if (labId === null) {
      const [line] = await q
        .select({ labId: labCartItems.labId })
        .from(labCartItems)
        .where(eq(labCartItems.cartId, cart.id))
        .orderBy(asc(labCartItems.addedAt))
        .limit(1)
      labId = line?.labId ?? null
    }
    if (labId === null) return { labId: null, labName: null, city: null }
    const [lab] = await q.select({ name: labs.name, cities: labs.cities }).from(labs).where(eq(labs.id, labId))
    if (!lab) return { labId: null, labName: null, city: null }
    // A cart from before the city was kept is the default city's (the lab was chosen there), as the cart's prices are.
    const wanted = (cart.city?.trim() || DEFAULT_CITY).toLowerCase()
    const city = lab.cities.find((c) => c.toLowerCase() === wanted) ?? null
    return { labId, labName: lab.name, city }
  }

  async function read(owner: CartOwner | null, cartType: LabsCartType = 'labs'): Promise<LabPatientStep | null> {
    const userId = patientAccountOf(owner)
    const cart = await cartOf(db, userId, cartType)
    if (!cart) return null
    const lines = await linesOf(db, cart.id)
    if (!lines.length) return null
    const [visit, people, chosen] = await Promise.all([
      visitOf(db, cart),
      patients.list(owner),
      cart.labSlotId === null ? null : slots.get(db, cart.labSlotId),
    ])
    const places = visitPlaces(lines)
    const slot = chosen && chosen.labId === visit.labId && chosen.city === visit.city ? chosen : null
    return {
      cart_id: cart.id,
      lab_id: visit.labId,
      lab_name: visit.labName,
      city: visit.city,
      fasting: lines.some((l) => l.fasting),
      visit_patients: places,
      lines: lines.map((l) => ({ test_id: l.testId, name: l.name, fasting: l.fasting, patient_ids: l.patientIds })),
      slot: slot ? { ...slotToWire(slot, places), date: istParts(slot.startsAt).date } : null,
      patients: people.map(patients.toWire),
    }
  }

  /** Sets the patients of the lines named (the others keep theirs); every id must be the account's (else 404). */
  async function savePatients(userId: number, cartType: LabsCartType, input: LabPatientStepInput): Promise<StepCart> {
    return db.transaction(async (tx) => {
      const cart = await cartOf(tx, userId, cartType, true)
      if (!cart) throw labsCartEmpty()
      const lines = await linesOf(tx, cart.id)
      if (!lines.length) throw labsCartEmpty()
      const held = new Set(lines.map((l) => l.testId))
      const seen = new Set<number>()
      for (const line of input.lines) {
        if (!held.has(line.test_id)) throw testNotInCart()
        if (seen.has(line.test_id)) throw AppError.invalid('Each test may be named once', 'lines', 'duplicate_test')
        seen.add(line.test_id)
      }
      const wanted = [...new Set(input.lines.flatMap((l) => l.patient_ids))]
      const mine = await patients.ownedIds(tx, userId, wanted)
      if (wanted.some((id) => !mine.has(id))) throw patientNotFound()
      await setLabPatients(
        tx,
        cart.id,
        input.lines.map((l) => ({ testId: l.test_id, patientIds: l.patient_ids })),
        now(),
      )
      return cart
    })
  }

  /**
   * Chooses the slot. 404 for a slot that is not of the cart's lab and city (another lab's, another city's, or none);
   * 400 for one the rules refuse (too soon, too far, after 10:00 for fasting tests); 409 `slot_full` with the next
   * free slot (details.next_free_slot) when it has fewer free places than the visit's patients.
   */
  async function chooseSlot(userId: number, cartType: LabsCartType, slotId: number): Promise<void> {
    const full = await db.transaction(async (tx): Promise<SlotFull | null> => {
      const cart = await cartOf(tx, userId, cartType, true)
      if (!cart) throw labsCartEmpty()
      const lines = await linesOf(tx, cart.id)
      if (!lines.length) throw labsCartEmpty()
      const places = visitPlacesOrRefuse(lines)
      const visit = await visitOf(tx, cart)
      const slot = await slots.get(tx, slotId)
      if (!slot || slot.labId !== visit.labId || slot.city !== visit.city) throw slotNotFound()
      const fasting = lines.some((l) => l.fasting)
      const refusal = slotRefusal(slot.startsAt, now(), { fasting })
      if (refusal) throw AppError.invalid(SLOT_REFUSAL_TEXT[refusal], 'slot_id', `slot_${refusal}`)
      if (slot.capacity - slot.taken < places) {
        return { nextFree: await slots.nextFree(tx, slot.labId, slot.city, slot.startsAt, { fasting, patients: places }) }
      }
      await chooseLabSlot(tx, cart.id, slot.id, now())
      return null
    })
    if (full) throw slotFull(full.nextFree)
  }

  return {
    read,

    /** The step's form: patients of the lines named, then the slot when one is sent (each its own transaction). */
    async save(owner: CartOwner | null, input: LabPatientStepInput): Promise<LabPatientStep> {
      const userId = patientAccountOf(owner)
      const cartType = input.cart_type
      await savePatients(userId, cartType, input)
      if (input.slot_id !== undefined) await chooseSlot(userId, cartType, input.slot_id)
      const step = await read(owner, cartType)
      if (!step) throw labsCartEmpty()
      return step
    },
  }
}
export type PatientStep = ReturnType<typeof createPatientStep>

/** 'That slot just filled': 409 with the next free slot (or none left) for the page to offer. */
export function slotFull(next: LabSlotRow | null): AppError {
  return new AppError({
    code: 'slot_full',
    status: 409,
    field: 'slot_id',
    message: next
      ? `That slot just filled. The next free one is ${slotWithDayLabel(next.startsAt)}.`
      : 'That slot just filled, and no other slot is free in the next 7 days. Please try again later.',
    details: {
      next_free_slot: next
        ? {
            id: next.id,
            starts_at: next.startsAt.toISOString(),
            label: slotWithDayLabel(next.startsAt),
            date: istParts(next.startsAt).date,
          }
        : null,
    },
  })
}

/**
 * The places a home visit of these lines needs (slot-rules.ts visitPlaces), choosing a slot or booking: 400
 * `patients_required` for a test with no one chosen, 400 `too_many_people` past what one visit collects.
 */
export function visitPlacesOrRefuse(
  lines: ReadonlyArray<{ name: string; testId: number; patientIds: readonly number[] }>,
): number {
  const unchosen = lines.find((l) => l.patientIds.length === 0)
  if (unchosen) {
    throw AppError.invalid(
      `Please choose who the ${unchosen.name} test is for`,
      `patients-${unchosen.testId}`,
      'patients_required',
    )
  }
  const places = visitPlaces(lines)
  if (places > MAX_PATIENTS_PER_VISIT) {
    throw AppError.invalid(
      `One home visit collects samples from at most ${MAX_PATIENTS_PER_VISIT} people. Please book the others separately.`,
      undefined,
      'too_many_people',
    )
  }
  return places
}
