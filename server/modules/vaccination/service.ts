import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import type {
  PlacedVaccination,
  RecordDoseInput,
  VaccinationBookingWire,
  VaccineCatalogue,
} from '../../../contracts/vaccination.ts'
import { toRupees, ZERO_PAISE, type Paise, paise } from '../../../core/money.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import { addDays, dateLabel, istInstant, istParts, timeLabel } from '../../../core/time/ist.ts'
import { administrationRefusal, observationEndsAt, observationRefusal } from '../../../core/vaccination/administration.ts'
import {
  ageLabel,
  eligibility,
  HOME_VISIT_FEE_PAISE,
  longDate,
  monthsBetween,
  nextDoseDue,
  OBSERVATION_MINUTES,
  VACCINATION_CITIES,
  VACCINATION_STATUS_LABELS,
  vaccinationCity,
  VACCINE_LIST,
  VACCINES,
  type VaccinationStatus,
  type VaccineCode,
} from '../../../core/vaccination/vaccines.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { addressForSale } from '../addresses/index.ts'
import { users } from '../auth/index.ts'
import type { JobHandlers, JobsService } from '../jobs/index.ts'
import type { Notifier } from '../notify/index.ts'
import {
  addressSnapshot,
  type AddressSnapshot,
  type Checkout,
  type LineType,
  type OrderEvent,
  orders,
  type OrderService,
  type Priced,
  type SaleInput,
} from '../orders/index.ts'
import { patients } from '../patients/index.ts'
import type { RecordsService } from '../records/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import { renderCertificatePdf } from './certificate-pdf.ts'
import { vaccinationBookings } from './schema.ts'
import { VISIT_SLOT_REFUSAL_TEXT, type VaccinationSlotRow, type VaccinationSlots } from './slots.ts'

// Vaccination at home (issue 27 §6; decision 086): a dose of a vaccine for one of the account's family members, given
// at home by a nurse, sold as a line of sale through the one checkout pipeline (cart type 'vaccination', order source
// VACCINATION, no cart: the page's input alone). The line checks the age rule and the intervals (core/vaccination) on
// the visit's day against the member's date of birth and the doses given before, takes a place of the city's nurse slot
// (the labs' slot engine, slots.ts) and records the booking: pending_payment until an online payment settles, booked
// when nothing is left to pay; it moves with its order (onOrderMove, wired in services.ts as the lab bookings are).
//
// The desk (staff) records the dose at the visit (batch, expiry, cold chain: refused outside the rules), then ends the
// 30-minute observation, which issues the certificate, files the ImmunizationRecord in the health records (once: by
// source and reference) and enqueues the next dose's reminder (a durable job, once across instances), all in one
// transaction.

export const VACCINATION_CART_TYPE = 'vaccination'
export const VACCINATION_ORDER_SOURCE = 'VACCINATION'
export const NEXT_DOSE_JOB = 'vaccination.next_dose'
export const VACCINATION_PAGES = {
  home: '/vaccination-at-home',
  booking: (number: string) => `/vaccination-at-home/bookings/${encodeURIComponent(number)}`,
  certificate: (number: string) => `/pwa-api/api/v4/vaccination/bookings/${encodeURIComponent(number)}/certificate`,
} as const
/** The reminder is sent at 9:00 AM India time on the day the next dose is due. */
export const REMINDER_MINUTE = 9 * 60

export const nextDoseKey = (bookingId: number, dose: number) => `${NEXT_DOSE_JOB}:${bookingId}:${dose}`
export const SAMPLE_PRICES_NOTE =
  'Prices are samples for this demonstration, not our price list. The schedules follow the vaccines’ licences; your doctor’s advice comes first.'

export interface BookVaccinationInput extends SaleInput {
  cartType: typeof VACCINATION_CART_TYPE
  payment: 'online' | 'wallet'
  vaccine: VaccineCode
  patientId: number
  dateOfBirth: string | null
  earlierDoses: string[]
  slotId: number
  addressId: number | null
}

