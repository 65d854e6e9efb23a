import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { AddTestDialog, CartEnvelope, LabsReplaceResult } from '../../contracts/cart'
import { CartForm, fetcherError, useCartFetcher } from '~/cart/cart-form'
import { api } from '~/lib/api'
import { ApiError } from '~/lib/api-client'
import { DEFAULT_ERROR_TEXT } from '../../core/constants.ts'
import { Dialog } from '~/shell/dialog'
import { showSnackBar } from '~/shell/snack-bar'
import styles from './labs-cart.module.css'

// spec 2 §3 'Add-test error dialog' (issue 11 §3): the cart's lab does not offer the test just added. Confirm moves
// the cart to the lab that does every test (PUT api/v4/carts/replace?types=labs, spec 2 §7; a failure shows the snack
// bar, spec 2 §8); cancel keeps the cart's lab and books this test at the cheapest lab offering it (a partial cart).
// With JavaScript a modal over the page; without, the labs cart page shows the same choice as forms.

/** spec 2 §7: the labs replace's path as the API client names it. */
export const LABS_REPLACE_PATH = 'api/v4/carts/replace?types=labs'

type ReplaceAnswer = CartEnvelope<LabsReplaceResult>

function ChoiceBody({ dialog, onDone }: { dialog: AddTestDialog; onDone?: () => void }) {
  const keep = useCartFetcher(`labs-keep-${dialog.test_id}`)
  const move = useCartFetcher(`labs-move-${dialog.test_id}`)
  const revalidator = useRevalidator()
  const [moving, setMoving] = useState(false)
  const error = fetcherError(keep) ?? fetcherError(move)
  const onDoneRef = useRef(onDone)
  onDoneRef.current = onDone

  // The modal closes once the partial add is through (its notice goes to the snack bar).
  const kept = keep.state === 'idle' && keep.data?.ok === true ? keep.data : null
  useEffect(() => {
    if (!kept) return
    showSnackBar(kept.notice)
    onDoneRef.current?.()
  }, [kept])

  // The modal's confirm is the spec's call: the replace through the API client; on success the labs cart is read
  // again (the header, the page) and the dialog closes; on failure the snack bar says why and the dialog stays.
  const confirm = async (switchTo: NonNullable<AddTestDialog['switch_to']>) => {
    setMoving(true)
    try {
      const answer = await api().put<ReplaceAnswer>(LABS_REPLACE_PATH, {
        sku_ids: switchTo.test_ids.map((test_id) => ({ test_id })),
      })
      await revalidator.revalidate()
      showSnackBar(`Your tests are now at ${answer.data.lab_name ?? switchTo.lab_name}`)
      onDoneRef.current?.()
    } catch (err) {
      showSnackBar(err instanceof ApiError && err.kind === 'http' && err.message ? err.message : DEFAULT_ERROR_TEXT)
    } finally {
      setMoving(false)
    }
  }

  const busy = moving || keep.state !== 'idle' || move.state !== 'idle'
  const switchTo = dialog.switch_to
  return (
    <div className={styles.choice}>
      <img src={dialog.icon} alt="" width="40" height="40" className={styles.choiceIcon} />
      <p className={styles.choiceText}>{dialog.description}</p>
      <div className={styles.choiceActions}>
        {dialog.confirm_cta &&
          switchTo &&
          (onDone ? (
            <button type="button" className="button" disabled={busy} aria-busy={moving} onClick={() => void confirm(switchTo)}>
              {dialog.confirm_cta.text}
            </button>
          ) : (
            <CartForm fetcher={move} intent="replace-labs" fields={{ test_ids: switchTo.test_ids.join(',') }}>
              <button type="submit" className="button" disabled={busy} aria-busy={move.state !== 'idle'}>
                {dialog.confirm_cta.text}
              </button>
            </CartForm>
          ))}
        <CartForm fetcher={keep} intent="keep-lab-test" fields={{ test_id: dialog.test_id }}>
          <button
            type="submit"
            className={dialog.confirm_cta ? styles.secondary : 'button'}
            disabled={busy}
            aria-busy={keep.state !== 'idle'}
          >
            {dialog.cancel_cta.text}
          </button>
        </CartForm>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The add-test dialog as a modal (focus kept inside, Escape and × close it without a change, focus goes back). */
export function AddTestDialogModal({ dialog, onClose }: { dialog: AddTestDialog | null; onClose: () => void }) {
  return (
    <Dialog open={dialog !== null} title={dialog?.header ?? ''} onClose={onClose}>
      {dialog && <ChoiceBody dialog={dialog} onDone={onClose} />}
    </Dialog>
  )
}

/** The same choice on the labs cart page (a form sent without JavaScript lands here: /labs/cart?choose=<test>). */
export function AddTestChoiceSection({ dialog }: { dialog: AddTestDialog }) {
  return (
    <section className={`${styles.choiceSection} ${styles.wide}`} aria-labelledby="add-test-choice">
      <h2 id="add-test-choice" className={styles.choiceHeading}>
        {dialog.header}
      </h2>
      <ChoiceBody dialog={dialog} />
    </section>
  )
}
