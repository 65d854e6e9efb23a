import { Form, useLoaderData } from 'react-router'
import { registersLoader } from '~/staff/registers.server'
import styles from '~/staff/pharmacist.module.css'
import type { Route } from './+types/staff-registers'

// /staff/registers (issue 10 §5): the prescription register (Rule 65) and the Schedule H1 register as CSV files for
// an inspector, for the days chosen (India's dates, both included). Each download is audited.

export function loader({ request, context }: Route.LoaderArgs) {
  return registersLoader(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Registers | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function Registers() {
  const r = useLoaderData<typeof loader>()
  return (
    <section className={styles.page} aria-labelledby="registers-title">
      <h1 id="registers-title" className={styles.title}>
        Registers
      </h1>
      <p>
        Every dispensing of a prescription medicine (Rule 65: memo number, prescriber, patient, medicine, batch, expiry,
        pharmacist) and the separate Schedule H1 register, kept three years. The registers are append-only: a correction is a new
        line.
      </p>
      <Form method="get" className={styles.row} aria-label="Days to export">
        <div className={styles.form}>
          <label htmlFor="reg-from">From</label>
          <input id="reg-from" name="from" type="date" defaultValue={r.from} required />
        </div>
        <div className={styles.form}>
          <label htmlFor="reg-to">To</label>
          <input id="reg-to" name="to" type="date" defaultValue={r.to} required />
        </div>
        <button type="submit">Choose these days</button>
      </Form>
      {r.problem && (
        <p role="alert" className={styles.error}>
          {r.problem}
        </p>
      )}
      {r.query && (
        <ul>
          <li>
            <a href={`/staff/registers/rx.csv${r.query}`} download>
              Prescription register (Rule 65), {r.from} to {r.to} (CSV)
            </a>
          </li>
          <li>
            <a href={`/staff/registers/h1.csv${r.query}`} download>
              Schedule H1 register, {r.from} to {r.to} (CSV)
            </a>
          </li>
        </ul>
      )}
    </section>
  )
}
