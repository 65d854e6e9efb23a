import { Link, useLoaderData } from 'react-router'
import styles from '~/cancer-care/cancer-care.module.css'
import { MY_REQUESTS_PATH, SECOND_OPINION_PATH } from '~/cancer-care/paths'
import { loadCancerCareHome } from '~/cancer-care/home.server'
import { ONCOLOGY_DOCTORS_PATH, SECOND_OPINION_HOURS, SECOND_OPINION_PRICE } from '../../core/cancer-care/vocabulary.ts'
import { formatPaise } from '../../core/money.ts'
import type { Route } from './+types/cancer-care-home'

// spec 1 §2.2 'CANCER CARE' (issue 24 §8): what we offer people living with cancer: oncologists through the same
// booking as every consultation, a written second opinion, cancer medicines beside their generic alternatives from the
// catalog, and a care coordinator who follows each request. A page of words and links: no script needed.

export async function loader({ context }: Route.LoaderArgs) {
  return loadCancerCareHome(context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Cancer care: oncologists, second opinion and cancer medicines | MedWise' },
  {
    name: 'description',
    content:
      'Consult an oncologist online, ask for a written second opinion on a cancer diagnosis, and save on cancer medicines with their generic alternatives.',
  },
]

export default function CancerCareHome() {
  const { medicines } = useLoaderData<typeof loader>()
  const price = SECOND_OPINION_PRICE === 0 ? 'Free' : formatPaise(SECOND_OPINION_PRICE)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Cancer care</h1>
      <p className={styles.lead}>
        For people living with cancer and those who care for them: specialists, a second look at the diagnosis, medicines at fair
        prices and one person who follows it all with you.
      </p>
      <ul className={styles.offers} aria-label="What we offer">
        <li className={styles.card}>
          <h2>Consult an oncologist</h2>
          <p>Registered oncologists by video, audio or chat, booked and paid like every MedWise consultation.</p>
          <Link className={styles.cta} to={ONCOLOGY_DOCTORS_PATH}>
            See oncologists
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Second opinion</h2>
          <p>
            Send the pathology and imaging reports; an oncologist writes an opinion on the diagnosis and the treatment plan,
            usually within {SECOND_OPINION_HOURS} hours. {price}.
          </p>
          <Link className={styles.cta} to={SECOND_OPINION_PATH}>
            Ask for a second opinion
          </Link>
          <p className={styles.muted}>
            Already asked? <Link to={MY_REQUESTS_PATH}>My requests</Link>
          </p>
        </li>
        <li className={styles.card}>
          <h2>Cancer medicines for less</h2>
          <p>
            The same salts at the same strengths from other makers often cost far less. Ask your oncologist before you switch.
          </p>
          <a className={styles.cta} href="#medicines">
            See the savings
          </a>
        </li>
        <li className={styles.card}>
          <h2>A care coordinator</h2>
          <p>
            Every second-opinion request has a coordinator who calls you, collects what is missing and tells you when the opinion
            is ready.
          </p>
          <Link to="/contactus">Contact us</Link>
        </li>
      </ul>

      <section id="medicines" aria-labelledby="medicines-title" className={styles.section}>
        <h2 id="medicines-title" className={styles.heading}>
          Cancer medicines and their generic alternatives
        </h2>
        {medicines.length === 0 ? (
          <p className={styles.muted}>
            Browse <Link to="/drugs-therapeutic-classes">medicines by therapeutic class</Link>.
          </p>
        ) : (
          <ul className={styles.medicines}>
            {medicines.map((m) => (
              <li key={m.salt.name} className={styles.card}>
                <h3>
                  <Link to={m.salt.url}>{m.salt.name}</Link>
                </h3>
                <p>
                  <Link to={m.brand.url}>{m.brand.name}</Link> ({m.brand.manufacturer}, {m.brand.pack}):{' '}
                  {formatPaise(m.brand.pricePaise)}
                </p>
                <p>
                  Generic alternative: <Link to={m.generic.url}>{m.generic.name}</Link> ({m.generic.manufacturer}):{' '}
                  {formatPaise(m.generic.pricePaise)}
                </p>
                <p className={styles.saving}>
                  Save {formatPaise(m.saving.paise)} ({m.saving.percent}%)
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>Prices today; a prescription is needed for these medicines.</p>
      </section>
    </div>
  )
}
