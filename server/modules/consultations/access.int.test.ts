import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import { seedConsultation } from '../../../tests/integration/consultation-fixture.ts'
import { users } from '../../db/schema.ts'
import { consultationFor } from './access.ts'

// Issue 24, 'Bad input and failure': a consultation is its booker's and its doctor's; for anyone else it is not there.

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

async function account(phone: string): Promise<number> {
  const [u] = await f.database.db.insert(users).values({ name: 'Asha Verma', phone, phoneVerified: true }).returning()
  return u!.id
}

describe('consultationFor', () => {
  it('shows a consultation to its booker and its doctor, and to no one else', async () => {
    const booker = await account('9877000101')
    const stranger = await account('9877000102')
    const db = f.database.db
    const seeded = await seedConsultation(db, { userId: booker, startsAt: new Date('2026-12-01T05:30:00Z') })
    const other = await seedConsultation(db, { userId: booker, startsAt: new Date('2026-12-01T05:45:00Z'), doctor: 1 })
    expect((await consultationFor(db, seeded.id, booker))?.side).toBe('patient')
    expect((await consultationFor(db, seeded.id, seeded.doctorUserId))?.side).toBe('doctor')
    expect(await consultationFor(db, seeded.id, other.doctorUserId)).toBeNull()
    expect(await consultationFor(db, seeded.id, stranger)).toBeNull()
    expect(await consultationFor(db, seeded.id + 1000, booker)).toBeNull()
    expect(await consultationFor(db, -1, booker)).toBeNull()
  })
})
