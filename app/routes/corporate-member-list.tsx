import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import page from './cart-prescription.module.css'
import rx from '~/prescriptions/prescriptions.module.css'
import corp from '~/corporate/corporate.module.css'
import { addDependantAction, memberListLoader } from '~/corporate/corporate.server'
import { useCsrfToken } from '~/lib/forms'
import { FamilyMemberFields } from '~/patients/family-member-fields'
import { corporateDashboardPath, DEPENDANT_RELATIONS, RELATION_LABELS } from '../../core/corporate/vocabulary.ts'
import { HEALTH_CHECK_LABELS } from '../../core/corporate/member-rules.ts'
import type { Route } from './+types/corporate-member-list'

// spec 2 §2 '/corporate/member-list: member list (reuses the attach-prescription screen)' (issue 25 §3): the employee
// and their covered family on the prescription step's layout (its page, cards and form fields), and 'Add a family
// member' where this year's policy and the employee's coverage allow (else the reason). Works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return memberListLoader(context, request)
}

export async function action({ request, context }: Route.ActionArgs) {
  return addDependantAction(context, request)
}

export const meta: Route.MetaFunction = () => [{ title: 'Family members | MedWise' }, { name: 'robots', content: 'noindex' }]

const age = (birth: string | null) => {
  if (!birth) return null
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number]
  const now = new Date()
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0)
}

export default function CorporateMemberList() {
  const me = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const refused = result && !result.ok ? result : null
  return (
    <div className={page.page}>
      <h1 className={page.title}>Family members</h1>
      <p className={page.note}>
        <Link to={corporateDashboardPath(me.corporate.slug)}>Back to {me.corporate.name} benefits</Link>
      </p>
      <section className={page.card} aria-labelledby="members">
        <h2 id="members" className={page.heading}>
          Covered by {me.corporate.name}
        </h2>
        <ul className={corp.list}>
          {me.members.map((m) => (
            <li key={m.dependant_id ?? 'self'} data-testid="corporate-member">
              <span>
                <strong>{m.name}</strong>{' '}
                <span className={rx.meta}>
                  {m.relation === 'self' ? 'You' : RELATION_LABELS[m.relation]}
                  {age(m.birth_date) !== null && `, ${age(m.birth_date)} years`}
                </span>
              </span>
              <span className={rx.meta}>Health check: {HEALTH_CHECK_LABELS[m.health_check]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={page.card} aria-labelledby="add">
        <h2 id="add" className={page.heading}>
          Add a family member
        </h2>
        {me.add_dependant_refusal ? (
          <p className={page.note}>{me.add_dependant_refusal}</p>
        ) : (
          <Form method="post" className={corp.form} noValidate aria-busy={busy || undefined}>
            <input type="hidden" name="_csrf" value={csrf} />
            <FamilyMemberFields
              idPrefix="dependant"
              born="birth_date"
              relations={DEPENDANT_RELATIONS}
              relationLabels={RELATION_LABELS}
              relationLabel="Relation"
              defaults={{ relation: 'child', gender: 'female' }}
              classes={{ field: rx.field, label: rx.label, input: rx.textInput, select: corp.select }}
            />
            <div className={rx.status} role="status">
              {result?.ok && `${result.added} is now covered and can be booked for.`}
            </div>
            {refused && (
              <p className={rx.error} role="alert">
                {refused.message}
              </p>
            )}
            <button type="submit" className={`button ${rx.primary}`} disabled={busy}>
              Add member
            </button>
          </Form>
        )}
      </section>
    </div>
  )
}