interface VaccinationPriced extends Priced {
  patient: { id: number; name: string; gender: string | null }
  dateOfBirth: string
  dose: number
  doseOf: number | null
  pricePaise: Paise
  slot: VaccinationSlotRow
}

interface Reserved {
  bookingId?: number
}

type BookingRow = typeof vaccinationBookings.$inferSelect

const OPEN: VaccinationStatus[] = ['pending_payment', 'booked', 'given']
const DONE: VaccinationStatus[] = ['given', 'completed']

class SlotFull extends Error {
  readonly slot: VaccinationSlotRow
  constructor(slot: VaccinationSlotRow) {
    super('slot full')
    this.slot = slot
  }
}

const bookingNotFound = () => AppError.notFound('We could not find that vaccination booking', 'booking_not_found')
const IST_MS = 330 * 60_000
const indiaDate = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10)
const whenLabel = (at: Date) => `${dateLabel(istParts(at).date)}, ${timeLabel(at)}`

export interface VaccinationDeps {
  now: Clock
  slots: VaccinationSlots
  checkout: Checkout
  orders: () => Pick<OrderService, 'applyMove' | 'afterMove'>
  jobs: () => Pick<JobsService, 'enqueue' | 'cancel'>
  records: Pick<RecordsService, 'fileRecord'>
  notifier: Notifier
  logger: Logger
}

