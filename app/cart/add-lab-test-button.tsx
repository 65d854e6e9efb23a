import { useState } from 'react'
import styles from './cart.module.css'
import { addLabTest, cartErrorText, useCart } from './cart-store'
import { useHydrated } from './use-hydrated'

/** Adds a lab test to the labs cart (PUT /pwa-api/api/v4/carts/replace?types=labs with the current tests plus this one). */
export function AddLabTestButton({ testId, name }: { testId: number; name: string }) {
  const hydrated = useHydrated()
  const inCart = useCart().labs?.items.some((i) => i.id === testId) ?? false
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function add() {
    setBusy(true)
    setError(null)
    try {
      await addLabTest(testId)
    } catch (e) {
      // spec 2 §4: a failed replace shows the default error (here beside the button rather than a snack bar).
      setError(cartErrorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.add}>
      <button
        type="button"
        className={styles.addButton}
        data-test-id={testId}
        disabled={!hydrated || busy || inCart}
        aria-busy={busy}
        onClick={add}
      >
        {inCart ? 'Added' : busy ? 'Adding…' : 'Add'}
        <span className="visually-hidden"> {name} to cart</span>
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
