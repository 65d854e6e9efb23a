import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  MAX_FAMILY_MEMBERS,
  TOO_MANY_FAMILY_TEXT,
  PATIENT_GENDERS,
  PATIENT_RELATIONS,
  type Patient,
  type PatientGender,
  type PatientInput,
  type PatientRelation,
} from '../../../contracts/patients.ts'
import type { Db } from '../../db/client.ts'
import { patients } from './schema.ts'
import { users } from '../auth/index.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Clock } from '../../lib/clock.ts'
import type { CartOwner } from '../cart/index.ts'

// An account's patients (issue 11 §4): the family profiles lab tests are booked for (name per spec 1 §5, age 0–120,
// gender, relation; checked at the boundary by contracts/patients.ts). At most MAX_FAMILY_MEMBERS besides one 'self'.
// Another account's patient is a 404, like one that does not exist. They move with their account in a merge
// (auth/accounts.ts OWNED_TABLES); a deleted patient leaves the cart lines it was chosen for (the foreign key cascades).

export type PatientRow = typeof patients.$inferSelect

export const SIGN_IN_FOR_PATIENTS = new AppError({
  code: 'sign_in_required',
  status: 401,
  message: 'Please log in to see and save your patients',
})
export const patientNotFound = () => AppError.notFound('We could not find that patient', 'patient_not_found')
const tooManyFamily = () => AppError.invalid(TOO_MANY_FAMILY_TEXT, undefined, 'too_many_family_members')
const secondSelf = () =>
  AppError.invalid('You already have a profile for yourself. Choose another relation.', 'relation', 'self_exists')

/** The account an owner stands for: a visitor has no patients. */
export function patientAccountOf(owner: CartOwner | null): number {
  if (owner?.kind !== 'user') throw SIGN_IN_FOR_PATIENTS
  return owner.userId
}

/** Whole years between a birth date and now (India's calendar is close enough for an age). */
function ageFrom(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  const today = now.toISOString().slice(0, 10).split('-').map(Number) as [number, number, number]
  return today[0] - y - (today[1] < m || (today[1] === m && today[2] < d) ? 1 : 0)
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null

/** A patient row as the wire carries it. */
export function patientToWire(row: PatientRow, now: Date): Patient {
  return {
    id: row.id,
    name: row.name,
    age: row.birthDate ? ageFrom(row.birthDate, now) : row.age,
    gender: oneOf<PatientGender>(PATIENT_GENDERS, row.gender),
    relation: oneOf<PatientRelation>(PATIENT_RELATIONS, row.relation),
    created_at: row.createdAt.toISOString(),
  }
}

/** 'self' first, then in the order they were added. */
const listOrder = [sql`(${patients.relation} = 'self') desc`, asc(patients.createdAt), asc(patients.id)]

export function createPatientService(db: Db, deps: { now: Clock }) {
  const { now } = deps

  /** The account's row locked for the rest of the transaction: one writer per account's patients at a time. */
  async function lockAccount(tx: Db, userId: number) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw SIGN_IN_FOR_PATIENTS
  }

  /** The account's patients besides 'self'. */
  async function familyCount(tx: Db, userId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(patients)
      .where(and(eq(patients.userId, userId), sql`${patients.relation} is distinct from 'self'`))
    return Number(row?.n ?? 0)
  }

  async function owned(q: Db, userId: number, id: number): Promise<PatientRow> {
    const [row] = await q
      .select()
      .from(patients)
      .where(and(eq(patients.id, id), eq(patients.userId, userId)))
    if (!row) throw patientNotFound()
    return row
  }

  async function rowsOf(q: Db, userId: number): Promise<PatientRow[]> {
    return q
      .select()
      .from(patients)
      .where(eq(patients.userId, userId))
      .orderBy(...listOrder)
  }

  async function assertOneSelf(tx: Db, userId: number, input: PatientInput, exceptId: number | null) {
    if (input.relation !== 'self') return
    const selves = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.userId, userId), eq(patients.relation, 'self')))
    if (selves.some((s) => s.id !== exceptId)) throw secondSelf()
  }

  const columns = (input: PatientInput) => ({
    name: input.name,
    age: input.age,
    gender: input.gender,
    relation: input.relation,
    // The form asks for an age: a birth date saved before gives way to it.
    birthDate: null,
  })

  return {
    /** The account's patients: 'self' first, then in the order they were added. */
    async list(owner: CartOwner | null): Promise<PatientRow[]> {
      return rowsOf(db, patientAccountOf(owner))
    },

    async get(owner: CartOwner | null, id: number): Promise<PatientRow> {
      return owned(db, patientAccountOf(owner), id)
    },

    /** The ones of `ids` that are the account's (in any order); read in the caller's transaction. */
    async ownedIds(q: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (!ids.length) return new Set()
      const rows = await q
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.userId, userId), inArray(patients.id, [...ids])))
      return new Set(rows.map((r) => r.id))
    },

    /**
     * Adds a patient: at most MAX_FAMILY_MEMBERS besides yourself, wherever it is added (labs, consultations, the
     * profile: decision 082), and one 'self'.
     */
    async create(owner: CartOwner | null, input: PatientInput): Promise<PatientRow> {
      const userId = patientAccountOf(owner)
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId)
        if (input.relation !== 'self' && (await familyCount(tx, userId)) >= MAX_FAMILY_MEMBERS) throw tooManyFamily()
        await assertOneSelf(tx, userId, input, null)
        const [row] = await tx
          .insert(patients)
          .values({ ...columns(input), userId, createdAt: now() })
          .returning()
        return row!
      })
    },

    async update(owner: CartOwner | null, id: number, input: PatientInput): Promise<PatientRow> {
      const userId = patientAccountOf(owner)
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId)
        await owned(tx, userId, id)
        await assertOneSelf(tx, userId, input, id)
        const [row] = await tx.update(patients).set(columns(input)).where(eq(patients.id, id)).returning()
        return row!
      })
    },

    /** Deletes a patient; the cart lines it was chosen for lose it (lab_cart_item_patients cascades). */
    async remove(owner: CartOwner | null, id: number): Promise<PatientRow> {
      const userId = patientAccountOf(owner)
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId)
        const gone = await owned(tx, userId, id)
        await tx.delete(patients).where(eq(patients.id, id))
        return gone
      })
    },

    /**
     * A family profile another module asks for in its own transaction (the corporate side's dependants, decision 065):
     * its id, or null when the account already has MAX_FAMILY_MEMBERS besides yourself (the dependant stays covered,
     * only not bookable yet).
     */
    async addFamily(
      tx: Db,
      userId: number,
      person: { name: string; gender: string | null; birthDate: string | null; relation: string },
    ): Promise<number | null> {
      await lockAccount(tx, userId)
      if (person.relation !== 'self' && (await familyCount(tx, userId)) >= MAX_FAMILY_MEMBERS) return null
      const [row] = await tx
        .insert(patients)
        .values({ ...person, age: null, userId, createdAt: now() })
        .returning({ id: patients.id })
      return row!.id
    },

    toWire: (row: PatientRow) => patientToWire(row, now()),
  }
}
export type PatientService = ReturnType<typeof createPatientService>
