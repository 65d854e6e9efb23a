import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import {
  corporateAddOnPrice,
  HEALTH_CHECK_STATUS_LABELS,
  healthCheckCovers,
  SELF_SERVE_TEXTS,
  type HealthCheckStatus,
} from '../../../core/corporate/labs.ts'
import { RELATION_LABELS, type DependantRelation } from '../../../core/corporate/vocabulary.ts'
import { paise, timesPaise, toRupees, ZERO_PAISE } from '../../../core/money.ts'
import type { PatientRelation } from '../../../core/patients/patients.ts'
import type {
  CorporateLabMember,
  CorporateLabPackages,
  CorporateLabProgress,
  PlacedCorporateLabBooking,
} from '../../../contracts/corporate-labs.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import { addressForSale } from '../addresses/index.ts'
import { labOffers, labs, labTests } from '../labs/index.ts'
import type { BookingLine, createLabBookings, LabLineVariant, PlaceLabBookingInput } from '../labs/index.ts'
import { orders } from '../orders/index.ts'
import { patients, type PatientService } from '../patients/index.ts'
import { userOwner } from '../cart/index.ts'
import { istParts } from '../../../core/time/ist.ts'
import { CORPORATE_LABS_ORDER_SOURCE } from '../../../core/cart/cart-types.ts'
import type { HealthChecks } from './health-checks.ts'
import { corporateDependants, corporateEmployees, corporateHealthChecks, corporateSelfServeLinks } from './schema.ts'
import type { CorporateService, DependantRow, Membership } from './service.ts'

// Corporate lab bookings (issue 25 §5, decision 068): the year's health check for the employee and their covered
// dependants, with optional add-ons at corporate prices, booked as a lab order through the labs line of sale (a
// variant: no cart, order source CORPORATE_LABS, the employer's part a 'corporate_sponsor' payment) and written as
// one corporate_health_checks row per person in the same transaction. A self-serve link (self-serve.ts) books the
// employee's own through the same variant.

/** The corporate health check's order source (core/cart/cart-types.ts; decision 068). */
export const CORPORATE_LABS_SOURCE = CORPORATE_LABS_ORDER_SOURCE.orderSource

type LabBookings = ReturnType<typeof createLabBookings>

export type HealthCheckChannel = 'corporate_labs' | 'self_serve'

/** One person of a corporate booking: the employee (dependantId null) or a dependant, as a patient of the account. */
export interface CorporatePerson {
  patientId: number
  dependantId: number | null
  name: string
  addOns: number[]
}

export interface CorporateLabsInput extends PlaceLabBookingInput {
  corporate: { id: number; employeeId: number; year: number; channel: HealthCheckChannel }
  packageTestId: number
  labId: number
  slotId: number
  people: CorporatePerson[]
  /** A self-serve booking's link, used up in the sale's transaction (self-serve.ts). */
  selfServeLinkId?: number
}

/** The link is used once: of two uses at once, one updates the row and the other finds it used (410). */
export async function useLink(tx: Db, linkId: number, at: Date): Promise<void> {
  const used = await tx
    .update(corporateSelfServeLinks)
    .set({ usedAt: at })
    .where(
      and(
        eq(corporateSelfServeLinks.id, linkId),
        isNull(corporateSelfServeLinks.usedAt),
        gt(corporateSelfServeLinks.expiresAt, at),
      ),
    )
    .returning({ id: corporateSelfServeLinks.id })
  if (!used.length) throw linkSpent()
}

export const linkSpent = () => new AppError({ code: 'link_spent', status: 410, message: SELF_SERVE_TEXTS.spent })

const refuse = (message: string, code: string, field?: string) => AppError.invalid(message, field, code)

/** Years between a birth date and today (both YYYY-MM-DD), or null. */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null
  let age = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  if (today.slice(5) < birthDate.slice(5)) age -= 1
  return Math.max(0, Math.min(120, age))
}

const PATIENT_RELATION: Record<DependantRelation, PatientRelation> = {
  spouse: 'spouse',
  child: 'child',
  parent: 'parent',
  parent_in_law: 'other',
}

const patientGender = (g: string | null) => (g === 'male' || g === 'female' ? g : 'other')

