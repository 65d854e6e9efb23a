import { Link, useLoaderData } from 'react-router'
import { processingData } from '~/done-in-one/done-in-one.server'
import { DIO_PATHS, DIO_TEXTS, LABS_QUICK_ORDER_PATH } from '../../core/done-in-one/texts.ts'
import styles from '~/done-in-one/done-in-one.module.css'
import { useOrderEvents } from '~/orders/use-order-events'
import type { DioRequestView } from '../../contracts/done-in-one.ts'
import type { Route } from './+types/done-in-one-order-processing'

// spec 2 §2 '/done-in-one/rx-order-processing: prescription order processing' (issue 10 §1): the progress of one
// request (?request=…, else the account's newest): submitted, the pharmacist checking, the cart ready or the request
// rejected with its reason, then ordered; and how many of the account's requests are in progress. Rendered on the
// server, so a reload is right without JavaScript; with it, the page follows the request's live events (the order
// pages' server-sent events: a request's event names it by its reference). Another account's request is a 404.

export const meta: Route.MetaFunction = () => [{ title: 'Prescription order | MedWise' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  return processingData(request, context)
}

type StepState = 'done' | 'current' | 'failed' | 'todo'
interface Step {
  label: string
  detail?: string
  state: StepState
}

function stepsOf(r: DioRequestView): Step[] {
  const at = r.submitted_at
    ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
        new Date(r.submitted_at),
      )
    : undefined
  const checked = r.status !== 'waiting'
  const steps: Step[] = [
    { label: 'Prescription submitted', detail: at, state: 'done' },
    {
      label: r.kind === 'labs' ? 'Our team is reading your prescription' : 'Pharmacist checking your prescription',
      state: r.status === 'waiting' ? 'current' : 'done',
    },
  ]
  if (r.status === 'rejected' || r.status === 'cancelled') {
    steps.push({
      label: r.status === 'rejected' ? 'Rejected' : 'Cancelled',
      detail: r.reject_text ?? (r.status === 'cancelled' ? 'A newer cart replaced this one.' : undefined),
      state: 'failed',
    })
    return steps
  }
  if (r.kind === 'labs') {
    steps.push({ label: 'A lab executive will call you', detail: DIO_TEXTS.labsCall, state: checked ? 'done' : 'todo' })
    return steps
  }
  steps.push({
    label: 'Cart ready',
    detail: checked ? 'Review the cart and pay to place your order.' : undefined,
    state: r.status === 'cart_ready' ? 'current' : checked ? 'done' : 'todo',
  })
  steps.push({
    label: 'Ordered',
    detail: r.order_number ? `Order ${r.order_number}` : undefined,
    state: r.status === 'ordered' ? 'done' : 'todo',
  })
  return steps
}

const STATE_CLASS: Record<StepState, string | undefined> = {
  done: styles.done,
  current: styles.current,
  failed: styles.failed,
  todo: undefined,
}
const STATE_TEXT: Record<StepState, string> = { done: 'done', current: 'in progress', failed: 'stopped', todo: 'to come' }

export default function DioOrderProcessingPage() {
  const { request: r, inProgress } = useLoaderData<typeof loader>()
  useOrderEvents((order) => order === r.reference)
  const steps = stepsOf(r)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{r.kind === 'labs' ? 'Lab test request' : 'Prescription order'}</h1>
      <p className={styles.intro}>Request {r.reference}</p>

      <section className={styles.card} aria-labelledby="dio-progress">
        <h2 id="dio-progress" className={styles.heading}>
          Order progress
        </h2>
        {/* Announced when the page changes it (a live event): polite, the customer may be reading. */}
        <ol className={styles.steps} aria-live="polite">
          {steps.map((s) => (
            <li key={s.label} className={[styles.step, STATE_CLASS[s.state]].filter(Boolean).join(' ')}>
              <span>
                {s.label}
                <span className="visually-hidden"> ({STATE_TEXT[s.state]})</span>
                {s.detail && (
                  <>
                    <br />
                    <span className={styles.choiceHint}>{s.detail}</span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
        <div className={`${styles.actions} ${styles.stepActions}`}>
          {r.status === 'cart_ready' && (
            <Link to={DIO_PATHS.cart} className="button">
              Review your cart
            </Link>
          )}
          {r.status === 'ordered' && r.order_number && (
            <Link to={`/order/${r.order_number}`} className="button">
              View order {r.order_number}
            </Link>
          )}
          {r.status === 'rejected' && (
            <Link to={r.kind === 'labs' ? LABS_QUICK_ORDER_PATH : DIO_PATHS.attach} className="button">
              Upload a new prescription
            </Link>
          )}
        </div>
      </section>

      <p className={styles.count}>
        {inProgress === 0
          ? 'No prescription orders in progress'
          : `${inProgress} prescription ${inProgress === 1 ? 'order' : 'orders'} in progress`}
      </p>
    </div>
  )
}
