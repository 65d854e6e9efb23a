import { paise } from '../core/money.ts'
import type { Db } from '../server/db/client.ts'
import { carePlans, carePlanSavings, memberships } from '../server/db/schema.ts'

/**
 * Makes an account a Care Plan member for the benches and Lighthouse (issue 23): a term of the cheapest plan running
 * for another 60 days, and `orders` orders of savings rows (three discounted lines, free delivery and cash back each).
 */
export async function makeMember(db: Db, userId: number, orders = 0): Promise<void> {
  const [plan] = await db.select().from(carePlans).orderBy(carePlans.pricePaise).limit(1)
  if (!plan) throw new Error('no care plan seeded')
  const at = new Date()
  const [term] = await db
    .insert(memberships)
    .values({
      userId,
      planId: plan.id,
      planName: plan.name,
      terms: plan.terms,
      state: 'active',
      feePaise: plan.pricePaise,
      orderId: 1_900_000 + userId,
      orderNumber: `MW1${String(userId).padStart(7, '0')}`,
      startsAt: new Date(at.getTime() - 30 * 86_400_000),
      endsAt: new Date(at.getTime() + 60 * 86_400_000),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: memberships.id })
  const rows = []
  for (let i = 0; i < orders; i++) {
    const orderId = 2_000_000 + i
    const base = {
      userId,
      membershipId: term!.id,
      orderId,
      orderNumber: `MW2${String(i).padStart(7, '0')}`,
      at: new Date(at.getTime() - (orders - i) * 3_600_000),
    }
    for (let line = 0; line < 3; line++) {
      const amountPaise = paise(500 + line * 37)
      rows.push({
        ...base,
        orderLineId: orderId * 10 + line,
        label: `Medicine ${line + 1}`,
        benefit: 'member_discount',
        amountPaise,
      })
    }
    rows.push({ ...base, orderLineId: null, label: 'Delivery fee', benefit: 'free_delivery', amountPaise: paise(4_900) })
    rows.push({ ...base, orderLineId: null, label: 'MedWise Cash back', benefit: 'cashback', amountPaise: paise(700) })
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(carePlanSavings).values(rows.slice(i, i + 500))
}
