import { Link, redirect, useActionData, useLoaderData } from 'react-router'
import { RxBadge } from '~/catalog/price'
import { checkoutCartType } from '~/checkout/checkout.server'
import { useCheckoutPath } from '~/checkout/use-checkout-path'
import { requireCustomer } from '~/lib/page-edge.server'
import { cityOfCookies } from '../../core/places/city.ts'
import { DEFAULT_CITY, DEFAULT_ERROR_TEXT, NO_ANSWER } from '../../core/constants.ts'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { parseCookieHeader } from '../../core/cookies.ts'
import { PrescriptionCarousel } from '~/prescriptions/prescription-carousel'
import {
  AFTER_PRESCRIPTION_PATH,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_SIGN_IN_PATH,
  PRESCRIPTION_TEXTS,
  uploadProblems,
} from '../../core/prescriptions/limits.ts'
import { prescriptionAction } from '~/prescriptions/prescription-action.server'
import { AttachCards } from '~/prescriptions/attach-cards'
import type { PrescriptionActionData } from '../../contracts/prescriptions'
import styles from './cart-prescription.module.css'
import type { Route } from './+types/cart-prescription'

// spec 2 §2 '/cart/prescription: prescription page' (issue 9 §4): the step between the cart and the address when the
// cart holds prescription-only medicines (schedule H, H1, G: products.rx_required). Upload the prescription's photos or
// PDF for a named patient, or tick ones saved before; at least one goes with the order before 'Continue'. A guest signs
// in first; a cart without such medicines goes straight on to the address. Also /pharmacy-buy-now/cart/prescription
// (issue 9 §10): the buy-now cart, from the URL, its links kept under the prefix.

export const meta: Route.MetaFunction = () => [{ title: 'Upload prescription | MedWise' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartType = checkoutCartType(request)
  const { owner, services } = requireCustomer(context, request, { signIn: checkoutPath(cartType, PRESCRIPTION_SIGN_IN_PATH) })
  const city = cityOfCookies(parseCookieHeader(request.headers.get('cookie')), DEFAULT_CITY)
  const reading = await services.cartDetails.read(owner, { city, checkStock: true, cartType })
  if (reading.details.total_quantity === 0) throw redirect(checkoutPath(cartType, '/cart'))
  // The lines that will be ordered (deliverable in the city), as the cart page's Proceed decides.
  const rxLines = reading.orderable.filter((l) => l.rxRequired).map((l) => ({ sku_id: l.skuId, name: l.name, pack: l.pack }))
  if (rxLines.length === 0) throw redirect(checkoutPath(cartType, AFTER_PRESCRIPTION_PATH))
  const [saved, attached] = await Promise.all([
    services.prescriptions.list(owner.userId),
    services.prescriptions.attached(owner, cartType),
  ])
  // A prescription the pharmacist turned down is not offered again (one already attached stays, to be taken off).
  return { rxLines, saved: saved.filter((p) => p.status !== 'rejected' || attached.includes(p.id)), attached }
}

export async function action({ request, context }: Route.ActionArgs) {
  return prescriptionAction(request, context)
}

/**
 * With JavaScript: files the server would refuse for their count or size are said at once, before megabytes travel;
 * a request that got no answer (offline, a 5xx) shows the default text beside its form instead of the error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<PrescriptionActionData> {
  const form = await request.clone().formData()
  const intent = form.get('intent') === 'upload' ? 'upload' : null
  if (intent === 'upload') {
    const files = form
      .getAll(PRESCRIPTION_FILE_FIELD)
      .filter((f): f is File => typeof f !== 'string' && !(f.size === 0 && f.name === ''))
    const problems = uploadProblems(files)
    if (problems.length) {
      const patientName = form.get('patient_name')
      return {
        ok: false,
        code: 'invalid_input',
        intent,
        message: problems[0]!,
        fields: { prescription: problems },
        patientName: typeof patientName === 'string' ? patientName : '',
      }
    }
  }
  try {
    return (await serverAction()) as PrescriptionActionData
  } catch {
    return { ok: false, code: NO_ANSWER, intent, message: DEFAULT_ERROR_TEXT, fields: {} }
  }
}

export default function CartPrescriptionPage() {
  const { rxLines, saved, attached } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as PrescriptionActionData | undefined
  const checkout = useCheckoutPath()
  const attachedPrescriptions = saved.filter((p) => attached.includes(p.id))
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Upload prescription</h1>

      <section className={styles.card} aria-labelledby="rx-lines-heading">
        <h2 id="rx-lines-heading" className={styles.heading}>
          Medicines that need a prescription
        </h2>
        <ul className={styles.rxLines}>
          {rxLines.map((l) => (
            <li key={l.sku_id}>
              <span className={styles.rxName}>{l.name}</span> <RxBadge />
              <span className={styles.pack}>{l.pack}</span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>Our pharmacist checks the prescription before your order is packed.</p>
      </section>

      <AttachCards saved={saved} attached={attached} answer={answer} />

      <section className={styles.card} aria-labelledby="attached-heading">
        <h2 id="attached-heading" className={styles.heading}>
          Attached to this order
        </h2>
        <PrescriptionCarousel
          prescriptions={attachedPrescriptions}
          label="Attached to this order"
          empty="No prescription is attached to this order yet."
        />
      </section>

      <div className={styles.continue}>
        {attached.length > 0 ? (
          <Link to={checkout.to(AFTER_PRESCRIPTION_PATH)} className="button">
            Continue
          </Link>
        ) : (
          <p className={styles.blocker} role="note">
            {PRESCRIPTION_TEXTS.needOne}
          </p>
        )}
      </div>

      <aside className={styles.upsell} aria-label="Lab tests">
        <p>
          Need a health check-up too? <Link to="/labs">Book lab tests with home sample collection</Link>
        </p>
      </aside>
    </div>
  )
}
