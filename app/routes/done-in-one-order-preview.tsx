import { useId } from 'react'
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { AddressBlock } from '~/checkout/address-block'
import { PrescriptionCarousel } from '~/prescriptions/prescription-carousel'
import { dioSignInPath, submitDioRequest } from '~/done-in-one/done-in-one.server'
import { requireCustomer, type Refusal } from '~/lib/page-edge.server'
import { DIO_MODE_LABELS, DIO_MODES, DIO_PATHS, DIO_TEXTS } from '../../core/done-in-one/texts.ts'
import styles from '~/done-in-one/done-in-one.module.css'
import { DEFAULT_ERROR_TEXT } from '../../core/constants.ts'
import type { Route } from './+types/done-in-one-order-preview'

// spec 2 §2 '/done-in-one/rx-order-preview: order preview' (issue 10 §1): where the order goes, what to order (all the
// prescription names, or a call to confirm), the permission to substitute an equivalent brand, the prescription's
// pages, and Submit. Submit puts the request in the pharmacist's queue in one transaction; sending the form again
// (a double click, the back button) answers the same request. A plain form: it works without JavaScript.

/** A refusal shown beside Submit (the server's, or the default text when no answer came). */
type ActionData = Pick<Refusal, 'ok' | 'message'>

const MODE_HINTS = {
  all: 'Our pharmacist prepares a cart of every medicine on the prescription, in the quantities written.',
  call: 'Our pharmacist calls you before preparing the cart.',
} as const

export const meta: Route.MetaFunction = () => [{ title: 'Order preview | MedWise' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { userId, services } = requireCustomer(context, request, { signIn: dioSignInPath(DIO_PATHS.preview) })
  const draft = await services.doneInOne.draft(userId, 'pharmacy')
  if (draft.id === null || draft.prescriptionIds.length === 0) throw redirect(DIO_PATHS.attach)
  const address = await services.doneInOne.previewAddress(userId)
  if (!address) throw redirect(DIO_PATHS.address)
  const saved = await services.prescriptions.list(userId)
  return {
    requestId: draft.id,
    address: {
      recipientName: address.recipientName,
      phone: address.phone,
      address: address.address,
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
      addressName: address.addressName,
    },
    prescriptions: saved.filter((p) => draft.prescriptionIds.includes(p.id)),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitDioRequest(request, context, 'pharmacy')
}

export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ActionData> {
  try {
    return (await serverAction()) as ActionData
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, message: DEFAULT_ERROR_TEXT }
  }
}

export default function DioOrderPreviewPage() {
  const { requestId, address, prescriptions } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as ActionData | undefined
  const csrf = useCsrfToken()
  const sending = useNavigation().state === 'submitting'
  const ids = { address: useId(), what: useId(), toggle: useId(), toggleHint: useId() }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order preview</h1>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="request_id" value={requestId} />

        <section className={styles.card} aria-labelledby={ids.address}>
          <h2 id={ids.address} className={styles.heading}>
            Deliver to
          </h2>
          <AddressBlock a={address} />
          <p className={styles.note}>
            <Link to={DIO_PATHS.address}>
              Change<span className="visually-hidden"> the delivery address</span>
            </Link>
          </p>
        </section>

        <section className={styles.card} aria-labelledby={ids.what}>
          <fieldset className={styles.fieldset}>
            <legend id={ids.what} className={styles.legend}>
              What should we order?
            </legend>
            {DIO_MODES.map((mode) => (
              <label key={mode} className={styles.choice}>
                <input type="radio" name="mode" value={mode} defaultChecked={mode === 'all'} />
                <span className={styles.choiceText}>
                  <span>{DIO_MODE_LABELS[mode]}</span>
                  <span className={styles.choiceHint}>{MODE_HINTS[mode]}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </section>

        <section className={styles.card} aria-label="Substitution">
          <label className={styles.toggle} htmlFor={ids.toggle}>
            <input
              id={ids.toggle}
              type="checkbox"
              role="switch"
              name="allow_substitutes"
              value="on"
              aria-describedby={ids.toggleHint}
            />
            <span>Allow an equivalent brand</span>
          </label>
          <p id={ids.toggleHint} className={styles.note}>
            When a medicine is out of stock, our pharmacist may use another brand with the same salts and strengths.
          </p>
        </section>

        <section className={styles.card} aria-labelledby="dio-preview-pages">
          <h2 id="dio-preview-pages" className={styles.heading}>
            Your prescription
          </h2>
          <PrescriptionCarousel
            prescriptions={prescriptions}
            label="Prescription pages"
            empty="No prescription is attached yet."
            large
          />
          <p className={styles.note}>
            <Link to={DIO_PATHS.attach}>
              Change<span className="visually-hidden"> the prescriptions</span>
            </Link>
          </p>
        </section>

        <div className={styles.actions}>
          <button type="submit" disabled={sending}>
            Submit
          </button>
          {answer && !answer.ok && (
            <p role="alert" className={styles.error}>
              {answer.message}
            </p>
          )}
        </div>
      </Form>
      <p className={styles.footnote}>
        Nothing is charged now. Our pharmacist checks the prescription and prepares your cart; you review it and pay.{' '}
        {DIO_TEXTS.cartOnlyPrescribed}
      </p>
    </div>
  )
}
