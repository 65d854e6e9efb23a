// spec 1 §3: the customer-hash cookie is copied to local storage while signed in, and removed from it otherwise.
export const CUSTOMER_HASH_KEY = 'tata_customer_hash'

export function syncCustomerHash(
  loggedIn: boolean,
  cookieValue: string | undefined,
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
): void {
  if (loggedIn && cookieValue) storage.setItem(CUSTOMER_HASH_KEY, cookieValue)
  else storage.removeItem(CUSTOMER_HASH_KEY)
}
