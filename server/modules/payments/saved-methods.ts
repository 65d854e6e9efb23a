import { and, eq, sql } from 'drizzle-orm'
import type { SavedMethod } from '../../../contracts/saved-methods.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { CustomerRef, OnlineGateway, SavedToken } from './gateway.ts'
import { paymentCustomers, paymentTokenRemovals } from './saved-methods-schema.ts'

// Saved payment methods (issue 26 §8; decision 076): the provider keeps the cards and UPI ids as its customer's
// tokens; the account's page lists them as the provider masks them and removes them there. We store the provider's
// customer id, and the ids of removed tokens so a second removal answers like the first.

export const SAVED_METHOD_GONE = (id: string) =>
  AppError.notFound(`No saved payment method ${id} on your account`, 'no_such_saved_method')
export const NO_GATEWAY = AppError.unavailable('Saved payment methods are not available right now. Please try again later.')

const NETWORKS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'master card': 'Mastercard',
  rupay: 'RuPay',
  amex: 'American Express',
  'american express': 'American Express',
  diners: 'Diners Club',
  'diners club': 'Diners Club',
  maestro: 'Maestro',
  jcb: 'JCB',
}

/** A token as the page shows it: 'Visa ending 1111' and 'Expires 12/29', or the UPI id as the provider masked it. */
export function savedMethodOf(t: SavedToken): SavedMethod {
  if (t.method === 'upi') {
    return {
      id: t.id,
      method: 'upi',
      label: `UPI ${t.vpa ?? ''}`.trim(),
      network: null,
      last4: null,
      expiry: null,
      vpa: t.vpa,
      issuer: null,
    }
  }
  const network = t.network ? (NETWORKS[t.network.toLowerCase()] ?? t.network) : null
  const expiry =
    t.expiryMonth !== null && t.expiryYear !== null
      ? `${String(t.expiryMonth).padStart(2, '0')}/${String(t.expiryYear % 100).padStart(2, '0')}`
      : null
  return {
    id: t.id,
    method: 'card',
    label: `${network ?? 'Card'}${t.last4 ? ` ending ${t.last4}` : ''}`,
    network,
    last4: t.last4,
    expiry,
    vpa: null,
    issuer: t.issuer,
  }
}

export function createSavedMethods(db: Db, deps: { now: () => Date; gateway: OnlineGateway | null }) {
  const { now, gateway } = deps

  async function customerId(userId: number): Promise<string | null> {
    if (!gateway) return null
    const [row] = await db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.gateway, gateway.name)))
    return row?.customerId ?? null
  }

  async function list(userId: number): Promise<SavedMethod[]> {
    const customer = await customerId(userId)
    if (!gateway || !customer) return []
    return (await gateway.savedTokens(customer)).map(savedMethodOf)
  }

  return {
    list,

    /** The provider's customer of the account, made (and kept) on first use: a payment that saves, the dev route. */
    async customerFor(person: CustomerRef): Promise<string> {
      if (!gateway) throw NO_GATEWAY
      const known = await customerId(person.userId)
      if (known) return known
      const made = await gateway.customerFor(person)
      await db
        .insert(paymentCustomers)
        .values({ userId: person.userId, gateway: gateway.name, customerId: made, createdAt: now() })
        .onConflictDoNothing()
      return (await customerId(person.userId)) ?? made
    },

    /**
     * Removes one of the account's saved methods at the provider; again is the same answer (the removal is kept). A
     * token the account never had, or another account's, is a 404: the provider is asked only about this customer's.
     */
    async remove(userId: number, tokenId: string): Promise<SavedMethod[]> {
      const customer = await customerId(userId)
      const tokens = gateway && customer ? await gateway.savedTokens(customer) : []
      if (gateway && customer && tokens.some((t) => t.id === tokenId)) {
        await gateway.deleteToken(customer, tokenId)
        await db.insert(paymentTokenRemovals).values({ userId, tokenId, removedAt: now() }).onConflictDoNothing()
        return tokens.filter((t) => t.id !== tokenId).map(savedMethodOf)
      }
      const [removed] = await db
        .select({ tokenId: paymentTokenRemovals.tokenId })
        .from(paymentTokenRemovals)
        .where(and(eq(paymentTokenRemovals.userId, userId), eq(paymentTokenRemovals.tokenId, tokenId)))
      if (!removed) throw SAVED_METHOD_GONE(tokenId)
      return tokens.map(savedMethodOf)
    },
  }
}
export type SavedMethods = ReturnType<typeof createSavedMethods>

/**
 * An account absorbed in a merge (auth's AccountMergeHook, wired in services.ts; decision 082): its provider customer
 * becomes the survivor's where the survivor has none with that provider, so the cards and UPI ids saved under it are
 * listed for the survivor. Where both have one, the survivor's stands (one customer per account and provider) and
 * the absorbed account's stays under its old id. The removed-token ids move, once each.
 */
export async function mergeSavedMethods(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx
    .update(paymentCustomers)
    .set({ userId: survivorId })
    .where(
      and(
        eq(paymentCustomers.userId, absorbedId),
        sql`not exists (select 1 from ${paymentCustomers} s where s.user_id = ${survivorId} and s.gateway = ${paymentCustomers.gateway})`,
      ),
    )
  await tx
    .delete(paymentTokenRemovals)
    .where(
      and(
        eq(paymentTokenRemovals.userId, absorbedId),
        sql`exists (select 1 from ${paymentTokenRemovals} s where s.user_id = ${survivorId} and s.token_id = ${paymentTokenRemovals.tokenId})`,
      ),
    )
  await tx.update(paymentTokenRemovals).set({ userId: survivorId }).where(eq(paymentTokenRemovals.userId, absorbedId))
}
