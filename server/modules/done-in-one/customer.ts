import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm'
import { PRESCRIPTION_MAX_ATTACHED, PRESCRIPTION_TEXTS } from '../../../core/prescriptions/limits.ts'
import {
  DIO_REJECT_TEXTS,
  DIO_TEXTS,
  dioReference,
  type DioMode,
  type DioRejectReasonCode,
  type DioRequestKind,
  type DioRequestStatus,
} from '../../../core/done-in-one/texts.ts'
import type { DioRequestView } from '../../../contracts/done-in-one.ts'
import type { Db } from '../../db/client.ts'
import { addresses, chosenOf } from '../addresses/index.ts'
import { carts } from '../cart/index.ts'
import { dioRequestPrescriptions, dioRequests } from './schema.ts'
import { orders, type AddressSnapshot } from '../orders/index.ts'
import { places } from '../places/index.ts'
import { prescriptions } from '../prescriptions/index.ts'
import { enqueueDioRequest, rxReviews } from '../pharmacist/index.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { PublishDioStatus } from './service.ts'

// The customer's side of an order with a prescription alone (issue 10 §1; spec 2 §2): a draft request of the account
// gathers its prescriptions (the attach page), the address is the one chosen on /done-in-one/cart/address-page (the
// done_in_one cart's address, as for any checkout), and the preview submits it: the request waits and a queue row
// (rx_reviews kind 'dio') is written in the same transaction. Submitting twice changes nothing the second time. A
// request is read by its own account only; anyone else gets a 404.

type Row = typeof dioRequests.$inferSelect

const notFound = () => AppError.notFound(DIO_TEXTS.notYours, 'dio_request_not_found')

/** The states in which a request is 'in progress' (the processing page's count). */
export const IN_PROGRESS: readonly DioRequestStatus[] = ['waiting', 'cart_ready']

