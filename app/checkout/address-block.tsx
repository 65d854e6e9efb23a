import styles from './checkout.module.css'

export interface AddressLike {
  recipientName: string
  phone: string
  address: string
  landmark: string | null
  city: string
  state: string
  pincode: string
  addressName: string
}

/** An address as the checkout pages and the order page show it (Indian order: lines, city, state, pincode). */
export function AddressBlock({ a }: { a: AddressLike }) {
  return (
    <address className={styles.muted}>
      <strong>
        {a.recipientName} · {a.addressName}
      </strong>
      <br />
      {a.address}
      {a.landmark && <>, near {a.landmark}</>}
      <br />
      {a.city}, {a.state} {a.pincode}
      <br />
      +91 {a.phone}
    </address>
  )
}
