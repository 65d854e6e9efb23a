import { asc, eq } from 'drizzle-orm'
import type { ConsultationMode } from '../../../core/consultations/states.ts'
import type { Paise } from '../../../core/money.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { users } from '../auth/index.ts'
import { consultations, doctors, doctorSlots, doctorSpecialties } from './schema.ts'

// Development only (dev-api.ts, never in production): a consultation in progress for the e-prescription's browser
// tests until booking lands; the same rows the integration tests' seedConsultation makes.

/** A consultation in progress of `userId` with the `index`-th sample doctor; its id and the doctor's phone. */
export async function devConsultation(
  db: Db,
  userId: number,
  patient: { id: number; name: string; age: number | null; gender: string | null },
  mode: ConsultationMode,
  index: number,
  at: Date,
) {
  const samples = await db.select().from(doctors).where(eq(doctors.sample, true)).orderBy(asc(doctors.id))
  const doctor = samples[index]
  if (!doctor) throw AppError.notFound('No sample doctor there', 'doctor_not_found')
  const made = await db.transaction(async (tx) => {
    const [link] = await tx.select().from(doctorSpecialties).where(eq(doctorSpecialties.doctorId, doctor.id)).limit(1)
    const [slot] = await tx
      .insert(doctorSlots)
      .values({ doctorId: doctor.id, startsAt: at, minutes: 15, capacity: 1, taken: 1 })
      .returning()
    const [row] = await tx
      .insert(consultations)
      .values({
        userId: userId,
        patientId: patient.id,
        patientName: patient.name,
        patientAge: patient.age,
        patientGender: patient.gender,
        doctorId: doctor.id,
        specialtyId: link!.specialtyId,
        slotId: slot!.id,
        startsAt: at,
        minutes: 15,
        mode,
        kind: 'now',
        symptoms: 'Fever and sore throat for 2 days',
        consent: 'implied',
        consentAt: at,
        feePaise: doctor.feePaise as Paise,
        pricePaise: doctor.feePaise as Paise,
        state: 'in_progress',
        patientJoinedAt: at,
        doctorJoinedAt: at,
        updatedAt: at,
      })
      .returning({ id: consultations.id })
    return row!.id
  })
  const [account] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, doctor.userId))
  return { id: made, doctor_phone: account?.phone ?? null }
}