export function createDioCustomer(db: Db, deps: { now: Clock; publish?: PublishDioStatus }) {
  const { now } = deps

  async function draftIn(q: Db, userId: number, kind: DioRequestKind): Promise<Row | null> {
    const [row] = await q
      .select()
      .from(dioRequests)
      .where(and(eq(dioRequests.userId, userId), eq(dioRequests.kind, kind), eq(dioRequests.status, 'draft')))
      .orderBy(desc(dioRequests.id))
      .limit(1)
    return row ?? null
  }

  /** The account's draft of a kind, made on first use (the account's row locked: one draft per kind). */
  async function ensureDraft(tx: Db, userId: number, kind: DioRequestKind): Promise<Row> {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw new AppError({ code: 'login_required', status: 401, message: DIO_TEXTS.loginRequired })
    const existing = await draftIn(tx, userId, kind)
    if (existing) return existing
    const at = now()
    const [row] = await tx.insert(dioRequests).values({ userId, kind, status: 'draft', createdAt: at, updatedAt: at }).returning()
    return row!
  }

  async function attachedIn(q: Db, requestId: number): Promise<number[]> {
    const rows = await q
      .select({ id: dioRequestPrescriptions.prescriptionId })
      .from(dioRequestPrescriptions)
      .where(eq(dioRequestPrescriptions.requestId, requestId))
      .orderBy(asc(dioRequestPrescriptions.prescriptionId))
    return rows.map((r) => r.id)
  }

  /** The account's own prescriptions, none turned down by a pharmacist; a 404 when one is not the account's. */
  async function usable(tx: Db, userId: number, ids: readonly number[]) {
    if (!ids.length) return
    const rows = await tx
      .select({ id: prescriptions.id, status: prescriptions.status })
      .from(prescriptions)
      .where(and(eq(prescriptions.userId, userId), inArray(prescriptions.id, [...ids])))
    if (rows.length !== ids.length) throw AppError.notFound('No such prescription', 'prescription_not_found')
    if (rows.some((r) => r.status === 'rejected')) {
      throw AppError.invalid(
        'Our pharmacist could not accept this prescription. Please upload a new one.',
        'prescription_id',
        'prescription_rejected',
      )
    }
  }

  const tooMany = () => AppError.invalid(PRESCRIPTION_TEXTS.tooManyAttached, 'prescription_id', 'too_many_prescriptions')

  /** Adds prescriptions to the draft of a kind (those on it stay); at most PRESCRIPTION_MAX_ATTACHED. */
  async function attach(userId: number, kind: DioRequestKind, ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)]
    return db.transaction(async (tx) => {
      const draft = await ensureDraft(tx, userId, kind)
      await usable(tx, userId, wanted)
      const current = await attachedIn(tx, draft.id)
      const adding = wanted.filter((id) => !current.includes(id))
      if (current.length + adding.length > PRESCRIPTION_MAX_ATTACHED) throw tooMany()
      if (adding.length) {
        await tx
          .insert(dioRequestPrescriptions)
          .values(adding.map((prescriptionId) => ({ requestId: draft.id, prescriptionId })))
          .onConflictDoNothing()
      }
      return attachedIn(tx, draft.id)
    })
  }

  /** The draft's prescriptions become exactly these (the ticked boxes of a form sent without JavaScript). */
  async function setAttached(userId: number, kind: DioRequestKind, ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)]
    if (wanted.length > PRESCRIPTION_MAX_ATTACHED) throw tooMany()
    return db.transaction(async (tx) => {
      const draft = await ensureDraft(tx, userId, kind)
      await usable(tx, userId, wanted)
      await tx.delete(dioRequestPrescriptions).where(eq(dioRequestPrescriptions.requestId, draft.id))
      if (wanted.length) {
        await tx.insert(dioRequestPrescriptions).values(wanted.map((prescriptionId) => ({ requestId: draft.id, prescriptionId })))
      }
      return attachedIn(tx, draft.id)
    })
  }

  /** Takes a prescription off the draft (nothing happens when it was not on it). */
  async function detach(userId: number, kind: DioRequestKind, prescriptionId: number): Promise<number[]> {
    const draft = await draftIn(db, userId, kind)
    if (!draft) return []
    await db
      .delete(dioRequestPrescriptions)
      .where(and(eq(dioRequestPrescriptions.requestId, draft.id), eq(dioRequestPrescriptions.prescriptionId, prescriptionId)))
    return attachedIn(db, draft.id)
  }

  /** The draft of a kind and its prescriptions (none yet: null and []). */
  async function draft(userId: number, kind: DioRequestKind): Promise<{ id: number | null; prescriptionIds: number[] }> {
    const row = await draftIn(db, userId, kind)
    return { id: row?.id ?? null, prescriptionIds: row ? await attachedIn(db, row.id) : [] }
  }

  /** Where the order goes: the address chosen for the done_in_one cart, else the default (the address page's rule). */
  async function chosenAddress(q: Db, userId: number) {
    const [book, [cart]] = await Promise.all([
      q.select().from(addresses).where(eq(addresses.userId, userId)),
      q
        .select({ addressId: carts.addressId })
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.type, 'done_in_one'))),
    ])
    return chosenOf(book, cart?.addressId ?? null)
  }

  async function snapshotOf(q: Db, a: typeof addresses.$inferSelect): Promise<AddressSnapshot> {
    let point =
      a.geodataLatitude !== null && a.geodataLongitude !== null ? { lat: a.geodataLatitude, lng: a.geodataLongitude } : null
    if (!point) {
      const [p] = await q.select({ lat: places.lat, lng: places.lng }).from(places).where(eq(places.pincode, a.pincode)).limit(1)
      point = p ?? null
    }
    return {
      recipientName: a.recipientName,
      phone: a.phone,
      address: a.address,
      landmark: a.landmark,
      pincode: a.pincode,
      city: a.city,
      state: a.state,
      country: a.country,
      addressType: a.addressType,
      addressName: a.addressName,
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
    }
  }

  /**
   * The preview's Submit: the draft waits for the pharmacist, with what to order, the permission to substitute, its
   * prescriptions and (for medicines) the address; its queue row is written in the same transaction. A request already
   * submitted is answered as it is (a double click, a form sent again): `replayed` says so.
   */
  async function submit(
    userId: number,
    input: { requestId: number; mode: DioMode; allowSubstitutes: boolean },
  ): Promise<{ request: DioRequestView; replayed: boolean }> {
    const { replayed, row } = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(dioRequests)
        .where(and(eq(dioRequests.id, input.requestId), eq(dioRequests.userId, userId)))
        .for('update')
      if (!row) throw notFound()
      if (row.status !== 'draft') return { replayed: true, row }
      const rx = await attachedIn(tx, row.id)
      if (!rx.length) throw AppError.invalid(DIO_TEXTS.needPrescription, 'prescription_id', 'prescription_required')
      await usable(tx, userId, rx)
      const address = row.kind === 'pharmacy' ? await chosenAddress(tx, userId) : null
      if (row.kind === 'pharmacy' && !address) throw AppError.invalid(DIO_TEXTS.needAddress, 'address', 'address_required')
      const at = now()
      const [updated] = await tx
        .update(dioRequests)
        .set({
          status: 'waiting',
          mode: input.mode,
          allowSubstitutes: input.allowSubstitutes,
          addressId: address?.id ?? null,
          address: address ? await snapshotOf(tx, address) : null,
          submittedAt: at,
          updatedAt: at,
        })
        .where(eq(dioRequests.id, row.id))
        .returning()
      await enqueueDioRequest(tx, row.id, at)
      await deps.publish?.(tx, { userId, requestId: row.id, status: 'waiting' })
      return { replayed: false, row: updated! }
    })
    return { request: await toView(db, row), replayed }
  }

  async function toView(q: Db, row: Row): Promise<DioRequestView> {
    const rx = await attachedIn(q, row.id)
    const [order] = row.orderId ? await q.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId)) : []
    const reason = row.rejectReason as DioRejectReasonCode | null
    let note: string | null = null
    if (reason) {
      const [review] = await q.select({ note: rxReviews.note }).from(rxReviews).where(eq(rxReviews.dioRequestId, row.id))
      note = review?.note ?? null
    }
    return {
      id: row.id,
      reference: dioReference(row.id),
      kind: row.kind as DioRequestKind,
      status: row.status as DioRequestStatus,
      mode: row.mode as DioMode,
      allow_substitutes: row.allowSubstitutes,
      prescription_ids: rx,
      address_id: row.addressId,
      reject_reason: reason,
      reject_text: reason ? DIO_REJECT_TEXTS[reason] + (note ? `: ${note}` : '') : null,
      order_number: order?.number ?? null,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
    }
  }

  /** One of the account's requests; a 404 for anyone else's (or none). */
  async function view(userId: number, requestId: number): Promise<DioRequestView> {
    const [row] = await db
      .select()
      .from(dioRequests)
      .where(and(eq(dioRequests.id, requestId), eq(dioRequests.userId, userId)))
    if (!row) throw notFound()
    return toView(db, row)
  }

  /** The account's newest submitted request (the processing page without a request named), or null. */
  async function latest(userId: number): Promise<DioRequestView | null> {
    const [row] = await db
      .select()
      .from(dioRequests)
      .where(and(eq(dioRequests.userId, userId), ne(dioRequests.status, 'draft')))
      .orderBy(desc(dioRequests.submittedAt), desc(dioRequests.id))
      .limit(1)
    return row ? toView(db, row) : null
  }

  /** spec 2 §2 'Prescription processing: order count': the account's requests still in progress. */
  async function inProgressCount(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(dioRequests)
      .where(and(eq(dioRequests.userId, userId), inArray(dioRequests.status, [...IN_PROGRESS])))
    return Number(row?.n ?? 0)
  }

  /** The address the preview shows: the done_in_one cart's chosen one, else the default; null with an empty book. */
  const previewAddress = (userId: number) => chosenAddress(db, userId)

  return { draft, attach, setAttached, detach, submit, view, latest, inProgressCount, previewAddress }
}

/** An account merge (auth's AccountMergeHook): the absorbed account's requests become the survivor's. */
export async function mergeDioAccounts(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx.update(dioRequests).set({ userId: survivorId }).where(eq(dioRequests.userId, absorbedId))
}
