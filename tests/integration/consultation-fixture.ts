import { and, asc, eq, sql } from 'drizzle-orm'
import type { ConsultationMode, ConsultationState } from '../../core/consultations/states.ts'
import type { Paise } from '../../core/money.ts'
import type { Db } from '../../server/db/client.ts'
import { consultations, doctorSlots, doctorSpecialties, doctors, patients } from '../../server/db/schema.ts'

// A consultation in a test's own database without selling it: a sample doctor's slot taken and a consultation row in
// the state asked for. For the tests of what happens after the sale (the room, the doctor's desk, the e-prescription,
// the no-show job); the sale itself is tested through services.checkout.place.

export interface SeededConsultation {
  id: number
  userId: number
  patientId: number
  doctorId: number
  /** The doctor's staff account (ROLE_DOCTOR). */
  doctorUserId: number
  slotId: number
  startsAt: Date
}

export async function seedConsultation(
  db: Db,
  opts: {
    userId: number
    startsAt: Date
    mode?: ConsultationMode
    state?: ConsultationState
    /** The i-th sample doctor by id (0 by default). */
    doctor?: number
    patientName?: string
    patientAge?: number
  },
): Promise<SeededConsultation> {
  const all = await db.select().from(doctors).orderBy(asc(doctors.id))
  const doctor = all[opts.doctor ?? 0]
  if (doctor === undefined) throw new Error('no sample doctors in this database')
  const [link] = await db.select().from(doctorSpecialties).where(eq(doctorSpecialties.doctorId, doctor.id)).limit(1)
  // One patient of that name per account, reused (an account may keep at most 10 patients).
  const name = opts.patientName ?? 'Asha Verma'
  const [existing] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.userId, opts.userId), eq(patients.name, name)))
    .limit(1)
  const patient =
    existing ??
    (
      await db
        .insert(patients)
        .values({ userId: opts.userId, name, gender: 'female', age: opts.patientAge ?? 34, relation: 'self' })
        .returning()
    )[0]
  const [slot] = await db
    .insert(doctorSlots)
    .values({ doctorId: doctor.id, startsAt: opts.startsAt, minutes: 15, capacity: 1, taken: 1 })
    .onConflictDoUpdate({
      target: [doctorSlots.doctorId, doctorSlots.startsAt],
      set: { taken: sql`${doctorSlots.taken} + 1` },
    })
    .returning()
  const [row] = await db
    .insert(consultations)
    .values({
      userId: opts.userId,
      patientId: patient!.id,
      patientName: patient!.name,
      patientAge: patient!.age,
      patientGender: patient!.gender,
      doctorId: doctor.id,
      specialtyId: link!.specialtyId,
      slotId: slot!.id,
      startsAt: opts.startsAt,
      minutes: 15,
      mode: opts.mode ?? 'video',
      kind: 'scheduled',
      consent: 'implied',
      consentAt: opts.startsAt,
      feePaise: doctor.feePaise as Paise,
      pricePaise: doctor.feePaise as Paise,
      state: opts.state ?? 'booked',
      updatedAt: opts.startsAt,
    })
    .returning()
  return {
    id: row!.id,
    userId: opts.userId,
    patientId: patient!.id,
    doctorId: doctor.id,
    doctorUserId: doctor.userId,
    slotId: slot!.id,
    startsAt: opts.startsAt,
  }
}
