import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.ts'
import type { AddressRow } from '../addresses/index.ts'
import { orderEvents, type AddressSnapshot } from './schema.ts'

// An order's number and the address it keeps: the same for every line of sale (orders/checkout.ts).

/** What people quote: MW and 8 digits from the order's id. */
export const orderNumber = (id: number) => `MW${String(10_000_000 + id)}`
/** Whether a string can be an order number: anything else names no order (and never reaches SQL). */
export const isOrderNumber = (s: string) => /^MW\d{8}$/.test(s)

/** The next order's id and number, taken first so the number is written with the row (any placement: pharmacy, labs). */
export async function nextOrderId(tx: Db): Promise<{ id: number; number: string }> {
  const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )
  return { id, number: orderNumber(id) }
}

/** The address as the order keeps it: what it was when placed, whatever the address book says later. */
export function addressSnapshot(address: AddressRow, point: { lat: number | null; lng: number | null }): AddressSnapshot {
  return {
    recipientName: address.recipientName,
    phone: address.phone,
    address: address.address,
    landmark: address.landmark,
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    country: address.country,
    addressType: address.addressType,
    addressName: address.addressName,
    latitude: point.lat,
    longitude: point.lng,
  }
}

/** A line of an order's timeline: a move, or a change that keeps its status (a lab collection rescheduled). */
export async function recordOrderEvent(
  tx: Db,
  e: { orderId: number; fromStatus: string | null; toStatus: string; actor: string; note: string | null; at: Date },
): Promise<void> {
  await tx.insert(orderEvents).values(e)
}
