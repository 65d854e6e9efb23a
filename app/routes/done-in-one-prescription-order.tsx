import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { customerOf } from '~/lib/page-edge.server'
import { PrescriptionCarousel } from '~/prescriptions/prescription-carousel'
import { attachPathOf, dioKindOf, dioPrescriptionTarget, dioSignInPath, submitDioRequest } from '~/done-in-one/done-in-one.server'
import { DIO_PATHS, DIO_TEXTS } from '../../core/done-in-one/texts.ts'
import styles from '~/done-in-one/done-in-one.module.css'
import { DEFAULT_ERROR_TEXT, NO_ANSWER } from '../../core/constants.ts'
import { PRESCRIPTION_FILE_FIELD, uploadProblems } from '../../core/prescriptions/limits.ts'
import { prescriptionAction } from '~/prescriptions/prescription-action.server'
import { AttachCards } from '~/prescriptions/attach-cards'
import type { PrescriptionActionData } from '../../contracts/prescriptions.ts'
import type { Route } from './+types/done-in-one-prescription-order'

// spec 2 §2 '/done-in-one/prescription-order: attach prescription' (issue 10 §1): the first step of an order with a
// prescription alone. Upload the prescription (the storage and file rules of /cart/prescription: the same forms and
// action) or tick saved ones; they go with the account's draft request, then Continue leads to the address. Also
// '/labs/order-with-prescription' ('Book Test From Prescription', spec 1 §2.3): the same page for lab tests, whose
// Submit sends the request at once (a lab executive calls; no address is asked). A guest is asked to sign in first.

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.kind === 'labs' ? 'Book Test From Prescription' : 'Order with prescription'} | MedWise` },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = dioKindOf(request)
  const account = customerOf(context)
  if (!account) return { kind, guest: true as const, signIn: dioSignInPath(attachPathOf(kind)) }
  const { services } = account
  const [saved, draft] = await Promise.all([
    services.prescriptions.list(account.userId),
    services.doneInOne.draft(account.userId, kind),
  ])
  const attached = draft.prescriptionIds
  return {
    kind,
    guest: false as const,
    requestId: draft.id,
    // A prescription the pharmacist turned down is not offered again (one already attached stays, to be taken off).
    saved: saved.filter((p) => p.status !== 'rejected' || attached.includes(p.id)),
    attached,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const kind = dioKindOf(request)
  // A multipart body is an upload; a small form may be the labs Submit (peeked at on a copy).
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/')
  if (!multipart && kind === 'labs' && (await request.clone().formData()).get('intent') === 'submit') {
    const answer = await submitDioRequest(request, context, 'labs')
    if (answer instanceof Response) return answer
    return { ...answer.data, intent: null, fields: {} } satisfies PrescriptionActionData
  }
  return prescriptionAction(request, context, dioPrescriptionTarget(context, kind))
}

/** As the prescription step: files the server would refuse are said at once; no answer shows the default text. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<PrescriptionActionData> {
  const form = await request.clone().formData()
  if (form.get('intent') === 'upload') {
    const files = form
      .getAll(PRESCRIPTION_FILE_FIELD)
      .filter((f): f is File => typeof f !== 'string' && !(f.size === 0 && f.name === ''))
    const problems = uploadProblems(files)
    if (problems.length) {
      const patientName = form.get('patient_name')
      return {
        ok: false,
        code: 'invalid_input',
        intent: 'upload',
        message: problems[0]!,
        fields: { prescription: problems },
        patientName: typeof patientName === 'string' ? patientName : '',
      }
    }
  }
  try {
    return (await serverAction()) as PrescriptionActionData
  } catch (error) {
    // The labs Submit goes on to the processing page.
    if (error instanceof Response) throw error
    return { ok: false, code: NO_ANSWER, intent: null, message: DEFAULT_ERROR_TEXT, fields: {} }
  }
}

export default function DioPrescriptionOrderPage() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as PrescriptionActionData | undefined
  const labs = data.kind === 'labs'
  const title = labs ? 'Book Test From Prescription' : 'Order with prescription'

  if (data.guest) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{DIO_TEXTS.loginRequired}: your prescriptions are kept with your account.</p>
        <p>
          <Link to={data.signIn} className="button">
            Log in to continue
          </Link>
        </p>
      </div>
    )
  }

  const { saved, attached, requestId } = data
  const attachedPrescriptions = saved.filter((p) => attached.includes(p.id))
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>
        {labs
          ? 'Upload your prescription and a lab executive will call you to book the tests on it.'
          : 'Upload your prescription: our pharmacist reads it and prepares your cart. You review the cart before you pay.'}
      </p>

      <AttachCards saved={saved} attached={attached} answer={answer} />

      <p className={styles.footnote}>
        Only you and our registered pharmacists see your prescription. It must show the doctor’s name and registration number, the
        patient’s name and the date.
      </p>

      <section className={styles.card} aria-labelledby="dio-attached-heading">
        <h2 id="dio-attached-heading" className={styles.heading}>
          Attached prescriptions
        </h2>
        <PrescriptionCarousel
          prescriptions={attachedPrescriptions}
          label="Attached prescriptions"
          empty="No prescription is attached yet."
          large
        />
      </section>

      <div className={styles.actions}>
        {attached.length === 0 ? (
          <p className={styles.blocker} role="note">
            {DIO_TEXTS.needPrescription}
          </p>
        ) : labs ? (
          <LabsSubmit requestId={requestId!} answer={answer} />
        ) : (
          <Link to={DIO_PATHS.address} className="button">
            Continue
          </Link>
        )}
      </div>
    </div>
  )
}

function LabsSubmit({ requestId, answer }: { requestId: number; answer: PrescriptionActionData | undefined }) {
  const csrf = useCsrfToken()
  const refused = answer && !answer.ok && answer.intent === null ? answer.message : null
  return (
    <Form method="post" className={styles.actions}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="request_id" value={requestId} />
      <button type="submit">Submit</button>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
    </Form>
  )
}
