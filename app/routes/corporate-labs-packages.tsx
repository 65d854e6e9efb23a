import { Form, Link, useLoaderData } from 'react-router'
import { formatRupees } from '../../core/money.ts'
import { loadPackagesStep } from '~/corporate-labs/labs.server'
import { CORPORATE_LABS_PATHS } from '~/corporate-labs/paths'
import { Steps } from '~/corporate-labs/steps'
import styles from '~/labs-booking/labs-booking.module.css'
import own from '~/corporate-labs/corporate-labs.module.css'
import type { Route } from './+types/corporate-labs-packages'

// spec 2 §2 '/corporate/labs/packages' (issue 25 §5, decision 068): this year's health-check package, ₹0 to the
// covered, and optional add-on tests at corporate prices (20 % off MRP, never above the lab's price) for each person.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPackagesStep(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Health check: tests | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function CorporateLabsPackages() {
  const d = useLoaderData<typeof loader>()
  const p = d.packages
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your {d.corporate} health check</h1>
      <Steps current="packages" />
      {p.problem || !p.package ? (
        <div role="alert" className={styles.alert}>
          <p>{p.problem}</p>
        </div>
      ) : (
        <Form method="get" action={CORPORATE_LABS_PATHS.review}>
          {d.choices.members.map((m) => (
            <input key={m} type="hidden" name="m" value={m} />
          ))}
          <section className={styles.section} aria-labelledby="package-heading">
            <h2 id="package-heading" className={styles.heading}>
              {p.package.name}
            </h2>
            <p>
              <span className={own.free}>₹0 for you</span>{' '}
              <s aria-label={`MRP ${formatRupees(p.package.mrp)}`}>{formatRupees(p.package.mrp)}</s> — paid by {d.corporate}. Home
              collection by {p.lab?.name} in {p.lab?.city}.
            </p>
            {p.package.fasting && <p className={styles.note}>Fasting of 10–12 hours is needed: morning slots only.</p>}
            <p className={styles.muted}>Includes {p.package.includes.join(', ')}.</p>
          </section>
          {d.members.map((m) => (
            <fieldset key={m.key} className={styles.section}>
              <legend className={styles.heading}>Add-on tests for {m.name} (optional)</legend>
              {p.add_ons.length === 0 && <p className={styles.muted}>No add-on tests at this lab.</p>}
              {p.add_ons.map((t) => {
                const id = `add-${m.key}-${t.test_id}`
                return (
                  <div key={t.test_id} className={own.member}>
                    <input
                      type="checkbox"
                      id={id}
                      name="a"
                      value={`${m.key}:${t.test_id}`}
                      defaultChecked={d.choices.addOns.some((a) => a.key === m.key && a.testId === t.test_id)}
                    />
                    <label htmlFor={id} className={own.memberText}>
                      <span>{t.name}</span>
                      <span className={own.status}>
                        {formatRupees(t.price)} <s aria-label={`MRP ${formatRupees(t.mrp)}`}>{formatRupees(t.mrp)}</s>
                      </span>
                    </label>
                  </div>
                )
              })}
            </fieldset>
          ))}
          <button type="submit" className={styles.continue}>
            Continue
          </button>
        </Form>
      )}
      <p>
        <Link to={`${CORPORATE_LABS_PATHS.patient}?${d.choices.members.map((m) => `m=${encodeURIComponent(m)}`).join('&')}`}>
          Change who it is for
        </Link>
      </p>
    </div>
  )
}
