import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { cancelDecision, cancelNote, rescheduleRefusal } from '../../../core/consultations/cancel-rules.ts'
import { decideConsent } from '../../../core/consultations/consent.ts'
import {
  consultationTransition,
  CONSULTATION_MODE_LABELS,
  CONSULTATION_STATE_LABELS,
  HOLDS_SLOT,
  NO_SHOW_AFTER_MINUTES,
  ROOM_OPEN,
  type ConsultationEvent,
  type ConsultationMode,
  type ConsultationState,
} from '../../../core/consultations/states.ts'
import { toRupees, ZERO_PAISE, type Paise } from '../../../core/money.ts'
import type { OrderStatus } from '../../../core/orders/statuses.ts'
import { dateLabel, istParts, timeLabel } from '../../../core/time/ist.ts'
import type {
  BookedConsultation,
  ConsultationAttachmentWire,
  ConsultationWire,
  MyConsultations,
} from '../../../contracts/consultation-sale.ts'
import { ATTACHMENT_FIELD, MAX_CONSULTATION_ATTACHMENTS } from '../../../contracts/consultation-sale.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { addressForSale } from '../addresses/index.ts'
import { users } from '../auth/index.ts'
import { carePlanSavings, type CarePlanService } from '../care-plan/index.ts'
import type { InsurerService } from '../insurer/index.ts'
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
import { checkUploads, displayName, type FileStorage, newStorageKey, sanitiseUpload, type UploadFile } from '../storage/index.ts'
import { consultationFor, type ConsultationRow } from './access.ts'
import { ePrescriptions } from './prescription-schema.ts'
import { consultationUploads } from './sale-schema.ts'
import { consultationAttachments, consultations, doctors, doctorSpecialties, specialties } from './schema.ts'
import type { Consultations } from './service.ts'

// A consultation sold as a line of sale (issue 24 §3; decision 057) through the one checkout pipeline
// (orders/checkout.ts): order source CONSULTATION, cart type 'consultation' (no cart: the booking page's input alone).
// The line prices the doctor's fee (a care-plan member's free consultation at ₹0, recorded as a care-plan saving),
// takes the slot's one place with the shared slot engine (a slot taken meanwhile is a 409 naming the next free one) and
// records the consultation: pending_payment until an online payment settles, booked when nothing is left to pay.
//
// After the sale the consultation moves with its order, in the order's transaction (onOrderMove, wired in services.ts
// as the lab bookings are): paid → booked; expired or cancelled → cancelled; a no-show's refund → refunded; each move
// out of a state that holds the slot gives its place back. Cancelling, rescheduling, rating, and a no-show's 'another
// doctor now' or 'full refund' are here; the no-show itself is a durable job (once across instances): 10 minutes after
// the start without the doctor, the patient is told and offered both, and 15 minutes later refunded in full on its own.

export const CONSULTATION_CART_TYPE = 'consultation'
export const CONSULTATION_ORDER_SOURCE = 'CONSULTATION'
/** The durable jobs' kinds. */
export const NO_SHOW_JOB = 'consultation.no_show'
export const AUTO_REFUND_JOB = 'consultation.auto_refund'
/** A no-show is refunded on its own this long after the patient was told. */
export const AUTO_REFUND_AFTER_MINUTES = 15
/** Where the pages are. */
export const CONSULT_PAGES = {
  mine: '/online-doctor-consultation/myconsultation',
  success: '/online-doctor-consultation/book/success',
  room: (id: number) => `/online-doctor-consultation/room/${id}`,
  prescription: (id: number) => `/online-doctor-consultation/prescription/${id}`,
} as const

const MINUTE = 60_000
const STORAGE_PREFIX = 'consultations'

export interface BookConsultationInput extends SaleInput {
  cartType: typeof CONSULTATION_CART_TYPE
  payment: 'online' | 'wallet'
  doctorId: number | null
  startsAt: Date | null
  specialty: string | null
  now: boolean
  patientId: number
  mode: ConsultationMode
  symptoms: string
  attachmentIds: number[]
  consent: boolean
  consentBy: string | null
}

interface ConsultPriced extends Priced {
  doctor: { id: number; name: string; feePaise: Paise }
  specialtyId: number
  slot: { id: number; startsAt: Date; minutes: number }
  patient: { id: number; name: string; age: number | null; gender: string | null }
  consent: { kind: 'implied' | 'explicit'; by: string | null }
  free: { membershipId: number } | null
  /** issue 27 §4: the insurer's free consultation pays it instead (the care plan's is used first; decision 087). */
  insurerFree: boolean
  attachmentIds: number[]
}

interface Reserved {
  slotId: number
  /** Set by record: the answer names it. */
  consultationId?: number
}

/** Thrown inside the placement when the slot's place is gone: the next free slot is looked up after the rollback. */
class SlotTaken extends Error {
  readonly doctorId: number
  constructor(doctorId: number) {
    super('slot taken')
    this.doctorId = doctorId
  }
}

