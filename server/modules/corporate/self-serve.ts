import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  SELF_SERVE_LINK_MS,
  SELF_SERVE_TEXTS,
  SELF_SERVE_TOKEN,
  SELF_SERVE_UUID,
  selfServeLinkState,
  type SelfServeLinkState,
} from '../../../core/corporate/labs.ts'
import { paise } from '../../../core/money.ts'
import type { SelfServeBooked, SelfServeContext } from '../../../contracts/corporate-labs.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { createAddressService } from '../addresses/index.ts'
import { holdAccountForPhone } from '../auth/index.ts'
import { userOwner } from '../cart/index.ts'
import { isOrderNumber, orders, requireIdempotencyKey } from '../orders/index.ts'
import type { Idempotency } from '../platform/index.ts'
import type { createLabReschedule, createLabSlots } from '../labs/index.ts'
import { labTests } from '../labs/index.ts'
import type { HealthChecks } from './health-checks.ts'
import { linkSpent, useLink, type CorporateLabs } from './labs.ts'
import { corporateEmployees, corporateHealthChecks, corporates, corporateSelfServeLinks } from './schema.ts'
import type { CorporateService } from './service.ts'
import { coverHolds, policyYearOf } from '../../../core/corporate/vocabulary.ts'

// Self-serve links (issue 25 §6, decision 068). HR makes a link for a roster employee (the corporate's admins only,
// another corporate's employee is a 404); the token is 32 random bytes, answered once in the URL and kept only as its
// SHA-256; it lives 6 hours and books once. `/corporate/self-serve/login?token=…` turns it into the spec 2 §3 cookies,
// and the `/ppmc` client sends them back as headers (ppmc-api.ts), which `authenticate` checks on every call. The
// booking is the employee's own health check, placed through the corporate labs variant (labs.ts) in the name of an
// account held for the roster phone, unverified (no password, no OTP until the person signs in themselves).

export type SelfServeLinkRow = typeof corporateSelfServeLinks.$inferSelect

