// A service used by one built before it in server/services.ts: the cycle between two modules (orders ⇄ payments,
// orders ⇄ the pharmacist's queue, orders ⇄ lab bookings, coupons → orders) is named where it is made, instead of
// hiding in a closure over a constant declared further down. Using it before it is set is a start-up bug, said loudly.

export interface Late<T> {
  set(value: T): T
  readonly get: () => T
}

export function late<T>(name: string): Late<T> {
  let value: T | undefined
  return {
    set(v) {
      value = v
      return v
    },
    get() {
      if (value === undefined) throw new Error(`services.ts: ${name} was used before it was built`)
      return value
    },
  }
}
