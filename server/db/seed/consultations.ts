import { sql } from 'drizzle-orm'
import { hoursProblem } from '../../../core/consultations/availability.ts'
import { DEFAULT_SLOT_MINUTES } from '../../../core/consultations/vocabulary.ts'
import { fromRupees } from '../../../core/money.ts'
import type { Db } from '../client.ts'
import { doctorHours, doctors, doctorSpecialties, specialties, users } from '../schema.ts'
import { minuteOf, SAMPLE_DOCTORS, specialtySeeds } from '../seed-data/consultations.ts'

// Issue 24 §1–2: the specialties everywhere (reference data), the sample doctors in development and tests only.

/** The specialties (reference data, production too): each once, by code. */
export async function seedSpecialties(db: Db): Promise<void> {
  await db
    .insert(specialties)
    .values(specialtySeeds.map((s, position) => ({ code: s.code, name: s.name, symptoms: [...s.symptoms], position })))
    .onConflictDoNothing()
}

/**
 * The sample doctors (development and tests only; never in production, which seeds reference data alone and refuses a
 * database holding demo accounts): a staff account each (ROLE_DOCTOR, marked demo), a profile marked sample, their
 * specialties and weekly hours. Once: a database with any doctor is left alone.
 */
export async function seedSampleDoctors(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(doctors)
  if ((row?.n ?? 0) > 0) return
  const codes = new Map(
    (await db.select({ id: specialties.id, code: specialties.code }).from(specialties)).map((s) => [s.code, s.id]),
  )
  for (const d of SAMPLE_DOCTORS) {
    const [account] = await db
      .insert(users)
      .values({ name: d.name, phone: d.phone, phoneVerified: true, email: d.email, roles: ['ROLE_DOCTOR'], demo: true })
      .returning({ id: users.id })
    const [doctor] = await db
      .insert(doctors)
      .values({
        userId: account!.id,
        name: d.name,
        qualifications: d.qualifications,
        registrationNumber: d.registrationNumber,
        council: d.council,
        languages: d.languages,
        experienceYears: d.experienceYears,
        feePaise: fromRupees(d.feeRupees),
        initials: d.initials,
        ratingTenths: d.ratingTenths,
        ratings: d.ratings,
        sample: true,
      })
      .returning({ id: doctors.id })
    await db.insert(doctorSpecialties).values(
      d.specialties.map((code) => {
        const specialtyId = codes.get(code)
        if (specialtyId === undefined) throw new Error(`Seed: unknown specialty ${code} of ${d.name}`)
        return { specialtyId, doctorId: doctor!.id }
      }),
    )
    const hours = d.hours.flatMap((h) =>
      h.days.map((weekday) => ({
        doctorId: doctor!.id,
        weekday,
        fromMinute: minuteOf(h.from),
        toMinute: minuteOf(h.to),
        slotMinutes: h.slotMinutes ?? DEFAULT_SLOT_MINUTES,
      })),
    )
    for (const h of hours) {
      const problem = hoursProblem(h)
      if (problem) throw new Error(`Seed: ${d.name}'s hours: ${problem}`)
    }
    await db.insert(doctorHours).values(hours)
  }
}
