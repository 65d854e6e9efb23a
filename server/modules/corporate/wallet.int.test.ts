import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paise, sumPaise } from '../../../core/money.ts'
import { createApiFixture, type ApiFixture } from '../../../tests/integration/app-fixture.ts'
import type { Db } from '../../db/client.ts'
import { corporateEmployees, corporates, corporateWalletEntries } from '../../db/schema.ts'
import { DEMO_POLICY } from '../../db/seed/corporate.ts'

// issue 25 §4: the OPD wallet never goes below zero, whatever runs at once; a retried movement is written once; the
// ledger's balance-after agrees with the balance.

let f: ApiFixture
let db: Db
let corporateId: number
let employeeId: number
beforeAll(async () => {
  f = await createApiFixture({ now: () => new Date('2026-11-29T10:00:00+05:30') })
  db = f.database.db
  const [acme] = await db.select().from(corporates).where(eq(corporates.slug, 'acme'))
  corporateId = acme!.id
  const [sunita] = await db.select().from(corporateEmployees).where(eq(corporateEmployees.employeeCode, 'ACM-1002'))
  employeeId = sunita!.id
})
afterAll(() => f?.close())

const move = (reference: string, amount: number) => ({
  corporateId,
  employeeId,
  benefit: 'labs' as const,
  amount: paise(amount),
  kind: 'payment' as const,
  reference,
  note: 'test',
})

describe('the OPD wallet', () => {
  test('ten debits of ₹1,000 at once against ₹5,000: five pass, five are refused, the balance is ₹0', async () => {
    const wallet = f.services.corporateWallet
    expect((await wallet.balances(employeeId)).labs).toBe(DEMO_POLICY.labs)
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => db.transaction((tx) => wallet.debit(tx, move(`order:race-${i}`, 100_000)))),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(5)
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'corporate_wallet_short', status: 400 })
    expect((await wallet.balances(employeeId)).labs).toBe(0)
    const entries = await db.select().from(corporateWalletEntries).where(eq(corporateWalletEntries.employeeId, employeeId))
    const labs = entries.filter((e) => e.benefit === 'labs')
    expect(sumPaise(labs.map((e) => e.amountPaise))).toBe(0)
    expect(Math.min(...labs.map((e) => e.balanceAfterPaise))).toBe(0)
  })

  test('a retried credit is written once; the history pages newest first', async () => {
    const wallet = f.services.corporateWallet
    const refund = { ...move('order:race-0', 100_000), kind: 'refund' as const }
    expect(await db.transaction((tx) => wallet.credit(tx, refund))).toBe(true)
    expect(await db.transaction((tx) => wallet.credit(tx, refund))).toBe(false)
    expect((await wallet.balances(employeeId)).labs).toBe(100_000)
    const first = await wallet.history(employeeId, { limit: 3 })
    expect(first.map((e) => e.kind)[0]).toBe('refund')
    const next = await wallet.history(employeeId, { limit: 3, before: first.at(-1)!.id })
    expect(next.every((e) => e.id < first.at(-1)!.id)).toBe(true)
  })

  test('a debit of nothing or less is refused', async () => {
    await expect(db.transaction((tx) => f.services.corporateWallet.debit(tx, move('x', 0)))).rejects.toMatchObject({
      status: 400,
    })
  })
})
