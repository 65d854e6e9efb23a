import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/consultations/prescription.module.css'
import { PrescriptionSheet } from '~/consultations/prescription-sheet'
import { prescriptionPageAction, prescriptionPageLoader } from '~/consultations/prescription-page.server'
import type { Route } from './+types/consultation-prescription'

// /online-doctor-consultation/prescription/{id} (issue 24 §6): the patient's e-prescription, its PDF, and ordering
// from it (app/consultations/prescription-page.server.ts).

export function loader({ request, context, params }: Route.LoaderArgs) {
  return prescriptionPageLoader(request, context, params.id)
}

export function action({ request, context, params }: Route.ActionArgs) {
  return prescriptionPageAction(request, context, params.id)
}

export const meta: Route.MetaFunction = () => [{ title: 'Your prescription | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function ConsultationPrescription() {
  const { rx } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  if (!rx) {
    return (
      <section className={styles.page} aria-labelledby="my-rx">
        <h1 id="my-rx" className={styles.title}>
          Your prescription
        </h1>
        <p>Sign in with the account that booked the consultation to see its prescription.</p>
      </section>
    )
  }
  return (
    <section className={styles.page} aria-labelledby="my-rx">
      <h1 id="my-rx" className={styles.title}>
        Your prescription
      </h1>
      {refused && !refused.ok && (
        <p role="alert" className={styles.error}>
          {refused.message}
        </p>
      )}
      <PrescriptionSheet rx={rx} />
      <div className={styles.row}>
        <a className={styles.action} href={rx.pdf_url} download>
          Download PDF
        </a>
        {rx.medicines.length > 0 && (
          <Form method="post">
            <input type="hidden" name="_csrf" value={csrf} />
            <button type="submit" name="intent" value="order" className={styles.primary} disabled={busy}>
              Order medicines
            </button>
          </Form>
        )}
        {rx.tests.length > 0 && (
          <Form method="post">
            <input type="hidden" name="_csrf" value={csrf} />
            <button type="submit" name="intent" value="tests" className={styles.action} disabled={busy}>
              Book tests
            </button>
          </Form>
        )}
      </div>
      {rx.medicines.length > 0 && (
        <p className={styles.muted}>
          Your cart gets the prescribed medicines with this prescription attached: no upload needed. You may lower a quantity, not
          raise it.
        </p>
      )}
    </section>
  )
}
