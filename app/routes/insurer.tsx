import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { ContentPageView } from '~/content-pages/blocks'
import { PAGE_FORMS } from '~/content-pages/forms'
import { insurerPageAction, insurerPageLoader } from '~/insurer/insurer.server'
import { INSURER_PAGE } from '~/insurer/paths'
import styles from '~/insurer/insurer.module.css'
import { useCsrfToken } from '~/lib/forms'
import type { FormBlock } from '../../contracts/content-pages.ts'
import type { InsurerBenefits } from '../../contracts/insurer.ts'
import { POLICY_NUMBER_EXAMPLE } from '../../core/insurer/policy.ts'
import { formatRupees } from '../../core/money.ts'
import type { Route } from './+types/insurer'

// /tata-aia-shubhhealthplus (issue 27 §4; spec 1 §2.10: spared by the corporate redirect): the insurer's content page
// with, at its form block, the activation (signed in) or a sign-in link (guest), and once active the benefits with
// what is left. A plain form: works without JavaScript.

export function loader({ request, context }: Route.LoaderArgs) {
  return insurerPageLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return insurerPageAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.page.title} | MedWise` }, { name: 'description', content: loaderData.page.description }]
    : [{ title: 'Page not found | MedWise' }]

function Benefits({ b, activated }: { b: InsurerBenefits; activated: boolean }) {
  const x = b.benefits
  return (
    <section className={styles.panel} aria-labelledby="insurer-benefits" id="insurer-benefits-panel">
      <h2 id="insurer-benefits">Your benefits</h2>
      {activated && (
        <p role="status" className={styles.done}>
          Your benefits are active.
        </p>
      )}
      <p>
        {b.plan_name}, policy {b.policy_number}
        {b.sample ? ' (sample terms)' : ''}.
      </p>
      <dl className={styles.benefits}>
        <dt>Medicines</dt>
        <dd>
          {x.medicine_discount_percent}% off, up to {formatRupees(x.medicine_cap_per_order)} an order.{' '}
          <strong data-testid="insurer-medicine-left">{formatRupees(x.medicine_left_this_year)}</strong> left of{' '}
          {formatRupees(x.medicine_cap_per_year)} this year. It applies in your cart by itself.
        </dd>
        <dt>Lab tests</dt>
        <dd>{x.lab_discount_percent}% off tests booked with us.</dd>
        <dt>Doctor consultation</dt>
        <dd>
          {x.consultations_left} of {x.free_consultations} free {x.free_consultations === 1 ? 'consultation' : 'consultations'}{' '}
          left.
        </dd>
      </dl>
      <p>
        <Link to="/cart">Go to your cart</Link>
      </p>
    </section>
  )
}

function Activation({ block }: { block: FormBlock }) {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const heading = block.heading ?? 'Activate your benefits'
  if (d.benefits?.active) return <Benefits b={d.benefits} activated={d.activated} />
  if (!d.signedIn)
    return (
      <section className={styles.panel} aria-labelledby="insurer-activate">
        <h2 id="insurer-activate">{heading}</h2>
        <p>Sign in to MedWise with your mobile number, then activate your benefits with your policy number.</p>
        <Link className="button" to={`${INSURER_PAGE}?login=true`}>
          Sign in to activate
        </Link>
      </section>
    )
  const fieldError = (name: string) => (refused && 'field' in refused && refused.field === name ? refused.message : null)
  const formError = refused && !('field' in refused && refused.field) ? refused.message : null
  const numberError = fieldError('policy_number')
  const birthError = fieldError('date_of_birth')
  return (
    <section className={styles.panel} aria-labelledby="insurer-activate">
      <h2 id="insurer-activate">{heading}</h2>
      {block.text && <p>{block.text}</p>}
      <Form method="post" className={styles.form} aria-labelledby="insurer-activate" noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        {formError && (
          <p role="alert" className={styles.error} id="insurer-error">
            {formError}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="insurer-policy">Policy number</label>
          <input
            id="insurer-policy"
            name="policy_number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            defaultValue={refused && 'policyNumber' in refused ? String(refused.policyNumber) : ''}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? 'insurer-policy-hint insurer-policy-error' : 'insurer-policy-hint'}
          />
          <span id="insurer-policy-hint" className={styles.hint}>
            As on your policy document, like {POLICY_NUMBER_EXAMPLE} (sample format)
          </span>
          {numberError && (
            <span id="insurer-policy-error" className={styles.error}>
              {numberError}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="insurer-birth">Date of birth of the policyholder</label>
          <input
            id="insurer-birth"
            name="date_of_birth"
            type="date"
            autoComplete="bday"
            required
            aria-invalid={birthError ? true : undefined}
            aria-describedby={birthError ? 'insurer-birth-error' : undefined}
          />
          {birthError && (
            <span id="insurer-birth-error" className={styles.error}>
              {birthError}
            </span>
          )}
        </div>
        <button type="submit" disabled={busy}>
          Activate benefits
        </button>
      </Form>
    </section>
  )
}

export default function InsurerPage() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <ContentPageView
      page={page}
      forms={{ ...PAGE_FORMS, insurer_activation: (block) => <Activation key="insurer" block={block} /> }}
    />
  )
}