/** What a self-serve booking keeps with its idempotency key: the booking and the account it is in. */
interface KeptBooking {
  number: string
  user_id: number
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const selfServeUnauthorized = () =>
  new AppError({ code: 'self_serve_required', status: 401, message: SELF_SERVE_TEXTS.spent })
const unknownLink = () => AppError.notFound(SELF_SERVE_TEXTS.spent, 'link_not_found')

export function createSelfServe(
  db: Db,
  deps: {
    now: Clock
    corporate: CorporateService
    labs: CorporateLabs
    healthChecks: HealthChecks
    slots: ReturnType<typeof createLabSlots>
    addresses: ReturnType<typeof createAddressService>
    reschedule: Pick<ReturnType<typeof createLabReschedule>, 'reschedule'>
    idempotency: Idempotency
    randomToken?: () => string
  },
) {
  const { now } = deps
  const newToken = deps.randomToken ?? (() => randomBytes(32).toString('base64url'))

  /** HR's link for one employee of their corporate: the URL answered once. */
  async function create(
    hrUserId: number,
    slug: string,
    body: {
      employee_code: string
      purpose: 'booking' | 'reschedule'
      reschedule_reason?: string | undefined
      order_number?: string | undefined
    },
    /** The site's origin the link is on (the request's). */
    origin: string,
  ) {
    const corporate = await deps.corporate.requireAdmin(hrUserId, slug)
    const [employee] = await db
      .select()
      .from(corporateEmployees)
      .where(and(eq(corporateEmployees.corporateId, corporate.id), eq(corporateEmployees.employeeCode, body.employee_code)))
    if (!employee) throw AppError.notFound(`No employee ${body.employee_code.slice(0, 40)} on your roster`, 'employee_not_found')
    const today = deps.corporate.today()
    if (!coverHolds(employee.coverFrom, employee.coverUntil, today)) {
      throw AppError.invalid(`${employee.name}'s cover has ended`, 'employee_code', 'not_covered')
    }
    let orderId: number | null = null
    if (body.purpose === 'reschedule') {
      const number = body.order_number ?? ''
      const [row] = !isOrderNumber(number)
        ? []
        : await db
            .select({ id: orders.id })
            .from(orders)
            .innerJoin(corporateHealthChecks, eq(corporateHealthChecks.orderId, orders.id))
            .where(and(eq(orders.number, number), eq(corporateHealthChecks.employeeId, employee.id)))
            .limit(1)
      if (!row) throw AppError.notFound(`No health check booking ${number.slice(0, 20)} of ${employee.name}`, 'unknown_booking')
      orderId = row.id
    }
    const token = newToken()
    const at = now()
    const expiresAt = new Date(at.getTime() + SELF_SERVE_LINK_MS)
    const uuid = randomUUID()
    await db.insert(corporateSelfServeLinks).values({
      uuid,
      corporateId: corporate.id,
      employeeId: employee.id,
      tokenHash: hashToken(token),
      purpose: body.purpose,
      rescheduleReason: body.purpose === 'reschedule' ? (body.reschedule_reason ?? null) : null,
      orderId,
      createdBy: hrUserId,
      expiresAt,
      createdAt: at,
    })
    return {
      uuid,
      url: `${origin}/corporate/self-serve/login?token=${token}`,
      expires_at: expiresAt.toISOString(),
      purpose: body.purpose,
    }
  }

  async function byToken(token: string): Promise<SelfServeLinkRow | null> {
    if (!SELF_SERVE_TOKEN.test(token)) return null
    const [row] = await db
      .select()
      .from(corporateSelfServeLinks)
      .where(eq(corporateSelfServeLinks.tokenHash, hashToken(token)))
    return row ?? null
  }

  /** The login page: the link of a token and its state (null: no such link). */
  async function open(token: string): Promise<{ link: SelfServeLinkRow; state: SelfServeLinkState } | null> {
    const link = await byToken(token)
    return link ? { link, state: selfServeLinkState(link, now()) } : null
  }

  /**
   * The /ppmc check: both headers present and well formed (else 401), naming one link (else 404), still valid (else
   * 410 with the words to ask HR again).
   */
  async function authenticate(
    token: string | undefined,
    uuid: string | undefined,
    /**
     * The booking call: a used link is let through to `book`, which answers a retry of the request that used it (the
     * same Idempotency-Key and body) with its first answer and anything else 410 (decision 072).
     */
    opts: { replay?: boolean } = {},
  ): Promise<SelfServeLinkRow> {
    if (!token || !uuid || !SELF_SERVE_TOKEN.test(token) || !SELF_SERVE_UUID.test(uuid)) throw selfServeUnauthorized()
    const link = await byToken(token)
    if (!link || link.uuid !== uuid) throw unknownLink()
    const state = selfServeLinkState(link, now())
    if (state !== 'valid' && !(opts.replay && state === 'used')) throw linkSpent()
    return link
  }

  async function employeeOf(link: SelfServeLinkRow) {
    const [row] = await db
      .select({ employee: corporateEmployees, corporate: corporates })
      .from(corporateEmployees)
      .innerJoin(corporates, eq(corporates.id, corporateEmployees.corporateId))
      .where(eq(corporateEmployees.id, link.employeeId))
    if (!row) throw unknownLink()
    const policy = await deps.corporate.policyFor(row.corporate.id, policyYearOf(deps.corporate.today()))
    return { ...row, policy }
  }

  async function context(link: SelfServeLinkRow): Promise<SelfServeContext> {
    const { employee, corporate, policy } = await employeeOf(link)
    const testId = policy?.healthCheckTestId ?? null
    const [pkg] = testId === null ? [] : await db.select().from(labTests).where(eq(labTests.id, testId))
    return {
      corporate: corporate.name,
      employee_name: employee.name,
      purpose: link.purpose,
      reschedule_reason: link.rescheduleReason,
      expires_at: link.expiresAt.toISOString(),
      package: pkg ? { test_id: pkg.id, name: pkg.name, fasting: pkg.fasting } : null,
      cities: pkg ? await deps.labs.citiesFor(pkg.id) : [],
    }
  }

  /** The day's slots of the lab that collects the health check in `city`. */
  async function slots(link: SelfServeLinkRow, city: string, date: string) {
    const { policy } = await employeeOf(link)
    const testId = policy?.healthCheckTestId ?? null
    if (testId === null) throw AppError.invalid(SELF_SERVE_TEXTS.noPackage, undefined, 'no_health_check')
    const lab = await deps.labs.labFor(testId, city)
    if (!lab)
      throw AppError.invalid(`No lab collects the health check at home in ${city.slice(0, 60)} yet.`, 'city', 'city_not_served')
    const [pkg] = await db.select({ fasting: labTests.fasting }).from(labTests).where(eq(labTests.id, testId))
    return deps.slots.availability(lab.id, lab.city, date, { fasting: pkg?.fasting ?? false, patients: 1 })
  }

  /**
   * The account a self-serve booking is placed in (decision 068): the roster phone's own account when one has proved
   * it, else an account held for the phone, unverified, with no e-mail and no way to sign in to it; the person signing
   * in later with an OTP gets an account of their own (the pre-hijack rules drop an unverified claim).
   */
  async function holderFor(employee: { name: string; phone: string | null; userId: number | null }): Promise<number> {
    if (employee.userId !== null) return employee.userId
    if (!employee.phone)
      throw AppError.invalid('Your HR team has no phone number for you. Please ask them to add it.', undefined, 'no_phone')
    return holdAccountForPhone(db, { phone: employee.phone, name: employee.name })
  }

  /**
   * Books (or, for a reschedule link, moves) the employee's health check; the link is used once. Idempotent per link
   * and key (decision 072): the answer `{number, user_id}` is kept in the transaction that uses the link, so a retry of
   * the same request (same key, same body) gets the booking back even though the link is spent; another key on a used
   * link is 410, another body under the same key 422, a retry while the first runs 409.
   */
  async function book(
    link: SelfServeLinkRow,
    body: { slot_id: number; address: string; pincode: string },
    key: string | null | undefined,
  ): Promise<SelfServeBooked> {
    const answer = await deps.idempotency.run<KeptBooking>(
      {
        key: requireIdempotencyKey(key),
        owner: `self-serve:${link.id}`,
        scope: `corporate.self_serve.${link.purpose}`,
        payload: body,
      },
      async (keep) => {
        if (selfServeLinkState(link, now()) !== 'valid') throw linkSpent()
        return { status: 201, body: await bookOnce(link, body, key, keep) }
      },
    )
    const booking = await deps.labs.bookingOf(answer.body.user_id, answer.body.number)
    return { number: booking.number, slot_label: booking.slot.label, lab: booking.lab.name }
  }

  type Keep = (tx: Db, answer: { status: number; body: KeptBooking }) => Promise<void>

  async function bookOnce(
    link: SelfServeLinkRow,
    body: { slot_id: number; address: string; pincode: string },
    key: string | null | undefined,
    keep: Keep,
  ): Promise<KeptBooking> {
    const { employee, corporate, policy } = await employeeOf(link)
    if (link.purpose === 'reschedule' && link.orderId !== null) {
      const [order] = await db.select().from(orders).where(eq(orders.id, link.orderId))
      if (!order) throw unknownLink()
      const kept: KeptBooking = { number: order.number, user_id: order.userId }
      // One transaction (decision 072): the link is used, the answer kept and the booking moved together.
      await deps.reschedule.reschedule(order.userId, order.number, body.slot_id, async (tx) => {
        await useLink(tx, link.id, now())
        await keep(tx, { status: 201, body: kept })
      })
      return kept
    }
    const testId = policy?.healthCheckTestId ?? null
    if (testId === null || !coverHolds(employee.coverFrom, employee.coverUntil, deps.corporate.today())) {
      throw AppError.invalid(SELF_SERVE_TEXTS.noPackage, undefined, 'no_health_check')
    }
    const userId = await holderFor(employee)
    const address = await deps.addresses.create(userOwner(userId), {
      recipient_name: employee.name,
      phone: employee.phone ?? '',
      address: body.address,
      landmark: null,
      pincode: body.pincode,
      address_type: 'home',
      address_name: 'Home',
      street2: null,
      street3: null,
      geodata_latitude: null,
      geodata_longitude: null,
      geodata_source: null,
      is_default: false,
    })
    const lab = await deps.labs.labFor(testId, address.city)
    if (!lab) {
      throw AppError.invalid(
        `No lab collects the health check at home in ${address.city.slice(0, 60)} yet.`,
        'pincode',
        'city_not_served',
      )
    }
    const patientId = await deps.labs.selfPatient(userId, { employee })
    const placed = await deps.labs.placeSelfServe(
      userId,
      {
        cartType: 'labs',
        addressId: address.id,
        payment: 'wallet',
        useWallet: false,
        expectedTotal: paise(0),
        corporate: {
          id: corporate.id,
          employeeId: employee.id,
          year: policyYearOf(deps.corporate.today()),
          channel: 'self_serve',
        },
        packageTestId: testId,
        labId: lab.id,
        slotId: body.slot_id,
        people: [{ patientId, dependantId: null, name: employee.name, addOns: [] }],
        selfServeLinkId: link.id,
      },
      key,
      (tx, sold) => keep(tx, { status: 201, body: { number: sold.number, user_id: userId } }),
    )
    return { number: placed.body.number, user_id: userId }
  }

  return { create, open, authenticate, context, slots, book }
}
export type SelfServe = ReturnType<typeof createSelfServe>
