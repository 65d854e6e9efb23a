import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { AddressRow } from './rules.ts'
import { addresses } from './schema.ts'

/**
 * The address a sale goes to: the one chosen at the address step (the account's own only), else the account's
 * default (the address page's own rule); null when there is none.
 */
export async function addressForSale(tx: Db, userId: number, addressId: number | null): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), addressId === null ? eq(addresses.isDefault, true) : eq(addresses.id, addressId)))
    .limit(1)
  return row ?? null
}