export function createCorporateLabs(
  db: Db,
  deps: {
    now: Clock
    corporate: CorporateService
    patients: PatientService
    labBookings: LabBookings
    healthChecks: HealthChecks
  },
) {
  const { now, corporate } = deps
  const yearNow = () => Number(istParts(now()).date.slice(0, 4))

  /**
   * The corporate variant of the labs line (decision 068): the people's package at the lab's price, paid by the employer
   * with the home visit; add-ons at the corporate price, paid by the employee; one health-check row per person.
   */
  const variant = (channel: HealthCheckChannel): LabLineVariant<CorporateLabsInput> => ({
    scope: `corporate.labs.${channel}`,
    orderSource: CORPORATE_LABS_SOURCE,
    carePlan: false,
    emptiesCart: false,
    async visit(tx, _userId, input, at) {
      const { corporate: c } = input
      if (input.selfServeLinkId !== undefined) await useLink(tx, input.selfServeLinkId, at)
      // The employee's row, locked: two bookings of the same family queue here and the second sees the first's rows.
      await tx
        .select({ id: corporateEmployees.id })
        .from(corporateEmployees)
        .where(eq(corporateEmployees.id, c.employeeId))
        .for('update')
      const live = await deps.healthChecks.liveOf(c.employeeId, c.year, tx)
      for (const p of input.people) {
        if (live.some((h) => h.dependantId === p.dependantId)) {
          throw AppError.conflict(SELF_SERVE_TEXTS.alreadyBooked(p.name, c.year), undefined, 'health_check_booked')
        }
      }
      const testIds = [input.packageTestId, ...input.people.flatMap((p) => p.addOns)]
      const rows = await tx
        .select({
          testId: labTests.id,
          name: labTests.name,
          fasting: labTests.fasting,
          mrpPaise: labOffers.mrpPaise,
          pricePaise: labOffers.pricePaise,
        })
        .from(labTests)
        .leftJoin(labOffers, and(eq(labOffers.testId, labTests.id), eq(labOffers.labId, input.labId)))
        .where(inArray(labTests.id, [...new Set(testIds)]))
      const byId = new Map(rows.map((r) => [r.testId, r]))
      const pkg = byId.get(input.packageTestId)
      if (!pkg) throw refuse(SELF_SERVE_TEXTS.noPackage, 'no_health_check')
      const lines: BookingLine[] = [{ ...pkg, labId: input.labId, patientIds: input.people.map((p) => p.patientId) }]
      const addOnIds = [...new Set(input.people.flatMap((p) => p.addOns))].filter((t) => t !== input.packageTestId)
      for (const testId of addOnIds) {
        const t = byId.get(testId)
        if (!t) throw AppError.notFound('We could not find that test', 'test_not_found')
        lines.push({
          ...t,
          labId: input.labId,
          pricePaise: t.mrpPaise === null || t.pricePaise === null ? null : corporateAddOnPrice(t.mrpPaise, t.pricePaise),
          patientIds: input.people.filter((p) => p.addOns.includes(testId)).map((p) => p.patientId),
        })
      }
      return { labId: input.labId, addressId: input.addressId, slotId: input.slotId, lines }
    },
    sponsored(lines, collectionFee, input) {
      const pkg = lines.find((l) => l.testId === input.packageTestId)!
      return paise(timesPaise(pkg.pricePaise ?? ZERO_PAISE, pkg.patientIds.length) + collectionFee)
    },
    async record(tx, { input, orderId, at }) {
      await tx.insert(corporateHealthChecks).values(
        input.people.map((p) => ({
          corporateId: input.corporate.id,
          employeeId: input.corporate.employeeId,
          dependantId: p.dependantId,
          year: input.corporate.year,
          orderId,
          status: 'booked',
          channel,
          createdAt: at,
          updatedAt: at,
        })),
      )
    },
    nextUrl: (number, onlinePart) =>
      onlinePart > 0
        ? `/order-payment/?order=${encodeURIComponent(number)}`
        : channel === 'self_serve'
          ? `/corporate/self-serve/booking-success?order=${encodeURIComponent(number)}`
          : `/corporate/labs/summary?order=${encodeURIComponent(number)}`,
  })
  const corporateVariant = variant('corporate_labs')
  const selfServeVariant = variant('self_serve')

  /** The account's patient for the employee ('self'), made from the roster row when missing. */
  async function selfPatient(userId: number, m: Pick<Membership, 'employee'>): Promise<number> {
    const existing = async () => {
      const [self] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.userId, userId), eq(patients.relation, 'self')))
        .orderBy(asc(patients.id))
        .limit(1)
      return self?.id
    }
    const found = await existing()
    if (found !== undefined) return found
    try {
      const made = await deps.patients.create(userOwner(userId), {
        name: m.employee.name,
        age: ageOn(m.employee.birthDate, corporate.today()) ?? 30,
        gender: patientGender(m.employee.gender),
        relation: 'self',
      })
      return made.id
    } catch (e) {
      // Two bookings at once (a double tap on a self-serve link): the patients module, one writer per account, made
      // the other's 'self' first; that one is ours too.
      const made = e instanceof AppError && e.code === 'self_exists' ? await existing() : undefined
      if (made === undefined) throw e
      return made
    }
  }

  /** A dependant's patient of the account (the patients module makes it), remembered on the dependant's row. */
  async function dependantPatient(userId: number, d: DependantRow): Promise<number> {
    if (d.patientId !== null) {
      const [p] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, d.patientId), eq(patients.userId, userId)))
      if (p) return p.id
    }
    const made = await deps.patients.create(userOwner(userId), {
      name: d.name,
      age: ageOn(d.birthDate, corporate.today()) ?? 30,
      gender: patientGender(d.gender),
      relation: PATIENT_RELATION[d.relation],
    })
    await db.update(corporateDependants).set({ patientId: made.id }).where(eq(corporateDependants.id, d.id))
    return made.id
  }

  async function membersOf(m: Membership): Promise<CorporateLabMember[]> {
    const year = yearNow()
    const dependants = await corporate.dependantsOf(m.employee.id)
    const checks = await deps.healthChecks.allOf(m.employee.id, year)
    const numbers = await numbersOf(checks.map((h) => h.orderId))
    const statusOf = (dependantId: number | null) => {
      const mine = checks.filter((h) => h.dependantId === dependantId)
      const h = mine.find((x) => x.status !== 'cancelled') ?? mine.at(-1)
      const status = (h?.status ?? 'not_booked') as HealthCheckStatus | 'not_booked'
      return {
        status,
        label: HEALTH_CHECK_STATUS_LABELS[status],
        order_number: h ? (numbers.get(h.orderId) ?? null) : null,
      }
    }
    const employee = { coverage: m.employee.coverage, covered: m.covered }
    return [
      {
        key: 'employee',
        name: m.employee.name,
        relation: 'You',
        covered: healthCheckCovers(m.policy, employee, { kind: 'employee' }),
        health_check: statusOf(null),
      },
      ...dependants.map((d) => ({
        key: `dependant-${d.id}`,
        name: d.name,
        relation: RELATION_LABELS[d.relation],
        covered: healthCheckCovers(m.policy, employee, { kind: 'dependant' }),
        health_check: statusOf(d.id),
      })),
    ]
  }

  async function numbersOf(orderIds: number[]): Promise<Map<number, string>> {
    if (!orderIds.length) return new Map()
    const rows = await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds))
    return new Map(rows.map((r) => [r.id, r.number]))
  }

  /** The lab that collects the package at home in `city` at the lowest price, or null. */
  async function labFor(testId: number, city: string) {
    const rows = await db
      .select({ id: labs.id, name: labs.name, cities: labs.cities, price: labOffers.pricePaise })
      .from(labOffers)
      .innerJoin(labs, eq(labs.id, labOffers.labId))
      .where(and(eq(labOffers.testId, testId), eq(labs.homeCollection, true)))
      .orderBy(asc(labOffers.pricePaise), asc(labs.id))
    for (const r of rows) {
      const served = r.cities.find((c) => c.toLowerCase() === city.trim().toLowerCase())
      if (served) return { id: r.id, name: r.name, city: served }
    }
    return null
  }

  /** Every city where some lab collects the package at home (the self-serve page's choice). */
  async function citiesFor(testId: number): Promise<string[]> {
    const rows = await db
      .select({ cities: labs.cities })
      .from(labOffers)
      .innerJoin(labs, eq(labs.id, labOffers.labId))
      .where(and(eq(labOffers.testId, testId), eq(labs.homeCollection, true)))
    return [...new Set(rows.flatMap((r) => r.cities))].sort()
  }

  /** The year's package and the add-ons of the lab that collects in `city`. */
  async function packagesIn(m: Membership, city: string | null): Promise<CorporateLabPackages> {
    const year = yearNow()
    const base = { year, corporate: { slug: m.corporate.slug, name: m.corporate.name } }
    const testId = m.policy?.healthCheckTestId ?? null
    if (testId === null || !m.covered)
      return { ...base, package: null, lab: null, add_ons: [], problem: SELF_SERVE_TEXTS.noPackage }
    const [pkg] = await db.select().from(labTests).where(eq(labTests.id, testId))
    if (!pkg) return { ...base, package: null, lab: null, add_ons: [], problem: SELF_SERVE_TEXTS.noPackage }
    const lab = city ? await labFor(testId, city) : null
    const offers = lab
      ? await db
          .select({ test: labTests, mrp: labOffers.mrpPaise, price: labOffers.pricePaise })
          .from(labOffers)
          .innerJoin(labTests, eq(labTests.id, labOffers.testId))
          .where(eq(labOffers.labId, lab.id))
          .orderBy(asc(labTests.name))
      : []
    const own = offers.find((o) => o.test.id === testId)
    return {
      ...base,
      package: {
        test_id: pkg.id,
        name: pkg.name,
        includes: pkg.includes,
        fasting: pkg.fasting,
        mrp: toRupees(own?.mrp ?? pkg.mrpPaise),
        price: 0,
      },
      lab,
      add_ons: offers
        .filter((o) => o.test.id !== testId && o.test.kind === 'test')
        .slice(0, 24)
        .map((o) => ({
          test_id: o.test.id,
          name: o.test.name,
          mrp: toRupees(o.mrp),
          price: toRupees(corporateAddOnPrice(o.mrp, o.price)),
          fasting: o.test.fasting,
        })),
      problem: !city
        ? 'Please add a collection address to your account first.'
        : lab
          ? null
          : `No lab collects the health check at home in ${city.slice(0, 60)} yet. Please choose an address in another city.`,
    }
  }

  async function cityOf(userId: number, addressId: number | null): Promise<{ id: number; city: string } | null> {
    const a = await addressForSale(db, userId, addressId)
    return a ? { id: a.id, city: a.city } : null
  }

  return {
    corporateVariant,
    selfServeVariant,
    labFor,
    citiesFor,
    selfPatient,

    /** The employee and their dependants with whether the health check covers them and its status this year. */
    async members(userId: number, slug: string): Promise<CorporateLabMember[]> {
      return membersOf(await corporate.requireMember(userId, slug))
    },

    /** The year's package (₹0 to the covered) and add-ons at corporate prices, at the lab of the address's city. */
    async packages(userId: number, slug: string, addressId: number | null = null): Promise<CorporateLabPackages> {
      const m = await corporate.requireMember(userId, slug)
      const address = await cityOf(userId, addressId)
      return packagesIn(m, address?.city ?? null)
    },

    /** The membership of the account in its own corporate (the /corporate/labs pages have no slug), or 404. */
    async ownMembership(userId: number): Promise<Membership> {
      const m = await corporate.membershipOf(userId)
      if (!m) throw AppError.notFound('We could not find this page.')
      return m
    },

    /**
     * Books the health check for the chosen members (each covered, each once a year) with their add-ons, through the
     * labs line of sale behind the Idempotency-Key.
     */
    async place(
      userId: number,
      slug: string,
      body: {
        members: { key: string; add_ons: number[] }[]
        address_id?: number | undefined
        slot_id: number
        payment: 'online' | 'wallet'
        use_wallet: boolean
        expected_total: number
      },
      key: string | null | undefined,
    ): Promise<{ status: number; body: PlacedCorporateLabBooking; replayed: boolean }> {
      const m = await corporate.requireMember(userId, slug)
      const testId = m.policy?.healthCheckTestId ?? null
      if (testId === null || !m.covered) throw refuse(SELF_SERVE_TEXTS.noPackage, 'no_health_check')
      const keys = body.members.map((x) => x.key)
      if (new Set(keys).size !== keys.length) throw refuse('Each person is chosen once', 'duplicate_member', 'members')
      const members = await membersOf(m)
      const dependants = await corporate.dependantsOf(m.employee.id)
      const people: CorporatePerson[] = []
      for (const chosen of body.members) {
        const member = members.find((x) => x.key === chosen.key)
        if (!member) throw AppError.notFound('We could not find that family member', 'member_not_found')
        if (!member.covered) throw refuse(SELF_SERVE_TEXTS.notCovered(member.name), 'not_covered', 'members')
        const dependant = chosen.key === 'employee' ? null : dependants.find((d) => `dependant-${d.id}` === chosen.key)!
        people.push({
          patientId: dependant ? await dependantPatient(userId, dependant) : await selfPatient(userId, m),
          dependantId: dependant?.id ?? null,
          name: member.name,
          addOns: [...new Set(chosen.add_ons)],
        })
      }
      const address = await cityOf(userId, body.address_id ?? null)
      if (!address) {
        if (body.address_id !== undefined) throw AppError.notFound('We could not find that address', 'address_not_found')
        throw refuse('Please add a collection address to your account first.', 'address_required', 'address_id')
      }
      const lab = await labFor(testId, address.city)
      if (!lab)
        throw refuse(
          `No lab collects the health check at home in ${address.city.slice(0, 60)} yet.`,
          'city_not_served',
          'address_id',
        )
      const answer = await deps.labBookings.placeVariant(
        corporateVariant,
        userId,
        {
          cartType: 'labs',
          addressId: address.id,
          payment: body.payment,
          useWallet: body.use_wallet,
          expectedTotal: paise(body.expected_total),
          corporate: { id: m.corporate.id, employeeId: m.employee.id, year: yearNow(), channel: 'corporate_labs' },
          packageTestId: testId,
          labId: lab.id,
          slotId: body.slot_id,
          people,
        },
        key,
      )
      return { ...answer, body: await withSponsored(answer.body) }
    },

    /** A self-serve booking (self-serve.ts): the employee's own health check, the link used in the same sale. */
    /**
     * A self-serve booking; `placed` runs inside the sale's transaction once the order exists (the self-serve link's
     * own idempotent answer is kept there, so the booking and the answer commit together).
     */
    async placeSelfServe(
      userId: number,
      input: CorporateLabsInput,
      key: string | null | undefined,
      placed?: (tx: Db, sold: { orderId: number; number: string }) => Promise<void>,
    ) {
      const v: LabLineVariant<CorporateLabsInput> = !placed
        ? selfServeVariant
        : {
            ...selfServeVariant,
            async record(tx, sold) {
              await selfServeVariant.record!(tx, sold)
              await placed(tx, { orderId: sold.orderId, number: sold.number })
            },
          }
      return deps.labBookings.placeVariant(v, userId, input, key)
    },

    bookingOf: (userId: number, number: string) => deps.labBookings.get(userId, number),

    /** The year's health checks of the family with their bookings (the summary page). */
    async summary(userId: number, slug: string) {
      const m = await corporate.requireMember(userId, slug)
      return { year: yearNow(), members: await membersOf(m), testId: m.policy?.healthCheckTestId ?? null }
    },

    /** spec 2 §2 `progress/{test_id}`: each family member's booking of the test this year and its status. */
    async progress(userId: number, slug: string, testId: number): Promise<CorporateLabProgress> {
      const m = await corporate.requireMember(userId, slug)
      const year = yearNow()
      const [test] = await db.select({ name: labTests.name }).from(labTests).where(eq(labTests.id, testId))
      if (!test) throw AppError.notFound('We could not find that test', 'test_not_found')
      const checks = await deps.healthChecks.allOf(m.employee.id, year)
      const bookings = await Promise.all(
        [...new Set(checks.map((h) => h.orderId))].map(async (orderId) => {
          const number = (await numbersOf([orderId])).get(orderId)
          if (!number) return null
          // The booking as its owner sees it (labs module): the tests per person and the slot.
          const owner = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
          return deps.labBookings.get(owner[0]!.userId, number).catch(() => null)
        }),
      )
      const people = bookings.flatMap((b) =>
        b
          ? b.patients
              .filter((p) => p.tests.some((t) => t.test_id === testId))
              .map((p) => ({
                name: p.name,
                status: b.status,
                label: b.status_label,
                order_number: b.number,
                slot_label: b.slot.label,
                lab: b.lab.name,
              }))
          : [],
      )
      return { year, test_id: testId, test_name: test.name, people }
    },
  }

  async function withSponsored(
    placed: Awaited<ReturnType<LabBookings['placeVariant']>>['body'],
  ): Promise<PlacedCorporateLabBooking> {
    const sponsored = paise(Math.round((placed.total - placed.wallet_part - placed.online_part) * 100))
    return {
      order_id: placed.order_id,
      number: placed.number,
      status: placed.status,
      booking_status: placed.booking_status,
      total: placed.total,
      sponsored: toRupees(paise(Math.max(0, sponsored))),
      wallet_part: placed.wallet_part,
      online_part: placed.online_part,
      next_url: placed.next_url,
    }
  }
}
export type CorporateLabs = ReturnType<typeof createCorporateLabs>