export function createVaccinationService(db: Db, deps: VaccinationDeps) {
  const { now, slots } = deps

  function catalogue(): VaccineCatalogue {
    return {
      vaccines: VACCINE_LIST.map((v) => ({
        code: v.code,
        name: v.name,
        protects: v.protects,
        age_rule: `Given ${v.ageText}`,
        price: toRupees(v.pricePaise),
        bands: v.bands.map((b) => ({
          from_months: b.fromMonths,
          until_months: b.untilMonths,
          doses: b.doses,
          label: b.label,
        })),
      })),
      visit_fee: toRupees(HOME_VISIT_FEE_PAISE),
      cities: [...VACCINATION_CITIES],
      observation_minutes: OBSERVATION_MINUTES,
      note: SAMPLE_PRICES_NOTE,
    }
  }

  /** The dates of the doses of a vaccine this member had through us (given or completed), oldest first. */
  async function dosesGiven(q: Db, patientId: number, code: VaccineCode, except?: number): Promise<string[]> {
    const rows = await q
      .select({ givenAt: vaccinationBookings.givenAt })
      .from(vaccinationBookings)
      .where(
        and(
          eq(vaccinationBookings.patientId, patientId),
          eq(vaccinationBookings.vaccineCode, code),
          inArray(vaccinationBookings.status, DONE),
          except === undefined ? undefined : ne(vaccinationBookings.id, except),
        ),
      )
      .orderBy(asc(vaccinationBookings.givenAt))
    return rows.flatMap((r) => (r.givenAt ? [indiaDate(r.givenAt)] : []))
  }

  /** The date of birth: the member's saved one, else the one given, which must agree with the member's saved age. */
  function dateOfBirthOf(
    patient: { name: string; birthDate: string | null; age: number | null },
    given: string | null,
    today: string,
  ): string {
    if (patient.birthDate) {
      if (given && given !== patient.birthDate) {
        throw AppError.invalid(
          `${patient.name}’s saved date of birth is ${longDate(patient.birthDate)}. Please check the date.`,
          'date_of_birth',
          'date_of_birth_mismatch',
        )
      }
      return patient.birthDate
    }
    if (!given) {
      throw AppError.invalid(
        `Please enter ${patient.name}’s date of birth: vaccines are given by age.`,
        'date_of_birth',
        'date_of_birth_required',
      )
    }
    if (given > today) throw AppError.invalid('The date of birth cannot be in the future', 'date_of_birth')
    const years = Math.floor(monthsBetween(given, today) / 12)
    if (patient.age !== null && years !== patient.age) {
      throw AppError.invalid(
        `That date of birth makes ${patient.name} ${ageLabel(years * 12)} old, but their saved age is ${patient.age}. Please check the date, or the age in your family members.`,
        'date_of_birth',
        'date_of_birth_mismatch',
      )
    }
    return given
  }

  const line: LineType<BookVaccinationInput, VaccinationPriced, Reserved, PlacedVaccination> = {
    scope: 'vaccination.book',
    orderSource: VACCINATION_ORDER_SOURCE,
    what: 'booking',
    texts: {
      placed: 'Vaccination booked',
      awaitingPayment: 'Vaccination booked, awaiting payment',
      walletNote: (number) => `Paid for vaccination ${number}`,
    },

    async price(tx, userId, input, at) {
      // One booking of an account at a time: the doses and open bookings are read once.
      await tx.execute(sql`select pg_advisory_xact_lock(7327, ${userId})`)
      const [patient] = await tx
        .select()
        .from(patients)
        .where(and(eq(patients.id, input.patientId), eq(patients.userId, userId)))
      if (!patient) throw AppError.notFound('We could not find that family member', 'patient_not_found')
      const vaccine = VACCINES[input.vaccine]

      const slot = await slots.get(tx, input.slotId)
      if (!slot) throw AppError.invalid('Please choose a slot for the nurse’s visit', 'slot_id', 'slot_required')
      const refusal = slots.refusal(slot, at)
      if (refusal) throw AppError.invalid(VISIT_SLOT_REFUSAL_TEXT[refusal], 'slot_id', `slot_${refusal}`)

      const address = await addressForSale(tx, userId, input.addressId)
      if (!address) {
        if (input.addressId !== null) throw AppError.notFound('We could not find that address', 'address_not_found')
        throw AppError.invalid('Please add the address the nurse should visit', 'address_id', 'address_required')
      }
      const city = vaccinationCity(address.city)
      if (!city) {
        throw AppError.invalid(
          `Our nurses do not visit ${address.city.slice(0, 60)} yet. Please choose an address in ${VACCINATION_CITIES.join(', ')}.`,
          'address_id',
          'city_not_served',
        )
      }
      if (slot.city !== city) {
        throw AppError.invalid(
          `Your slot is in ${slot.city} but the address is in ${city}. Please choose a slot again.`,
          'slot_id',
          'slot_city_mismatch',
        )
      }

      const visitDay = istParts(slot.startsAt).date
      const dateOfBirth = dateOfBirthOf(patient, input.dateOfBirth, indiaDate(at))
      const [open] = await tx
        .select({ id: vaccinationBookings.id, orderId: vaccinationBookings.orderId, status: vaccinationBookings.status })
        .from(vaccinationBookings)
        .where(
          and(
            eq(vaccinationBookings.patientId, patient.id),
            eq(vaccinationBookings.vaccineCode, vaccine.code),
            inArray(vaccinationBookings.status, ['booked', 'given']),
          ),
        )
        .limit(1)
      if (open) {
        throw AppError.conflict(
          `${patient.name} already has a booked dose of the ${vaccine.name}. The next dose can be booked after it is given.`,
          'vaccine',
          'already_booked',
        )
      }
      const given = [...(await dosesGiven(tx, patient.id, vaccine.code)), ...input.earlierDoses]
      const rule = eligibility(vaccine, dateOfBirth, visitDay, given)
      if (!rule.ok) throw AppError.invalid(rule.reason, rule.code === 'age' ? 'patient_id' : 'vaccine', `vaccine_${rule.code}`)

      const fee = HOME_VISIT_FEE_PAISE
      const payable = paise(vaccine.pricePaise + fee)
      return {
        bill: {
          mrpTotal: vaccine.pricePaise,
          itemTotal: vaccine.pricePaise,
          couponDiscount: ZERO_PAISE,
          deliveryFee: fee,
          payable,
        },
        couponCode: null,
        address: addressSnapshot(address, { lat: address.geodataLatitude, lng: address.geodataLongitude }),
        city,
        rxRequired: false,
        patientIds: [patient.id],
        patient: { id: patient.id, name: patient.name, gender: patient.gender },
        dateOfBirth,
        dose: rule.dose,
        doseOf: rule.of,
        pricePaise: vaccine.pricePaise,
        slot,
      }
    },

    async reserve(tx, { userId, input, priced }) {
      // The account's unpaid booking of this member and vaccine (a reloaded page, another key) ends first.
      const unpaid = await tx
        .select({ orderId: vaccinationBookings.orderId })
        .from(vaccinationBookings)
        .where(
          and(
            eq(vaccinationBookings.userId, userId),
            eq(vaccinationBookings.patientId, priced.patient.id),
            eq(vaccinationBookings.vaccineCode, input.vaccine),
            eq(vaccinationBookings.status, 'pending_payment'),
          ),
        )
      for (const u of unpaid) {
        await deps.orders().applyMove(tx, u.orderId, 'cancel', 'customer', 'Replaced by a new booking of the same vaccine')
      }
      if (!(await slots.take(tx, priced.slot.id))) throw new SlotFull(priced.slot)
      return {}
    },

    async record(tx, sold) {
      const { priced, input, userId, orderId, online, at } = sold
      const vaccine = VACCINES[input.vaccine]
      const [row] = await tx
        .insert(vaccinationBookings)
        .values({
          orderId,
          userId,
          patientId: priced.patient.id,
          patientName: priced.patient.name,
          patientGender: priced.patient.gender,
          dateOfBirth: priced.dateOfBirth,
          vaccineCode: vaccine.code,
          vaccineName: vaccine.name,
          dose: priced.dose,
          doseOf: priced.doseOf,
          earlierDoses: [...input.earlierDoses].sort(),
          pricePaise: priced.pricePaise,
          slotId: priced.slot.id,
          city: priced.slot.city,
          startsAt: priced.slot.startsAt,
          status: online ? 'pending_payment' : 'booked',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: vaccinationBookings.id })
      sold.reserved.bookingId = row!.id
    },

    // Sold from its own page, not a cart.
    async emptySold() {},

    answer(sold) {
      const onlinePart = sold.online ? sold.rest : ZERO_PAISE
      return {
        order_id: sold.orderId,
        number: sold.number,
        status: sold.status,
        booking_status: sold.online ? 'pending_payment' : 'booked',
        dose: sold.priced.dose,
        dose_of: sold.priced.doseOf,
        total: toRupees(sold.priced.bill.payable),
        wallet_part: toRupees(sold.walletPart),
        online_part: toRupees(onlinePart),
        hold_expires_at: sold.holdExpiresAt?.toISOString() ?? null,
        next_url:
          onlinePart > 0 ? `/order-payment/?order=${encodeURIComponent(sold.number)}` : VACCINATION_PAGES.booking(sold.number),
      }
    },

    async refused(error) {
      if (!(error instanceof SlotFull)) throw error
      const next = await slots.nextFree(error.slot.city, error.slot.startsAt)
      throw new AppError({
        code: 'slot_full',
        status: 409,
        message: next
          ? `That slot just filled. The next free one is ${whenLabel(next.startsAt)}.`
          : 'That slot just filled, and no other slot is free this week in your city.',
        field: 'slot_id',
        details: { next_free_slot: next ? { id: next.id, starts_at: next.startsAt.toISOString() } : null },
      })
    },

    async announce(placed, userId) {
      await deps
        .orders()
        .afterMove({
          orderId: placed.order_id,
          userId,
          number: placed.number,
          status: placed.status as OrderStatus,
          cartType: VACCINATION_CART_TYPE,
        })
        .catch(() => undefined)
    },
  }

  /** issue 27 §6: a dose at home placed behind an idempotency key (the same key and payload answer the same for 24 h). */
  const book = (userId: number, input: BookVaccinationInput, key: string | null | undefined) =>
    deps.checkout.place(line, userId, input, key)

  /**
   * The booking's side of its order's move, inside the move's transaction: paid → booked; cancelled or expired →
   * cancelled with the slot's place given back (not once the dose is given). A vaccination is never packed or shipped.
   */
  async function onOrderMove(tx: Db, m: { orderId: number; cartType: string; event: OrderEvent; to: string }): Promise<void> {
    if (m.cartType !== VACCINATION_CART_TYPE) return
    const [row] = await tx.select().from(vaccinationBookings).where(eq(vaccinationBookings.orderId, m.orderId)).for('update')
    if (!row) return
    const status = row.status as VaccinationStatus
    if (m.event === 'paid') {
      if (status !== 'pending_payment') throw AppError.conflict('This vaccination is paid already', undefined, 'order_state')
      await tx.update(vaccinationBookings).set({ status: 'booked', updatedAt: now() }).where(eq(vaccinationBookings.id, row.id))
      return
    }
    if (m.to === 'cancelled') {
      if (status !== 'pending_payment' && status !== 'booked') {
        throw AppError.conflict('A dose that was given cannot be cancelled', undefined, 'order_state')
      }
      await slots.release(tx, row.slotId)
      await tx
        .update(vaccinationBookings)
        .set({ status: 'cancelled', updatedAt: now() })
        .where(eq(vaccinationBookings.id, row.id))
      return
    }
    throw AppError.conflict('A vaccination at home is not packed, shipped or delivered', undefined, 'order_state')
  }

  function toWire(row: BookingRow, number: string, total: Paise): VaccinationBookingWire {
    const status = row.status as VaccinationStatus
    const code = row.vaccineCode as VaccineCode
    const given =
      row.givenAt && row.batchNumber && row.expiry && row.coldChainTenths !== null
        ? {
            at: row.givenAt.toISOString(),
            batch_number: row.batchNumber,
            expiry: row.expiry,
            cold_chain_c: row.coldChainTenths / 10,
            observation_ends_at: observationEndsAt(row.givenAt).toISOString(),
          }
        : null
    const next = status === 'completed' && row.dateOfBirth ? nextAfter(row) : null
    return {
      number,
      status,
      status_label: VACCINATION_STATUS_LABELS[status],
      vaccine: { code, name: row.vaccineName },
      dose: row.dose,
      dose_of: row.doseOf,
      patient: { id: row.patientId, name: row.patientName },
      city: row.city,
      slot: { starts_at: row.startsAt.toISOString(), label: whenLabel(row.startsAt) },
      total: toRupees(total),
      given,
      certificate:
        status === 'completed' && row.certificateNumber
          ? { number: row.certificateNumber, url: VACCINATION_PAGES.certificate(number) }
          : null,
      next_dose: next
        ? { dose: next.dose, due_on: next.dueOn, label: `Dose ${next.dose} due from ${longDate(next.dueOn)}` }
        : null,
    }
  }

  /** The next dose after this one (the earlier doses it was booked with, and this one). */
  function nextAfter(row: BookingRow) {
    if (!row.dateOfBirth || !row.givenAt) return null
    const vaccine = VACCINES[row.vaccineCode as VaccineCode]
    // The doses before this one: as many as its number says (ours and those given elsewhere), dated up to this one.
    const earlier = Array.from({ length: row.dose - 1 }, (_, i) => row.earlierDoses[i] ?? indiaDate(row.givenAt!))
    return nextDoseDue(vaccine, row.dateOfBirth, [...earlier, indiaDate(row.givenAt)])
  }

  async function read(where: { userId?: number; number?: string }, limit: number): Promise<VaccinationBookingWire[]> {
    const rows = await db
      .select({ booking: vaccinationBookings, number: orders.number, total: orders.totalPaise })
      .from(vaccinationBookings)
      .innerJoin(orders, eq(orders.id, vaccinationBookings.orderId))
      .where(
        and(
          where.userId === undefined ? undefined : eq(vaccinationBookings.userId, where.userId),
          where.number === undefined ? undefined : eq(orders.number, where.number),
        ),
      )
      .orderBy(desc(vaccinationBookings.createdAt), desc(vaccinationBookings.id))
      .limit(limit)
    return rows.map((r) => toWire(r.booking, r.number, r.total as Paise))
  }

  const mine = (userId: number) => read({ userId }, 50)

  async function get(userId: number, number: string): Promise<VaccinationBookingWire> {
    const [found] = await read({ userId, number: number.slice(0, 20) }, 1)
    if (!found) throw bookingNotFound()
    return found
  }

  async function rowByNumber(q: Db, number: string, lock = false) {
    const query = q
      .select({ booking: vaccinationBookings, order: orders })
      .from(vaccinationBookings)
      .innerJoin(orders, eq(orders.id, vaccinationBookings.orderId))
      .where(eq(orders.number, number.slice(0, 20)))
    const [found] = lock ? await query.for('update', { of: vaccinationBookings }) : await query
    return found ?? null
  }

  /** The certificate PDF of one of the account's bookings (staff: any), once issued; else a 404. */
  async function certificate(number: string, userId: number | null): Promise<{ bytes: Uint8Array; fileName: string }> {
    const found = await rowByNumber(db, number)
    if (!found || (userId !== null && found.booking.userId !== userId)) throw bookingNotFound()
    const b = found.booking
    if (b.status !== 'completed' || !b.certificateNumber || !b.givenAt || !b.observedAt) {
      throw AppError.notFound('The certificate is issued after the dose and its 30-minute observation', 'certificate_not_ready')
    }
    const next = nextAfter(b)
    const bytes = await renderCertificatePdf({
      certificateNumber: b.certificateNumber,
      bookingNumber: found.order.number,
      person: { name: b.patientName, dateOfBirth: b.dateOfBirth, gender: b.patientGender },
      vaccine: b.vaccineName,
      dose: b.dose,
      doseOf: b.doseOf,
      givenAt: b.givenAt,
      batchNumber: b.batchNumber ?? '',
      expiry: b.expiry ?? '',
      coldChainC: (b.coldChainTenths ?? 0) / 10,
      observedAt: b.observedAt,
      city: b.city,
      nextDose: next ? { dose: next.dose, dueOn: next.dueOn } : null,
    })
    return { bytes, fileName: `vaccination-certificate-${b.certificateNumber}.pdf` }
  }

  // ---- the desk (staff) ----

  /** The day's visits of every city (India's day), by slot time; unpaid and cancelled ones left out. */
  async function day(date: string) {
    const from = istInstant(date, 0)
    const to = istInstant(addDays(date, 1), 0)
    const rows = await db
      .select({ booking: vaccinationBookings, order: orders })
      .from(vaccinationBookings)
      .innerJoin(orders, eq(orders.id, vaccinationBookings.orderId))
      .where(
        and(
          gte(vaccinationBookings.startsAt, from),
          lt(vaccinationBookings.startsAt, to),
          inArray(vaccinationBookings.status, ['booked', 'given', 'completed']),
        ),
      )
      .orderBy(asc(vaccinationBookings.startsAt), asc(vaccinationBookings.city), asc(vaccinationBookings.id))
    return rows.map((r) => deskView(r.booking, r.order))
  }

  function deskView(b: BookingRow, order: { number: string; address: AddressSnapshot }) {
    const status = b.status as VaccinationStatus
    const at = now()
    return {
      number: order.number,
      status,
      statusLabel: VACCINATION_STATUS_LABELS[status],
      vaccine: b.vaccineName,
      dose: b.dose,
      doseOf: b.doseOf,
      patient: b.patientName,
      age: b.dateOfBirth ? ageLabel(monthsBetween(b.dateOfBirth, indiaDate(at))) : '',
      city: b.city,
      startsAt: b.startsAt,
      when: whenLabel(b.startsAt),
      address: [order.address.address, order.address.landmark, order.address.pincode, order.address.city]
        .filter(Boolean)
        .join(', '),
      contact: `${order.address.recipientName} · ${order.address.phone}`,
      givenAt: b.givenAt,
      observationEndsAt: b.givenAt ? observationEndsAt(b.givenAt) : null,
      observationLeft: b.givenAt ? observationRefusal(b.givenAt, at) : null,
      batchNumber: b.batchNumber,
      certificateNumber: b.certificateNumber,
    }
  }

  async function deskGet(number: string) {
    const found = await rowByNumber(db, number)
    if (!found) throw bookingNotFound()
    return deskView(found.booking, found.order)
  }

  /**
   * The nurse gives the dose: the vial's batch and expiry and the carrier's reading, refused outside the rules
   * (core/vaccination/administration.ts); the age rule and interval checked again on the day. Starts the observation.
   */
  async function recordDose(staffId: number, number: string, input: RecordDoseInput) {
    await db.transaction(async (tx) => {
      const found = await rowByNumber(tx, number, true)
      if (!found) throw bookingNotFound()
      const b = found.booking
      if (b.status !== 'booked') {
        throw AppError.conflict(
          b.status === 'pending_payment'
            ? 'This vaccination is not paid yet: the dose cannot be given.'
            : `This dose cannot be recorded: the booking is ${VACCINATION_STATUS_LABELS[b.status as VaccinationStatus].toLowerCase()}.`,
          undefined,
          'booking_state',
        )
      }
      const at = now()
      const today = indiaDate(at)
      const refusal = administrationRefusal({
        batch: input.batch_number,
        expiry: input.expiry,
        coldChainC: input.cold_chain_c,
        today,
      })
      if (refusal) throw AppError.invalid(refusal.reason, refusal.field, `dose_${refusal.code}`)
      if (b.dateOfBirth && b.patientId !== null) {
        const vaccine = VACCINES[b.vaccineCode as VaccineCode]
        const given = [...(await dosesGiven(tx, b.patientId, vaccine.code, b.id)), ...b.earlierDoses]
        const rule = eligibility(vaccine, b.dateOfBirth, today, given)
        if (!rule.ok) throw AppError.invalid(rule.reason, 'vaccine', `vaccine_${rule.code}`)
      }
      const after = {
        status: 'given' as const,
        batchNumber: input.batch_number.trim().toUpperCase(),
        expiry: input.expiry,
        coldChainTenths: Math.round(input.cold_chain_c * 10),
        givenAt: at,
        givenBy: staffId,
        updatedAt: at,
      }
      await tx.update(vaccinationBookings).set(after).where(eq(vaccinationBookings.id, b.id))
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'vaccination.dose',
        targetUserId: b.userId,
        subject: { bookingId: b.id, number },
        before: { status: b.status },
        after: { status: after.status, batch: after.batchNumber, expiry: after.expiry, coldChainC: input.cold_chain_c },
      })
    })
    return deskGet(number)
  }

  /**
   * The observation ends (not before 30 minutes after the dose): the certificate is issued, the ImmunizationRecord
   * filed in the member's health records with it (once: filed by source and reference), and the next dose's reminder
   * enqueued, in one transaction.
   */
  async function endObservation(staffId: number, number: string) {
    await db.transaction(async (tx) => {
      const found = await rowByNumber(tx, number, true)
      if (!found) throw bookingNotFound()
      const b = found.booking
      if (b.status !== 'given' || !b.givenAt) {
        throw AppError.conflict(
          b.status === 'completed'
            ? 'The observation has ended and the certificate is issued already.'
            : 'Record the dose first: the observation starts when it is given.',
          undefined,
          'booking_state',
        )
      }
      const at = now()
      const left = observationRefusal(b.givenAt, at)
      if (left) throw AppError.conflict(left, undefined, 'observation_running')
      const certificateNumber = `VC-${found.order.number}`
      const done = { ...b, status: 'completed', observedAt: at, certificateNumber, updatedAt: at }
      await tx
        .update(vaccinationBookings)
        .set({ status: 'completed', observedAt: at, certificateNumber, updatedAt: at })
        .where(eq(vaccinationBookings.id, b.id))
      const next = nextAfter(done)
      if (b.patientId !== null) {
        await deps.records.fileRecord(tx, {
          userId: b.userId,
          patientId: b.patientId,
          kind: 'ImmunizationRecord',
          title: `${b.vaccineName}, dose ${b.dose}${b.doseOf ? ` of ${b.doseOf}` : ''}`,
          date: indiaDate(b.givenAt),
          provider: 'MedWise vaccination at home',
          tags: ['vaccination'],
          source: 'vaccination',
          sourceRef: String(b.id),
          summary:
            `Batch ${b.batchNumber}, given at home in ${b.city} · certificate ${certificateNumber}` +
            (next ? ` · dose ${next.dose} due from ${longDate(next.dueOn)}` : ''),
          link: VACCINATION_PAGES.certificate(found.order.number),
        })
        if (next) {
          await deps.jobs().enqueue(tx, {
            kind: NEXT_DOSE_JOB,
            key: nextDoseKey(b.id, next.dose),
            runAt: istInstant(next.dueOn, REMINDER_MINUTE),
            payload: { bookingId: b.id, dose: next.dose, dueOn: next.dueOn },
          })
        }
      }
      await auditStaffAction(tx, now, {
        actorUserId: staffId,
        action: 'vaccination.observed',
        targetUserId: b.userId,
        subject: { bookingId: b.id, number },
        before: { status: b.status },
        after: { status: 'completed', certificateNumber },
      })
    })
    return deskGet(number)
  }

  /**
   * Development only (dev-api.ts, never in production): a given dose's time moved `minutes` back, so an e2e can end the
   * 30-minute observation without waiting for it.
   */
  async function givenEarlierForDevelopment(number: string, minutes: number): Promise<void> {
    const found = await rowByNumber(db, number)
    if (!found || found.booking.status !== 'given' || !found.booking.givenAt) throw bookingNotFound()
    await db
      .update(vaccinationBookings)
      .set({ givenAt: new Date(found.booking.givenAt.getTime() - minutes * 60_000) })
      .where(eq(vaccinationBookings.id, found.booking.id))
  }

  const handlers: JobHandlers = {
    /** The next dose's reminder, once: not when the member was erased or has that dose booked or given already. */
    async [NEXT_DOSE_JOB](payload) {
      const [b] = await db
        .select()
        .from(vaccinationBookings)
        .where(eq(vaccinationBookings.id, Number(payload.bookingId)))
      if (!b || b.patientId === null) return
      const dose = Number(payload.dose)
      const [later] = await db
        .select({ id: vaccinationBookings.id })
        .from(vaccinationBookings)
        .where(
          and(
            eq(vaccinationBookings.patientId, b.patientId),
            eq(vaccinationBookings.vaccineCode, b.vaccineCode),
            gte(vaccinationBookings.dose, dose),
            inArray(vaccinationBookings.status, [...OPEN, 'completed']),
          ),
        )
        .limit(1)
      if (later) return
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, b.userId))
      if (!u?.phone) return
      await deps.notifier.send({
        channel: 'sms',
        to: `+91${u.phone}`,
        text: `MedWise: dose ${dose} of the ${b.vaccineName} for ${b.patientName} is due from ${longDate(String(payload.dueOn))}. Book a nurse's visit at home from Vaccination at home.`,
      })
    },
  }

  return {
    line,
    slots,
    catalogue,
    book,
    onOrderMove,
    mine,
    get,
    certificate,
    desk: { day, get: deskGet, recordDose, endObservation, givenEarlierForDevelopment },
    handlers,
  }
}
export type VaccinationService = ReturnType<typeof createVaccinationService>
