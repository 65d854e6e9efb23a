import { createHash, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import {
  capitalName,
  firstRefused,
  mayPrescribe,
  PRESCRIPTION_RETENTION_YEARS,
  tpgListOf,
  TPG_LIST_LABELS,
  type VisitKind,
  visitKindOf,
} from '../../../core/consultations/prescribing.ts'
import {
  CONSULTATION_MODE_LABELS,
  CONSULTATION_STATE_LABELS,
  type ConsultationMode,
  type ConsultationState,
} from '../../../core/consultations/states.ts'
import { istParts } from '../../../core/time/ist.ts'
import type { EPrescriptionMedicineHit, EPrescriptionView, WriteEPrescription } from '../../../contracts/e-prescriptions.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { users } from '../auth/index.ts'
import { fillPrescribedCart, type CartService, userOwner } from '../cart/index.ts'
import { products } from '../catalog/index.ts'
import { labReports, labTests } from '../labs/index.ts'
import { orderLines, orders } from '../orders/index.ts'
import {
  attachIssuedToCart,
  indiaDay,
  isPrescriptionValid,
  prescriptionValidUntil,
  recordIssuedPrescription,
} from '../prescriptions/index.ts'
import { yearsAfter } from '../registers/index.ts'
import { type FileStorage, newStorageKey } from '../storage/index.ts'
import { consultationFor, type ConsultationRow } from './access.ts'
import { renderPrescriptionPdf, type PrescriptionDocument } from './prescription-pdf.ts'
import { ePrescriptionMedicines, ePrescriptions, ePrescriptionTests } from './prescription-schema.ts'
import { consultations, doctors } from './schema.ts'

// The e-prescription (issue 24 §5) and from prescription to order (§6); decision 059. Written once, by the
// consultation's doctor only (anyone else: 404, as every read of a consultation), while or after they consult; the
// guidelines' lists are checked against the catalog (core/consultations/prescribing.ts) and a refusal names the rule.
// Signing renders the PDF, keeps it privately (the storage interface), records its content's SHA-256 and the time,
// and writes the pharmacy's copy (prescriptions/issued.ts): approved as issued, so 'Order medicines' fills the pharmacy
// cart and the checkout needs no upload; the pharmacist approves without transcribing and the registers cite it.

type Tx = Db
type RxRow = typeof ePrescriptions.$inferSelect
const notFound = () => AppError.notFound('We could not find that consultation', 'consultation_not_found')
const noPrescription = () =>
  AppError.notFound('The doctor has not written a prescription for this consultation yet', 'no_prescription')

/** While the doctor consults, or after: a prescription is written then. */
const WRITABLE: ReadonlySet<string> = new Set<ConsultationState>(['in_progress', 'completed'])

export const prescriptionNumber = (consultationId: number) => `RX${String(consultationId).padStart(7, '0')}`
export const prescriptionPdfPath = (consultationId: number) => `/pwa-api/api/v1/consultations/${consultationId}/prescription/pdf`

/** '29-11-2026' from '2026-11-29'. */
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-')

export interface PatientHistory {
  consent: { kind: string; by: string | null; at: string }
  consultations: Array<{ id: number; date: string; doctor: string; state: string; diagnosis: string | null }>
  medicines: Array<{ order: string; date: string; name: string; quantity: number }>
  labReports: Array<{ id: number; date: string; patient: string }>
}

export function createPrescribing(
  db: Db,
  deps: {
    now: Clock
    storage: FileStorage
    cart: Pick<CartService, 'replaceLabs' | 'labsBrief'>
    uuid?: () => string
    /** Inside the signing transaction, once the e-prescription is written (issue 26: the health record is filed). */
    onSigned?: (tx: Db, consultationId: number) => Promise<void>
  },
) {
  const { now, storage } = deps
  const uuid = deps.uuid ?? randomUUID

  async function side(id: number, userId: number, want: 'doctor' | 'patient' | 'either') {
    const access = await consultationFor(db, id, userId)
    if (!access || (want !== 'either' && access.side !== want)) throw notFound()
    return access
  }

  /** First or follow-up: the same patient's completed consultations with the same doctor before this one. */
  async function visitOf(q: Db, c: ConsultationRow): Promise<VisitKind> {
    if (c.patientId === null) return 'first'
    const done = await q
      .select({ completedAt: consultations.completedAt })
      .from(consultations)
      .where(
        and(
          eq(consultations.patientId, c.patientId),
          eq(consultations.doctorId, c.doctorId),
          eq(consultations.state, 'completed'),
          ne(consultations.id, c.id),
          isNotNull(consultations.completedAt),
        ),
      )
    return visitKindOf(
      c.startsAt,
      done.map((d) => d.completedAt!),
    )
  }

  async function rxOf(q: Db, consultationId: number): Promise<RxRow | null> {
    const [row] = await q.select().from(ePrescriptions).where(eq(ePrescriptions.consultationId, consultationId))
    return row ?? null
  }

  async function toView(rx: RxRow): Promise<EPrescriptionView> {
    const [medicines, tests] = await Promise.all([
      db
        .select()
        .from(ePrescriptionMedicines)
        .where(eq(ePrescriptionMedicines.ePrescriptionId, rx.id))
        .orderBy(asc(ePrescriptionMedicines.position)),
      db
        .select()
        .from(ePrescriptionTests)
        .where(eq(ePrescriptionTests.ePrescriptionId, rx.id))
        .orderBy(asc(ePrescriptionTests.position)),
    ])
    return {
      consultation_id: rx.consultationId,
      number: prescriptionNumber(rx.consultationId),
      doctor: {
        name: rx.doctorName,
        qualifications: rx.qualifications,
        registration_number: rx.registrationNumber,
        council: rx.council,
        address: rx.doctorAddress,
        contact: rx.doctorContact,
      },
      patient: { name: rx.patientName, age: rx.patientAge, gender: rx.patientGender },
      prescribed_on: rx.prescribedOn,
      mode: rx.mode,
      visit: rx.visit,
      complaints: rx.complaints,
      diagnosis: rx.diagnosis,
      provisional: rx.provisional,
      medicines: medicines.map((m) => ({
        sku_id: m.skuId,
        name: m.name,
        strength: m.strength,
        dose: m.dose,
        frequency: m.frequency,
        duration: m.duration,
        instructions: m.instructions,
        quantity: m.quantity,
        list: m.tpgList,
      })),
      tests: tests.map((t) => ({ id: t.labTestId, name: t.name })),
      advice: rx.advice,
      follow_up_days: rx.followUpDays,
      follow_up_note: rx.followUpNote,
      signed_at: rx.signedAt.toISOString(),
      sha256: rx.sha256,
      keep_until: rx.keepUntil,
      pdf_url: prescriptionPdfPath(rx.consultationId),
    }
  }

  /** The prescription as its patient's account or its doctor reads it; 404 for anyone else, or before it is written. */
  async function view(id: number, userId: number): Promise<EPrescriptionView> {
    await side(id, userId, 'either')
    const rx = await rxOf(db, id)
    if (!rx) throw noPrescription()
    return toView(rx)
  }

  /** The signed PDF, for the same two. */
  async function pdf(id: number, userId: number): Promise<{ bytes: Uint8Array; fileName: string }> {
    await side(id, userId, 'either')
    const rx = await rxOf(db, id)
    if (!rx) throw noPrescription()
    const file = await storage.get(rx.storageKey)
    if (!file) throw new Error(`e-prescription ${rx.id}: its PDF is missing from the file storage`)
    return { bytes: file.bytes, fileName: `prescription-${prescriptionNumber(id)}.pdf` }
  }

  /** The doctor's medicine search over the catalog, each with its list and whether this consultation may prescribe it. */
  async function searchMedicines(id: number, userId: number, q: string): Promise<EPrescriptionMedicineHit[]> {
    const { consultation } = await side(id, userId, 'doctor')
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    return medicineHits(consultation, ilike(products.name, pattern))
  }

  /** The medicines the doctor's form has chosen (by id, in that order), as the search shows them. */
  async function chosenMedicines(id: number, userId: number, ids: readonly number[]): Promise<EPrescriptionMedicineHit[]> {
    const { consultation } = await side(id, userId, 'doctor')
    const wanted = [...new Set(ids)].filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647).slice(0, 20)
    if (!wanted.length) return []
    const hits = await medicineHits(consultation, inArray(products.id, wanted))
    return wanted.flatMap((n) => hits.filter((h) => h.sku_id === n))
  }

  /** Lab tests by name (the form's 'investigations'), or by id. */
  async function labTestsFor(q: { name?: string; ids?: readonly number[] }) {
    const ids = (q.ids ?? []).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647).slice(0, 20)
    if (!q.name && !ids.length) return []
    const pattern = q.name ? `%${q.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null
    return db
      .select({ id: labTests.id, name: labTests.name })
      .from(labTests)
      .where(pattern ? ilike(labTests.name, pattern) : inArray(labTests.id, ids))
      .orderBy(asc(labTests.name))
      .limit(12)
  }

  async function medicineHits(consultation: ConsultationRow, where: SQL | undefined): Promise<EPrescriptionMedicineHit[]> {
    const visit = await visitOf(db, consultation)
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        pack: products.pack,
        composition: products.composition,
        schedule: products.schedule,
        ndps: products.ndps,
        rxRequired: products.rxRequired,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(12)
    return rows.map((p) => {
      const list = tpgListOf(p)
      const verdict = mayPrescribe(list, consultation.mode as ConsultationMode, visit)
      return {
        sku_id: p.id,
        name: p.name,
        pack: p.pack,
        composition: p.composition,
        schedule: p.schedule,
        list: TPG_LIST_LABELS[list],
        allowed: verdict.ok,
        refusal: verdict.ok ? null : verdict.message,
      }
    })
  }

  /** The catalog facts of the medicines written, in the form's order; an unknown one is a 400. */
  async function prescribedProducts(input: WriteEPrescription) {
    const ids = input.medicines.map((m) => m.sku_id)
    const twice = ids.find((id, i) => ids.indexOf(id) !== i)
    if (twice !== undefined) {
      throw AppError.invalid('A medicine is written twice: write it once with its full dose', 'medicines', 'medicine_twice')
    }
    const rows = ids.length
      ? await db
          .select({
            id: products.id,
            name: products.name,
            schedule: products.schedule,
            ndps: products.ndps,
            rxRequired: products.rxRequired,
            saltKey: products.saltKey,
          })
          .from(products)
          .where(inArray(products.id, ids))
      : []
    return ids.map((id) => {
      const p = rows.find((r) => r.id === id)
      if (!p) throw AppError.invalid('Please choose each medicine from the catalog', 'medicines', 'unknown_medicine')
      return p
    })
  }

  async function advisedTests(input: WriteEPrescription) {
    const ids = [...new Set(input.tests)]
    const rows = ids.length
      ? await db.select({ id: labTests.id, name: labTests.name }).from(labTests).where(inArray(labTests.id, ids))
      : []
    return ids.map((id) => {
      const t = rows.find((r) => r.id === id)
      if (!t) throw AppError.invalid('Please choose each test from the labs catalog', 'tests', 'unknown_test')
      return t
    })
  }

  /**
   * The consultation's doctor writes and signs its prescription: once (a second write is a 409: a signed prescription
   * is not amended; decision 059). A medicine the guidelines forbid in this consultation is a 400 naming the rule.
   */
  async function write(id: number, userId: number, input: WriteEPrescription): Promise<EPrescriptionView> {
    const { consultation: c } = await side(id, userId, 'doctor')
    if (!WRITABLE.has(c.state)) {
      throw AppError.conflict(
        `A prescription is written during or after the consultation; this one is ${CONSULTATION_STATE_LABELS[c.state as ConsultationState].toLowerCase()}`,
        undefined,
        'consultation_not_started',
      )
    }
    if (await rxOf(db, id)) throw alreadyWritten()
    if (!input.medicines.length && !input.tests.length && !input.advice) {
      throw AppError.invalid('Write at least a medicine, a test or your advice', 'medicines', 'empty_prescription')
    }
    const visit = await visitOf(db, c)
    const mode = c.mode as ConsultationMode
    const facts = await prescribedProducts(input)
    const refused = firstRefused(
      facts.map((p) => ({ name: p.name, schedule: p.schedule, ndps: p.ndps, rxRequired: p.rxRequired })),
      mode,
      visit,
    )
    if (refused) throw AppError.invalid(refused.message, `medicines.${refused.index}.sku_id`, refused.rule)
    const tests = await advisedTests(input)
    const [doctor] = await db.select().from(doctors).where(eq(doctors.id, c.doctorId))
    if (!doctor) throw notFound()

    const at = now()
    const day = istParts(at).date
    const keepUntil = yearsAfter(day, PRESCRIPTION_RETENTION_YEARS)
    const medicines = input.medicines.map((m, i) => ({
      skuId: m.sku_id,
      name: capitalName(facts[i]!.name),
      strength: m.strength,
      dose: m.dose,
      frequency: m.frequency,
      duration: m.duration,
      instructions: m.instructions,
      quantity: m.quantity,
      tpgList: tpgListOf(facts[i]!),
    }))
    const followUp = [
      input.follow_up_days ? `After ${input.follow_up_days} ${input.follow_up_days === 1 ? 'day' : 'days'}` : '',
      input.follow_up_note,
    ]
      .filter(Boolean)
      .join('. ')
    const document: Omit<PrescriptionDocument, 'sha256'> = {
      number: prescriptionNumber(id),
      doctor: {
        name: doctor.name,
        qualifications: doctor.qualifications,
        registrationNumber: doctor.registrationNumber,
        council: doctor.council,
        address: input.doctor_address,
        contact: input.doctor_contact,
      },
      patient: { name: c.patientName, age: c.patientAge, gender: c.patientGender },
      date: ddmmyyyy(day),
      mode: CONSULTATION_MODE_LABELS[mode],
      complaints: input.complaints,
      diagnosis: input.diagnosis,
      provisional: input.provisional,
      medicines: medicines.map((m) => ({ ...m })),
      tests: tests.map((t) => t.name),
      advice: input.advice,
      followUp,
      signedAt: at.toISOString(),
      keepUntil,
    }
    // The signature's stand-in: the SHA-256 of the content (everything printed but the hash), recorded and printed.
    const sha256 = createHash('sha256').update(JSON.stringify(document)).digest('hex')
    const bytes = await renderPrescriptionPdf({ ...document, sha256 })
    const key = newStorageKey('e-prescriptions', 'pdf', at, uuid)
    const copyKey = newStorageKey('prescriptions', 'pdf', at, uuid)
    await storage.put(key, bytes, 'application/pdf')
    if (medicines.length) await storage.put(copyKey, bytes, 'application/pdf')
    try {
      await db.transaction(async (tx) => {
        await tx.select({ id: consultations.id }).from(consultations).where(eq(consultations.id, id)).for('update')
        if (await rxOf(tx, id)) throw alreadyWritten()
        const [rx] = await tx
          .insert(ePrescriptions)
          .values({
            consultationId: id,
            doctorId: doctor.id,
            doctorName: doctor.name,
            qualifications: doctor.qualifications,
            registrationNumber: doctor.registrationNumber,
            council: doctor.council,
            doctorAddress: input.doctor_address,
            doctorContact: input.doctor_contact,
            patientName: c.patientName,
            patientAge: c.patientAge,
            patientGender: c.patientGender,
            prescribedOn: day,
            mode,
            visit,
            complaints: input.complaints,
            diagnosis: input.diagnosis,
            provisional: input.provisional,
            advice: input.advice,
            followUpDays: input.follow_up_days ?? null,
            followUpNote: input.follow_up_note,
            sha256,
            signedAt: at,
            storageKey: key,
            pdfBytes: bytes.byteLength,
            keepUntil,
            createdAt: at,
          })
          .returning({ id: ePrescriptions.id })
        if (medicines.length) {
          await tx
            .insert(ePrescriptionMedicines)
            .values(medicines.map((m, position) => ({ ...m, ePrescriptionId: rx!.id, position })))
        }
        if (tests.length) {
          await tx
            .insert(ePrescriptionTests)
            .values(tests.map((t, position) => ({ ePrescriptionId: rx!.id, position, labTestId: t.id, name: t.name })))
        }
        if (medicines.length) {
          const prescriptionId = await recordIssuedPrescription(tx, {
            userId: c.userId,
            consultationId: id,
            patientName: c.patientName,
            patientAge: c.patientAge,
            prescriberName: `${doctor.name}, ${doctor.qualifications}`,
            prescriberRegNo: `${doctor.registrationNumber} (${doctor.council})`,
            prescriberAddress: input.doctor_address,
            prescribedOn: day,
            keepUntil,
            at,
            file: {
              storageKey: copyKey,
              sizeBytes: bytes.byteLength,
              originalName: `prescription-${prescriptionNumber(id)}.pdf`,
            },
            medicines: medicines.map((m, i) => ({
              skuId: m.skuId,
              saltKey: facts[i]!.saltKey,
              name: m.name,
              quantity: m.quantity,
            })),
          })
          await tx.update(ePrescriptions).set({ prescriptionId }).where(eq(ePrescriptions.id, rx!.id))
        }
        await deps.onSigned?.(tx, id)
      })
    } catch (error) {
      await Promise.all([storage.delete(key), storage.delete(copyKey)].map((p) => p.catch(() => undefined)))
      throw error
    }
    return view(id, userId)
  }

  /**
   * 'Order medicines' (issue 24 §6): the patient's account's pharmacy cart holds the prescribed medicines at the
   * quantities prescribed, and the pharmacy's copy of the prescription is attached to it (no upload).
   */
  async function orderMedicines(id: number, userId: number) {
    await side(id, userId, 'patient')
    const rx = await rxOf(db, id)
    if (!rx) throw noPrescription()
    if (rx.prescriptionId === null) {
      throw AppError.conflict('This prescription has no medicines to order', undefined, 'no_medicines')
    }
    const at = now()
    if (!isPrescriptionValid(rx.prescribedOn, at)) {
      throw AppError.conflict(
        `This prescription was valid for ordering until ${prescriptionValidUntil(rx.prescribedOn)}. Please consult again.`,
        undefined,
        'prescription_expired',
      )
    }
    const medicines = await db
      .select({ skuId: ePrescriptionMedicines.skuId, quantity: ePrescriptionMedicines.quantity })
      .from(ePrescriptionMedicines)
      .where(eq(ePrescriptionMedicines.ePrescriptionId, rx.id))
      .orderBy(asc(ePrescriptionMedicines.position))
    const filled = await db.transaction(async (tx: Tx) => {
      const cart = await fillPrescribedCart(tx, { userId, lines: medicines, at })
      await attachIssuedToCart(tx, cart.cartId, rx.prescriptionId!)
      return cart
    })
    return { prescription_id: rx.prescriptionId, cart_count: filled.lines, next_url: '/cart' }
  }

  /** 'Book tests': the advised tests join the patient's account's labs cart (at the lab that does them all). */
  async function bookTests(id: number, userId: number) {
    await side(id, userId, 'patient')
    const rx = await rxOf(db, id)
    if (!rx) throw noPrescription()
    const tests = await db
      .select({ id: ePrescriptionTests.labTestId })
      .from(ePrescriptionTests)
      .where(eq(ePrescriptionTests.ePrescriptionId, rx.id))
      .orderBy(asc(ePrescriptionTests.position))
    if (!tests.length) throw AppError.conflict('The doctor advised no tests', undefined, 'no_tests')
    const owner = userOwner(userId)
    const held = (await deps.cart.labsBrief(owner)).items.map((i) => i.id)
    const ids = [...new Set([...held, ...tests.map((t) => t.id)])]
    const result = await deps.cart.replaceLabs(owner, ids, null)
    return { test_ids: result.analytics_data.test_ids, lab_name: result.lab_name, next_url: '/labs/cart' }
  }

  /**
   * The doctor's form (/staff/consultations/{id}/prescription): the consultation, what its mode and visit may
   * prescribe, the doctor's address and contact as last written (else the account's phone), the prescription once
   * written, and the patient's history with us (shown under the consent given at booking).
   */
  async function desk(id: number, userId: number) {
    const { consultation: c } = await side(id, userId, 'doctor')
    const visit = await visitOf(db, c)
    const [last] = await db
      .select({ address: ePrescriptions.doctorAddress, contact: ePrescriptions.doctorContact })
      .from(ePrescriptions)
      .where(eq(ePrescriptions.doctorId, c.doctorId))
      .orderBy(desc(ePrescriptions.signedAt))
      .limit(1)
    const [account] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
    const rx = await rxOf(db, id)
    return {
      consultation: c,
      visit,
      writable: WRITABLE.has(c.state) && !rx,
      defaults: { address: last?.address ?? '', contact: last?.contact ?? (account?.phone ? `+91${account.phone}` : '') },
      prescription: rx ? await toView(rx) : null,
      history: await history(c),
    }
  }

  /** The patient's history with us: consultations, the account's ordered medicines and lab reports (most recent first). */
  async function history(c: ConsultationRow): Promise<PatientHistory> {
    const past =
      c.patientId === null
        ? []
        : await db
            .select({
              id: consultations.id,
              startsAt: consultations.startsAt,
              doctor: doctors.name,
              state: consultations.state,
              diagnosis: ePrescriptions.diagnosis,
            })
            .from(consultations)
            .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
            .leftJoin(ePrescriptions, eq(ePrescriptions.consultationId, consultations.id))
            .where(and(eq(consultations.patientId, c.patientId), ne(consultations.id, c.id)))
            .orderBy(desc(consultations.startsAt))
            .limit(10)
    const medicines = await db
      .select({ number: orders.number, placedAt: orders.placedAt, name: orderLines.name, quantity: orderLines.quantity })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orders.userId, c.userId), sql`${orders.status} not in ('pending_payment', 'cancelled')`))
      .orderBy(desc(orders.placedAt), asc(orderLines.position))
      .limit(20)
    const reports = await db
      .select({ id: labReports.id, createdAt: labReports.createdAt, patient: labReports.patientName })
      .from(labReports)
      .innerJoin(orders, eq(orders.id, labReports.orderId))
      .where(eq(orders.userId, c.userId))
      .orderBy(desc(labReports.createdAt))
      .limit(10)
    return {
      consent: { kind: c.consent, by: c.consentBy, at: c.consentAt.toISOString() },
      consultations: past.map((p) => ({
        id: p.id,
        date: indiaDay(p.startsAt),
        doctor: p.doctor,
        state: CONSULTATION_STATE_LABELS[p.state as ConsultationState],
        diagnosis: p.diagnosis,
      })),
      medicines: medicines.map((m) => ({ order: m.number, date: indiaDay(m.placedAt), name: m.name, quantity: m.quantity })),
      labReports: reports.map((r) => ({ id: r.id, date: indiaDay(r.createdAt), patient: r.patient })),
    }
  }

  return {
    view,
    pdf,
    write,
    searchMedicines,
    chosenMedicines,
    labTestsFor,
    orderMedicines,
    bookTests,
    desk,
  }
}

const alreadyWritten = () =>
  AppError.conflict(
    'This consultation’s prescription is already signed; a signed prescription cannot be changed',
    undefined,
    'already_prescribed',
  )

export type Prescribing = ReturnType<typeof createPrescribing>
