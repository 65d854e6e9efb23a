import { Link, useLoaderData } from 'react-router'
import { BillSummary } from '~/cart/widgets/bill-summary'
import { AddressBlock } from '~/checkout/address-block'
import styles from '~/checkout/checkout.module.css'
import { loadLabSummary } from '~/labs-booking/checkout.server'
import labStyles from '~/labs-booking/lab-checkout.module.css'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/labs-summary-page'

// spec 2 §2 'Cart summary: /labs/cart/summary-page, /cp_labs/cart/summary-page' (issue 11 §5): what will be booked,
// read again now: the lab, the home-collection slot, the tests per patient, where the samples are collected and the
// bill (tests, collection fee, amount to pay). What stands in the way of booking (a partial cart, a patient or slot
// not chosen, a slot gone by, an address the lab does not collect at) is said with a link to where to fix it.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLabSummary(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Booking summary | MedWise Labs' },
  { name: 'robots', content: 'noindex' },
]

export default function LabsSummaryPage() {
  const d = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Booking summary</h1>
      {d.blocker && (
        <p role="alert" className={styles.error}>
          {d.blocker.message} <Link to={d.blocker.link.to}>{d.blocker.link.label}</Link>
        </p>
      )}
      <section className={styles.card} aria-labelledby="summary-visit">
        <h2 id="summary-visit" className={styles.cardHeading}>
          Home sample collection
        </h2>
        {d.lab && <p>{d.lab.name}</p>}
        <p className={styles.eta}>{d.slotLabel ?? 'No slot chosen yet'}</p>
        <Link to={d.paths.patients}>Change patients or slot</Link>
      </section>
      <section className={styles.card} aria-labelledby="summary-address">
        <h2 id="summary-address" className={styles.cardHeading}>
          Collect samples at
        </h2>
        {d.address ? <AddressBlock a={d.address} /> : <p className={styles.muted}>No address chosen yet</p>}
        <Link to={d.paths.address}>{d.address ? 'Change address' : 'Choose an address'}</Link>
      </section>
      <section className={styles.card} aria-labelledby="summary-tests">
        <h2 id="summary-tests" className={styles.cardHeading}>
          Tests per patient
        </h2>
        {d.patients.length === 0 && <p className={styles.muted}>No patients chosen yet</p>}
        {d.patients.map((p) => (
          <div key={p.id}>
            <h3 className={labStyles.patient}>{p.name}</h3>
            <ul className={styles.lines}>
              {p.tests.map((t) => (
                <li key={t.id}>
                  <span className={styles.lineName}>{t.name}</span>
                  <span>{formatRupees(t.price)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link to={d.paths.cart}>Edit tests</Link>
      </section>
      {d.bill && <BillSummary widget={d.bill} />}
      <div className={styles.actions}>
        {!d.blocker && (
          <Link to={d.paths.payment} className="button">
            Proceed to pay
          </Link>
        )}
      </div>
    </div>
  )
}
