import { useState } from 'react'
import styles from './cart.module.css'
import { addSku, cartErrorText } from './cart-store'
import { useHydrated } from './use-hydrated'

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'added' } | { kind: 'error'; text: string }

/** Adds a pharmacy SKU to the visitor's cart (POST /pwa-api/api/v4/carts/skus); the header's count follows. */
export function AddToCartButton({ skuId, name }: { skuId: number; name: string }) {
  const hydrated = useHydrated()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const busy = status.kind === 'busy'

  async function add() {
    setStatus({ kind: 'busy' })
    try {
      await addSku(skuId)
      setStatus({ kind: 'added' })
    } catch (error) {
      setStatus({ kind: 'error', text: cartErrorText(error) })
    }
  }

  return (
    <div className={styles.add}>
      <button
        type="button"
        className={styles.addButton}
        data-sku-id={skuId}
        disabled={!hydrated || busy}
        aria-busy={busy}
        onClick={add}
      >
        {busy ? 'Adding' : 'Add'}
        <span className="visually-hidden"> {name}</span> to cart
      </button>
      <p role="status" className={styles.status}>
        {status.kind === 'added' ? `Added ${name} to your cart` : ''}
      </p>
      {status.kind === 'error' && (
        <p role="alert" className={styles.error}>
          {status.text}
        </p>
      )}
    </div>
  )
}