const consultationNotFound = () => AppError.notFound('We could not find that consultation', 'consultation_not_found')
const noShowKey = (c: { id: number; startsAt: Date }) => `${NO_SHOW_JOB}:${c.id}:${c.startsAt.toISOString()}`
const autoRefundKey = (c: { id: number; startsAt: Date }) => `${AUTO_REFUND_JOB}:${c.id}:${c.startsAt.toISOString()}`
/** 'Thu 26 Nov, 10:00 AM' (India time). */
export const whenLabel = (at: Date) => `${dateLabel(istParts(at).date)}, ${timeLabel(at)}`

export interface ConsultSaleDeps {
  now: Clock
  consultations: Consultations
  checkout: Checkout
  orders: () => Pick<OrderService, 'applyMove' | 'afterMove'>
  carePlan?: Pick<CarePlanService, 'memberNow' | 'recordSavings'>
  /** issue 27 §4: a policyholder's free consultation (decision 087), recorded as used with the sale. */
  insurer?: Pick<InsurerService, 'freeConsultations' | 'recordUse'>
  jobs: () => Pick<JobsService, 'enqueue' | 'cancel' | 'find'>
  notifier: Notifier
  storage: FileStorage
  logger: Logger
}

export function createConsultSale(db: Db, deps: ConsultSaleDeps) {
  const { now, consultations: finding } = deps

  async function smsTo(userId: number, text: string) {
    try {
      const [u] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (u?.phone) await deps.notifier.send({ channel: 'sms', to: `+91${u.phone}`, text })
    } catch (error) {
      deps.logger.warn('consultation message not sent', { userId, err: String(error) })
    }
  }

  /** The consultation's row locked for a change (in the caller's transaction). */
  async function lockRow(tx: Db, id: number): Promise<ConsultationRow | null> {
    const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update')
    return row ?? null
  }

  /**
   * A consultation moved through the state machine, with `set` written beside the state; the slot's place given back
   * when it leaves the states that hold it. A 409 with the machine's sentence when the move cannot happen.
   */
  async function move(
    tx: Db,
    row: ConsultationRow,
    event: ConsultationEvent,
    set: Partial<typeof consultations.$inferInsert> = {},
  ): Promise<ConsultationState> {
    const from = row.state as ConsultationState
    const step = consultationTransition(from, event)
    if (!step.ok) throw AppError.conflict(step.message, undefined, 'consultation_state')
    if (HOLDS_SLOT.has(from) && !HOLDS_SLOT.has(step.to)) await finding.release(tx, row.slotId)
    await tx
      .update(consultations)
      .set({ ...set, state: step.to, updatedAt: now() })
      .where(eq(consultations.id, row.id))
    return step.to
  }

  /** The no-show check of a booked consultation, 10 minutes after its start. */
  const scheduleNoShow = (tx: Db, c: { id: number; startsAt: Date }) =>
    deps.jobs().enqueue(tx, {
      kind: NO_SHOW_JOB,
      key: noShowKey(c),
      runAt: new Date(c.startsAt.getTime() + NO_SHOW_AFTER_MINUTES * MINUTE),
      payload: { consultationId: c.id, startsAt: c.startsAt.toISOString() },
    })

  /**
   * The free consultations a member's term has used: its free_consultation savings not voided (the care plan voids
   * them when the order is cancelled: a refunded cancellation or a no-show gives the consultation back; a late,
   * unrefunded cancellation does not).
   */
  async function freeUsed(tx: Db, term: { id: number }): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(carePlanSavings)
      .where(
        and(
          eq(carePlanSavings.membershipId, term.id),
          eq(carePlanSavings.benefit, 'free_consultation'),
          isNull(carePlanSavings.voidedAt),
        ),
      )
    return Number(row?.n ?? 0)
  }

  async function specialtyOfDoctor(q: Db, doctorId: number, code: string | null): Promise<number> {
    const rows = await q
      .select({ id: specialties.id, code: specialties.code })
      .from(doctorSpecialties)
      .innerJoin(specialties, eq(specialties.id, doctorSpecialties.specialtyId))
      .where(eq(doctorSpecialties.doctorId, doctorId))
      .orderBy(asc(specialties.position), asc(specialties.id))
    const chosen = rows.find((r) => r.code === code) ?? rows[0]
    if (!chosen) throw AppError.notFound('We could not find that doctor', 'doctor_not_found')
    return chosen.id
  }

  /** The invoice's address: the account's default, else the account's name and phone (nothing is delivered). */
  async function billingAddress(tx: Db, userId: number): Promise<{ snapshot: AddressSnapshot; city: string }> {
    const address = await addressForSale(tx, userId, null)
    if (address) {
      return {
        snapshot: addressSnapshot(address, { lat: address.geodataLatitude, lng: address.geodataLongitude }),
        city: address.city,
      }
    }
    const [u] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, userId))
    return {
      snapshot: {
        recipientName: u?.name ?? 'MedWise customer',
        phone: u?.phone ?? '',
        address: 'Online consultation',
        landmark: null,
        pincode: '',
        city: 'Online',
        state: '',
        country: 'India',
        addressType: 'online',
        addressName: 'Online consultation',
        latitude: null,
        longitude: null,
      },
      city: 'Online',
    }
  }

  const line: LineType<BookConsultationInput, ConsultPriced, Reserved, BookedConsultation> = {
    scope: 'consultation.book',
    orderSource: CONSULTATION_ORDER_SOURCE,
    what: 'booking',
    benefit: 'consultation',
    texts: {
      placed: 'Consultation booked',
      awaitingPayment: 'Consultation booked, awaiting payment',
      walletNote: (number) => `Paid for consultation ${number}`,
    },

    async prepare(_userId, input) {
      // 'Consult now' without a doctor: the first free doctor of the specialty and their slot (read before the sale's
      // transaction; the slot's lock inside it refuses a slot taken meanwhile).
      if (input.doctorId !== null && input.startsAt !== null) return input
      const found = await finding.consultNow(input.specialty ?? '')
      if (!found.available || !found.doctor || !found.slot) {
        throw AppError.conflict(
          `No ${found.specialty.name.toLowerCase()} doctor is free in the next 30 minutes. Please book a time instead.`,
          undefined,
          'no_doctor_free',
        )
      }
      return { ...input, doctorId: found.doctor.id, startsAt: new Date(found.slot.starts_at) }
    },

    async price(tx, userId, input) {
      // One booking of an account at a time: the free consultations left are counted once.
      await tx.execute(sql`select pg_advisory_xact_lock(7324, ${userId})`)
      const [patient] = await tx
        .select()
        .from(patients)
        .where(and(eq(patients.id, input.patientId), eq(patients.userId, userId)))
      if (!patient) throw AppError.notFound('We could not find that patient', 'patient_not_found')

      // The doctor and the slot: chosen, or picked by prepare (consult now); slotAt locks and checks them.
      const { doctorId, startsAt } = input
      if (doctorId === null || startsAt === null) throw AppError.invalid('Choose a doctor and a time', 'doctor_id')
      const slot = await finding.slotAt(tx, doctorId, startsAt, { consultNow: input.now })
      const [doctor] = await tx.select().from(doctors).where(eq(doctors.id, doctorId))
      if (!doctor) throw AppError.notFound('We could not find that doctor', 'doctor_not_found')
      const specialtyId = await specialtyOfDoctor(tx, doctorId, input.specialty)

      const [booker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId))
      const consent = decideConsent({
        relation: patient.relation,
        age: patient.age,
        ticked: input.consent,
        adultName: input.consentBy,
        bookerName: booker?.name ?? '',
      })
      if (!consent.ok) throw AppError.invalid(consent.message, consent.field, consent.code)

      const attachmentIds = [...new Set(input.attachmentIds)]
      if (attachmentIds.length > MAX_CONSULTATION_ATTACHMENTS) {
        throw AppError.invalid(`You can attach at most ${MAX_CONSULTATION_ATTACHMENTS} files`, 'attachment_ids', 'too_many_files')
      }
      if (attachmentIds.length) {
        const mine = await tx
          .select({ id: consultationUploads.id })
          .from(consultationUploads)
          .where(
            and(
              eq(consultationUploads.userId, userId),
              inArray(consultationUploads.id, attachmentIds),
              isNull(consultationUploads.consultationId),
            ),
          )
        if (mine.length !== attachmentIds.length) {
          throw AppError.notFound('One of the attached files is no longer there. Please attach it again.', 'attachment_not_found')
        }
      }

      // A member's free consultation (core/care-plan/plans.ts freeConsultations a term) prices it at ₹0.
      const term = deps.carePlan ? (await deps.carePlan.memberNow(userId, tx)).applying : null
      const free =
        term && term.terms.freeConsultations > 0 && (await freeUsed(tx, term)) < term.terms.freeConsultations
          ? { membershipId: term.id }
          : null
      const insurerFree = !free && deps.insurer ? (await deps.insurer.freeConsultations(userId, tx)).left > 0 : false
      const fee = doctor.feePaise
      const { snapshot, city } = await billingAddress(tx, userId)
      return {
        bill: {
          mrpTotal: fee,
          itemTotal: free || insurerFree ? ZERO_PAISE : fee,
          couponDiscount: ZERO_PAISE,
          deliveryFee: ZERO_PAISE,
          memberDiscount: free || insurerFree ? fee : ZERO_PAISE,
          payable: free || insurerFree ? ZERO_PAISE : fee,
        },
        couponCode: null,
        address: snapshot,
        city,
        rxRequired: false,
        // issue 25 §4: the corporate wallet pays only for a covered patient.
        patientIds: [patient.id],
        memberPricing: term != null,
        doctor: { id: doctor.id, name: doctor.name, feePaise: fee },
        specialtyId,
        slot: { id: slot.id, startsAt: slot.startsAt, minutes: slot.minutes },
        patient: { id: patient.id, name: patient.name, age: patient.age, gender: patient.gender },
        consent: { kind: consent.kind, by: consent.by },
        free,
        insurerFree,
        attachmentIds,
      }
    },

    async reserve(tx, { userId, priced }) {
      // The account's own unpaid booking of this slot (a reloaded page, another key) ends first, its place given back.
      const unpaid = await tx
        .select({ orderId: consultations.orderId })
        .from(consultations)
        .where(
          and(
            eq(consultations.userId, userId),
            eq(consultations.slotId, priced.slot.id),
            eq(consultations.state, 'pending_payment'),
          ),
        )
      for (const u of unpaid) {
        if (u.orderId !== null) {
          await deps.orders().applyMove(tx, u.orderId, 'cancel', 'customer', 'Replaced by a new booking of the same slot')
        }
      }
      if (!(await finding.take(tx, priced.slot.id))) throw new SlotTaken(priced.doctor.id)
      return { slotId: priced.slot.id }
    },

    async record(tx, sold) {
      const { priced, input, userId, orderId, number, online, at } = sold
      const state: ConsultationState = online ? 'pending_payment' : 'booked'
      const [row] = await tx
        .insert(consultations)
        .values({
          userId,
          orderId,
          patientId: priced.patient.id,
          patientName: priced.patient.name,
          patientAge: priced.patient.age,
          patientGender: priced.patient.gender,
          doctorId: priced.doctor.id,
          specialtyId: priced.specialtyId,
          slotId: priced.slot.id,
          startsAt: priced.slot.startsAt,
          minutes: priced.slot.minutes,
          mode: input.mode,
          kind: input.now ? 'now' : 'scheduled',
          symptoms: input.symptoms,
          consent: priced.consent.kind,
          consentBy: priced.consent.by,
          consentAt: at,
          feePaise: priced.doctor.feePaise,
          pricePaise: priced.bill.payable,
          freeWithPlan: priced.free !== null,
          state,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: consultations.id, startsAt: consultations.startsAt })
      const consultation = row!
      if (priced.attachmentIds.length) {
        const files = await tx
          .select()
          .from(consultationUploads)
          .where(inArray(consultationUploads.id, priced.attachmentIds))
          .orderBy(asc(consultationUploads.id))
        await tx.insert(consultationAttachments).values(
          files.map((f) => ({
            consultationId: consultation.id,
            storageKey: f.storageKey,
            fileName: f.fileName,
            contentType: f.contentType,
            bytes: f.bytes,
            createdAt: at,
          })),
        )
        await tx
          .update(consultationUploads)
          .set({ consultationId: consultation.id })
          .where(inArray(consultationUploads.id, priced.attachmentIds))
      }
      if (priced.free && deps.carePlan) {
        await deps.carePlan.recordSavings(tx, {
          userId,
          membershipId: priced.free.membershipId,
          orderId,
          orderNumber: number,
          at,
          rows: [
            {
              orderLineId: null,
              label: `Consultation with ${priced.doctor.name}`,
              benefit: 'free_consultation',
              amount: priced.doctor.feePaise,
            },
          ],
        })
      }
      if (priced.insurerFree && deps.insurer) {
        await deps.insurer.recordUse(tx, {
          userId,
          kind: 'consultation',
          orderId,
          orderNumber: number,
          amount: priced.doctor.feePaise,
          at,
        })
      }
      if (state === 'booked') await scheduleNoShow(tx, consultation)
      sold.reserved.consultationId = consultation.id
    },

    // Sold from its own page, not a cart.
    async emptySold() {},

    answer(sold) {
      const onlinePart = sold.online ? sold.rest : ZERO_PAISE
      const q = `?order=${encodeURIComponent(sold.number)}`
      return {
        order_id: sold.orderId,
        number: sold.number,
        status: sold.status,
        consultation_id: sold.reserved.consultationId ?? 0,
        consultation_state: sold.online ? 'pending_payment' : 'booked',
        total: toRupees(sold.priced.bill.payable),
        wallet_part: toRupees(sold.walletPart),
        corporate_part: toRupees(sold.corporatePart),
        online_part: toRupees(onlinePart),
        free_with_plan: sold.priced.free !== null,
        hold_expires_at: sold.holdExpiresAt?.toISOString() ?? null,
        next_url: onlinePart > 0 ? `/order-payment/${q}` : `${CONSULT_PAGES.success}${q}`,
      }
    },

    async refused(error) {
      if (!(error instanceof SlotTaken)) throw error
      const page = await finding.doctor(error.doctorId).catch(() => null)
      const next = page?.doctor.next_free_slot ?? null
      throw new AppError({
        code: 'slot_taken',
        status: 409,
        message: next
          ? `That slot was just booked by someone else. The next free one is ${next.label}.`
          : 'That slot was just booked by someone else, and the doctor has no other free slot this week.',
        field: 'starts_at',
        details: { next_free_slot: next },
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
          cartType: CONSULTATION_CART_TYPE,
        })
        .catch(() => undefined)
    },
  }

  /** issue 24 §3: a consultation placed behind an idempotency key (the same key and payload answer the same for 24 h). */
  const book = (userId: number, input: BookConsultationInput, key: string | null | undefined) =>
    deps.checkout.place(line, userId, input, key)

  /**
   * The consultation's side of its order's move, inside the move's transaction (orders/service.ts applyMove): paid →
   * booked (and its no-show check scheduled); expired or cancelled → cancelled (refunded in full: only before the
   * cut-off, else refused); a no-show's order cancelled → refunded. A consultation is never packed or shipped.
   */
  async function onOrderMove(tx: Db, m: { orderId: number; cartType: string; event: OrderEvent; to: string }): Promise<void> {
    if (m.cartType !== CONSULTATION_CART_TYPE) return
    const [found] = await tx.select().from(consultations).where(eq(consultations.orderId, m.orderId)).for('update')
    if (!found) return
    const state = found.state as ConsultationState
    if (m.event === 'paid') {
      await move(tx, found, 'paid')
      await scheduleNoShow(tx, found)
      return
    }
    if (m.to !== 'cancelled') {
      throw AppError.conflict('A consultation is not packed, shipped or delivered', undefined, 'order_state')
    }
    if (state === 'cancelled' || state === 'refunded') return
    // A no-show refunded (the patient's choice, or the automatic job, which ends its own job).
    if (state === 'no_show') {
      await move(tx, found, 'refund')
      return
    }
    const decision = cancelDecision(state, found.startsAt, now())
    if (state === 'booked' && decision.ok && !decision.refund) {
      throw AppError.conflict(
        'This consultation starts in less than 15 minutes and is no longer refunded if cancelled. Cancel it from My consultations.',
        undefined,
        'order_state',
      )
    }
    await move(tx, found, m.event === 'expire' ? 'expire' : 'cancel')
    await deps.jobs().cancel(tx, noShowKey(found))
  }

  /**
   * What the booking page shows before the sale: the doctor's fee, and whether a care-plan free consultation pays it
   * (and how many are left of the term). The line prices again inside its transaction.
   */
  async function quote(userId: number, doctorId: number) {
    const [doctor] = await db.select({ feePaise: doctors.feePaise }).from(doctors).where(eq(doctors.id, doctorId))
    if (!doctor) throw AppError.notFound('We could not find that doctor', 'doctor_not_found')
    const term = deps.carePlan ? (await deps.carePlan.memberNow(userId)).applying : null
    const allowed = term?.terms.freeConsultations ?? 0
    const left = term && allowed > 0 ? Math.max(0, allowed - (await freeUsed(db, term))) : 0
    // issue 27 §4: else a policyholder's free consultation (decision 087).
    if (left === 0 && deps.insurer) {
      const policy = await deps.insurer.freeConsultations(userId)
      if (policy.left > 0) return { feePaise: doctor.feePaise, free: true, freeLeft: policy.left, freeAllowed: policy.allowed }
    }
    return { feePaise: doctor.feePaise, free: left > 0, freeLeft: left, freeAllowed: allowed }
  }

  // ---- the patient's side after the sale ----

  async function attachmentsOf(ids: number[]): Promise<Map<number, ConsultationAttachmentWire[]>> {
    const out = new Map<number, ConsultationAttachmentWire[]>()
    if (!ids.length) return out
    const rows = await db
      .select()
      .from(consultationAttachments)
      .where(inArray(consultationAttachments.consultationId, ids))
      .orderBy(asc(consultationAttachments.id))
    for (const r of rows) {
      const list = out.get(r.consultationId) ?? []
      list.push({ id: r.id, file_name: r.fileName, content_type: r.contentType, bytes: r.bytes })
      out.set(r.consultationId, list)
    }
    return out
  }

  async function wire(rows: ConsultationRow[]): Promise<ConsultationWire[]> {
    if (!rows.length) return []
    const at = now()
    const people = await db
      .select({ id: doctors.id, name: doctors.name, initials: doctors.initials, qualifications: doctors.qualifications })
      .from(doctors)
      .where(inArray(doctors.id, [...new Set(rows.map((r) => r.doctorId))]))
    const doctorOf = new Map(people.map((d) => [d.id, d]))
    const kinds = await db
      .select({ id: specialties.id, name: specialties.name })
      .from(specialties)
      .where(inArray(specialties.id, [...new Set(rows.map((r) => r.specialtyId))]))
    const specialtyOf = new Map(kinds.map((s) => [s.id, s.name]))
    const orderIds = rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]))
    const numbers = orderIds.length
      ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds))
      : []
    const numberOf = new Map(numbers.map((o) => [o.id, o.number]))
    const files = await attachmentsOf(rows.map((r) => r.id))
    const signed = new Set(
      (
        await db
          .select({ id: ePrescriptions.consultationId })
          .from(ePrescriptions)
          .where(
            inArray(
              ePrescriptions.consultationId,
              rows.map((r) => r.id),
            ),
          )
      ).map((p) => p.id),
    )
    const refundJobs = new Map<number, Date>()
    for (const r of rows.filter((x) => x.state === 'no_show')) {
      const job = await deps.jobs().find(autoRefundKey(r))
      if (job) refundJobs.set(r.id, job.runAt)
    }
    return rows.map((r) => {
      const state = r.state as ConsultationState
      const d = doctorOf.get(r.doctorId)!
      const cancel = cancelDecision(state, r.startsAt, at)
      const refusal = rescheduleRefusal(state, r.startsAt, r.rescheduleCount, at)
      const refundAt = refundJobs.get(r.id)
      return {
        id: r.id,
        state,
        state_label: CONSULTATION_STATE_LABELS[state],
        order_number: r.orderId === null ? null : (numberOf.get(r.orderId) ?? null),
        doctor: {
          id: d.id,
          name: d.name,
          initials: d.initials,
          qualifications: d.qualifications,
          specialty: specialtyOf.get(r.specialtyId) ?? '',
        },
        patient: { name: r.patientName, age: r.patientAge, gender: r.patientGender },
        mode: r.mode as ConsultationMode,
        mode_label: CONSULTATION_MODE_LABELS[r.mode as ConsultationMode],
        kind: r.kind as 'now' | 'scheduled',
        starts_at: r.startsAt.toISOString(),
        ends_at: new Date(r.startsAt.getTime() + r.minutes * MINUTE).toISOString(),
        time_label: whenLabel(r.startsAt),
        symptoms: r.symptoms,
        fee: toRupees(r.feePaise),
        price: toRupees(r.pricePaise),
        free_with_plan: r.freeWithPlan,
        consent: r.consent as 'implied' | 'explicit',
        consent_by: r.consentBy,
        reschedule_count: r.rescheduleCount,
        attachments: files.get(r.id) ?? [],
        can_cancel: cancel.ok,
        cancel_note: cancelNote(state, r.startsAt, at),
        can_reschedule: refusal === null,
        reschedule_refusal: state === 'booked' ? refusal : null,
        can_join: ROOM_OPEN.has(state) && state !== 'completed',
        room_url: CONSULT_PAGES.room(r.id),
        prescription_url: signed.has(r.id) ? CONSULT_PAGES.prescription(r.id) : null,
        can_rate: state === 'completed' && r.rating === null,
        rating: r.rating,
        no_show: state === 'no_show' ? { auto_refund_at: (refundAt ?? at).toISOString() } : null,
      }
    })
  }

  /** The account's consultations: upcoming (not ended, earliest first) and past (newest first), the latest 100. */
  async function mine(userId: number): Promise<MyConsultations> {
    const rows = await db
      .select()
      .from(consultations)
      .where(eq(consultations.userId, userId))
      .orderBy(desc(consultations.startsAt), desc(consultations.id))
      .limit(100)
    const ended = new Set<ConsultationState>(['completed', 'cancelled', 'refunded'])
    const all = await wire(rows)
    return {
      upcoming: all.filter((c) => !ended.has(c.state)).reverse(),
      past: all.filter((c) => ended.has(c.state)),
    }
  }

  /** One of the account's consultations (booked by it); anyone else's is a 404. */
  async function ownRow(userId: number, id: number): Promise<ConsultationRow> {
    const access = await consultationFor(db, id, userId)
    if (!access || access.side !== 'patient') throw consultationNotFound()
    return access.consultation
  }

  async function get(userId: number, id: number): Promise<ConsultationWire> {
    return (await wire([await ownRow(userId, id)]))[0]!
  }

  /** The patient's or the doctor's download of an attachment (consultationFor: anyone else gets a 404). */
  async function attachmentFile(userId: number, id: number, attachmentId: number) {
    const access = await consultationFor(db, id, userId)
    if (!access) throw consultationNotFound()
    const [row] = await db
      .select()
      .from(consultationAttachments)
      .where(and(eq(consultationAttachments.id, attachmentId), eq(consultationAttachments.consultationId, id)))
    if (!row) throw AppError.notFound('We could not find that file', 'file_not_found')
    const file = await deps.storage.get(row.storageKey)
    if (!file) throw AppError.notFound('We could not find that file', 'file_not_found')
    return { bytes: file.bytes, contentType: row.contentType, fileName: row.fileName }
  }

  /**
   * The booking page's files, before the booking: checked by content (JPEG, PNG, PDF), at most 10 MB each and 5 at once,
   * images re-encoded without their metadata, kept privately; a file that cannot be kept leaves nothing behind.
   */
  async function upload(userId: number, files: readonly UploadFile[]): Promise<ConsultationAttachmentWire[]> {
    if (!files.length) throw AppError.invalid('Please choose a file to attach', ATTACHMENT_FIELD, 'no_files')
    let checked
    try {
      checked = checkUploads(files)
    } catch (e) {
      throw asAttachmentError(e)
    }
    const at = now()
    const kept: Array<{ key: string; name: string; contentType: string; bytes: Uint8Array }> = []
    try {
      for (const file of checked) {
        const clean = await sanitiseUpload(file).catch((e: unknown) => {
          throw asAttachmentError(e)
        })
        const key = newStorageKey(STORAGE_PREFIX, clean.extension, at, randomUUID)
        await deps.storage.put(key, clean.bytes, clean.contentType)
        kept.push({ key, name: displayName(file.name), contentType: clean.contentType, bytes: clean.bytes })
      }
      const rows = await db
        .insert(consultationUploads)
        .values(
          kept.map((k) => ({
            userId,
            storageKey: k.key,
            fileName: k.name,
            contentType: k.contentType,
            bytes: k.bytes.length,
            createdAt: at,
          })),
        )
        .returning()
      return rows.map((r) => ({ id: r.id, file_name: r.fileName, content_type: r.contentType, bytes: r.bytes }))
    } catch (e) {
      await Promise.all(kept.map((k) => deps.storage.delete(k.key).catch(() => undefined)))
      throw e
    }
  }

  /**
   * 'Cancel': unpaid, the slot goes; paid and 15 minutes or more before the start, refunded in full the way it was
   * paid (the order cancelled: online back to its source, MedWise Cash to its purse) and a free consultation given
   * back; later, cancelled without a refund.
   */
  async function cancel(userId: number, id: number, reason: string): Promise<ConsultationWire> {
    await ownRow(userId, id)
    const moved = await db.transaction(async (tx) => {
      const row = (await lockRow(tx, id))!
      const state = row.state as ConsultationState
      const decision = cancelDecision(state, row.startsAt, now())
      if (!decision.ok) throw AppError.conflict(decision.message, undefined, 'consultation_state')
      const note = reason.trim() || 'Cancelled by the patient'
      if ((state === 'pending_payment' || decision.refund) && row.orderId !== null) {
        return deps.orders().applyMove(tx, row.orderId, 'cancel', 'customer', note)
      }
      await move(tx, row, 'cancel')
      await deps.jobs().cancel(tx, noShowKey(row))
      return null
    })
    if (moved) await deps.orders().afterMove(moved)
    return get(userId, id)
  }

  /** 'Reschedule': another free slot of the same doctor, at most 3 times, until 15 minutes before the start. */
  async function reschedule(userId: number, id: number, startsAt: Date): Promise<ConsultationWire> {
    await ownRow(userId, id)
    try {
      await db.transaction(async (tx) => {
        const row = (await lockRow(tx, id))!
        const refusal = rescheduleRefusal(row.state as ConsultationState, row.startsAt, row.rescheduleCount, now())
        if (refusal) throw AppError.conflict(refusal, undefined, 'reschedule_refused')
        if (startsAt.getTime() === row.startsAt.getTime()) {
          throw AppError.invalid('That is the consultation’s current time. Please choose another slot.', 'starts_at', 'same_slot')
        }
        const slot = await finding.slotAt(tx, row.doctorId, startsAt)
        if (!(await finding.take(tx, slot.id))) throw new SlotTaken(row.doctorId)
        await finding.release(tx, row.slotId)
        await move(tx, row, 'reschedule', {
          slotId: slot.id,
          startsAt: slot.startsAt,
          minutes: slot.minutes,
          rescheduleCount: row.rescheduleCount + 1,
        })
        await deps.jobs().cancel(tx, noShowKey(row))
        await scheduleNoShow(tx, { id: row.id, startsAt: slot.startsAt })
      })
    } catch (error) {
      if (error instanceof SlotTaken) await line.refused!(error)
      throw error
    }
    const after = await get(userId, id)
    await smsTo(userId, `MedWise: your consultation with ${after.doctor.name} is moved to ${after.time_label}.`)
    return after
  }

  /** 1–5 stars once after completion; the doctor's average (tenths) and count kept in step. */
  async function rate(userId: number, id: number, stars: number): Promise<ConsultationWire> {
    await ownRow(userId, id)
    await db.transaction(async (tx) => {
      const row = (await lockRow(tx, id))!
      if (row.state !== 'completed') {
        throw AppError.conflict('You can rate a consultation once it is completed.', undefined, 'consultation_state')
      }
      if (row.rating !== null) throw AppError.conflict('You have rated this consultation already.', undefined, 'already_rated')
      await tx.update(consultations).set({ rating: stars, updatedAt: now() }).where(eq(consultations.id, id))
      // The running average in tenths of a star: (average × count + stars) / (count + 1), rounded.
      await tx
        .update(doctors)
        .set({
          ratingTenths: sql`round((coalesce(${doctors.ratingTenths}, 0) * ${doctors.ratings} + ${stars * 10})::numeric / (${doctors.ratings} + 1))::int`,
          ratings: sql`${doctors.ratings} + 1`,
        })
        .where(eq(doctors.id, row.doctorId))
    })
    return get(userId, id)
  }

  /**
   * A no-show's 'Another doctor now': the consult-now rule picks a free doctor of the same specialty (not the one who
   * did not join), their slot's place is taken (the old one went back at the no-show) and the consultation waits.
   */
  async function reassign(userId: number, id: number): Promise<ConsultationWire> {
    const own = await ownRow(userId, id)
    if (own.state !== 'no_show') {
      throw AppError.conflict(
        'Only a consultation whose doctor did not join can go to another doctor.',
        undefined,
        'consultation_state',
      )
    }
    const [specialty] = await db.select({ code: specialties.code }).from(specialties).where(eq(specialties.id, own.specialtyId))
    const found = await finding.consultNow(specialty!.code, { exclude: [own.doctorId] })
    if (!found.available || !found.doctor || !found.slot) {
      throw AppError.conflict(
        'No other doctor of this specialty is free right now. Please choose the full refund, or try again in a few minutes.',
        undefined,
        'no_doctor_free',
      )
    }
    const doctorId = found.doctor.id
    const start = new Date(found.slot.starts_at)
    await db.transaction(async (tx) => {
      const row = (await lockRow(tx, id))!
      if (row.state !== 'no_show') {
        throw AppError.conflict('This consultation has changed meanwhile. Please look again.', undefined, 'consultation_state')
      }
      const slot = await finding.slotAt(tx, doctorId, start, { consultNow: true })
      if (!(await finding.take(tx, slot.id))) {
        throw AppError.conflict('That doctor was just taken. Please try again.', undefined, 'slot_taken')
      }
      await move(tx, row, 'reassign', {
        doctorId,
        slotId: slot.id,
        startsAt: slot.startsAt,
        minutes: slot.minutes,
        kind: 'now',
        doctorJoinedAt: null,
      })
      await deps.jobs().cancel(tx, autoRefundKey(row))
      await scheduleNoShow(tx, { id: row.id, startsAt: slot.startsAt })
    })
    return get(userId, id)
  }

  /** A no-show's 'Full refund' (also the automatic one): the order cancelled, paid back the way it was paid. */
  async function refundNoShow(tx: Db, row: ConsultationRow, actor: 'customer' | 'system', note: string) {
    if (row.orderId === null) return move(tx, row, 'refund').then(() => null)
    return deps.orders().applyMove(tx, row.orderId, 'cancel', actor, note)
  }

  async function refund(userId: number, id: number): Promise<ConsultationWire> {
    await ownRow(userId, id)
    const moved = await db.transaction(async (tx) => {
      const row = (await lockRow(tx, id))!
      if (row.state !== 'no_show') {
        throw AppError.conflict(
          'Only a consultation whose doctor did not join is refunded this way.',
          undefined,
          'consultation_state',
        )
      }
      await deps.jobs().cancel(tx, autoRefundKey(row))
      return refundNoShow(tx, row, 'customer', 'The doctor did not join: full refund')
    })
    if (moved) await deps.orders().afterMove(moved)
    return get(userId, id)
  }

  // ---- the durable jobs (services.ts registers them; each runs once across instances) ----

  const handlers: JobHandlers = {
    /** 10 minutes after the start: the doctor has not joined → no_show, the patient told, the refund scheduled. */
    async [NO_SHOW_JOB](payload, ctx) {
      const id = Number(payload.consultationId)
      const start = String(payload.startsAt)
      let told: { userId: number; doctorId: number; refundAt: Date } | null = null
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id)
        const due =
          row &&
          row.startsAt.toISOString() === start &&
          (row.state === 'booked' || row.state === 'waiting') &&
          row.doctorJoinedAt === null
        if (due) {
          await move(tx, row, 'no_show')
          const refundAt = new Date(ctx.now().getTime() + AUTO_REFUND_AFTER_MINUTES * MINUTE)
          await deps.jobs().enqueue(tx, {
            kind: AUTO_REFUND_JOB,
            key: autoRefundKey(row),
            runAt: refundAt,
            payload: { consultationId: row.id, startsAt: start },
          })
          told = { userId: row.userId, doctorId: row.doctorId, refundAt }
        }
        await ctx.markDone(tx)
      })
      if (told) {
        const t = told as { userId: number; doctorId: number; refundAt: Date }
        const [d] = await db.select({ name: doctors.name }).from(doctors).where(eq(doctors.id, t.doctorId))
        await smsTo(
          t.userId,
          `MedWise: ${d?.name ?? 'Your doctor'} has not joined your consultation. Open My consultations to consult another doctor now or get a full refund; if you do nothing, we refund it in full at ${timeLabel(t.refundAt)}.`,
        )
      }
    },
    /** 15 minutes after a no-show with no choice made: refunded in full. */
    async [AUTO_REFUND_JOB](payload, ctx) {
      const id = Number(payload.consultationId)
      const start = String(payload.startsAt)
      const moved = await db.transaction(async (tx) => {
        const row = await lockRow(tx, id)
        const result =
          row && row.state === 'no_show' && row.startsAt.toISOString() === start
            ? await refundNoShow(tx, row, 'system', 'The doctor did not join: refunded automatically')
            : null
        await ctx.markDone(tx)
        return result
      })
      if (moved) await deps.orders().afterMove(moved)
    },
  }

  return {
    line,
    book,
    quote,
    onOrderMove,
    mine,
    get,
    attachmentFile,
    upload,
    cancel,
    reschedule,
    rate,
    reassign,
    refund,
    handlers,
  }
}
export type ConsultSale = ReturnType<typeof createConsultSale>

/** The storage module's upload errors name the prescription field: here they are the attachments'. */
function asAttachmentError(e: unknown): unknown {
  if (!AppError.is(e)) return e
  return new AppError({
    code: e.code,
    status: e.status,
    message: e.message.replace(/prescription/g, 'report'),
    field: ATTACHMENT_FIELD,
    errors: e.errors.map((x) => ({ message: x.message.replace(/prescription/g, 'report'), field: ATTACHMENT_FIELD })),
  })
}
