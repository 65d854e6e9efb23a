import { useId } from 'react'
import {
  Form,
  data,
  isRouteErrorResponse,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from 'react-router'
import type { Route } from './+types/super-login'
import { requestContext, servicesContext } from '~/context.server'
import { ERROR_BOUNDARY_HEADING, ERROR_BOUNDARY_TEXT, GO_TO_HOME_TEXT } from '../../core/constants.ts'
import { requireStaff } from '~/lib/page-edge.server'
import { ADMIN_ROLES } from '../../core/staff/roles.ts'
import { parseCustomer, SUPER_LOGIN_STAFF } from './super-login.server'
import styles from './super-login.module.css'

const FORBIDDEN_TEXT = 'You do not have access to this page.'

// spec 1 §2.2 / §6: Super Login. A signed-in admin (ROLE_ADMIN or ROLE_CCARE) acts as a customer in their own
// session; the shell then shows the customer and Super Logout (/hkadmin/logout, server/app.ts) ends it.

export const meta: Route.MetaFunction = () => [{ title: 'Super Login | MedWise' }, { name: 'robots', content: 'noindex' }]

export async function loader({ context }: Route.LoaderArgs) {
  const { csrfToken } = context.get(requestContext)
  const acting = requireStaff(context, ADMIN_ROLES, SUPER_LOGIN_STAFF).session.actingAs
  return { csrfToken, actingAs: acting ? (acting.name ?? acting.email ?? acting.phone) : null }
}

export async function action({ request, context }: Route.ActionArgs) {
  // The form's _csrf is checked for every page action by the server (server/http/session.ts pageWriteAllowed).
  const { session: staff } = requireStaff(context, ADMIN_ROLES, SUPER_LOGIN_STAFF)
  const form = await request.formData()
  const entered = typeof form.get('customer') === 'string' ? String(form.get('customer')) : ''
  const lookup = parseCustomer(form.get('customer'))
  if ('error' in lookup) return data({ error: lookup.error, entered }, { status: 400 })
  const result = await context.get(servicesContext).superLogin.start(staff, lookup)
  if (!result.ok) return data({ error: result.message, entered }, { status: result.status })
  return redirect('/')
}

export default function SuperLogin() {
  const { csrfToken, actingAs } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const inputId = useId()
  const errorId = useId()
  const error = answer?.error
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>Super Login</h1>
      {actingAs && <p className={styles.note}>{`You are acting as ${actingAs}. Logging in as another customer replaces it.`}</p>}
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="_csrf" value={csrfToken} />
        <label htmlFor={inputId} className={styles.label}>
          Customer mobile number or email
        </label>
        <input
          id={inputId}
          name="customer"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={answer?.entered ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={busy}>
          Login as customer
        </button>
      </Form>
    </section>
  )
}

/** A signed-in non-admin (or a stale form) sees why, inside the shell (the root boundary has no 403 text). */
export function ErrorBoundary() {
  const error = useRouteError()
  const forbidden = isRouteErrorResponse(error) && error.status === 403
  return (
    <section className={`error-page ${styles.page}`}>
      <title>{forbidden ? 'Access denied | MedWise' : 'Error | MedWise'}</title>
      <h1 className={styles.heading}>{forbidden ? '403 Access denied' : ERROR_BOUNDARY_HEADING}</h1>
      <p>{forbidden && typeof error.data === 'string' ? error.data : forbidden ? FORBIDDEN_TEXT : ERROR_BOUNDARY_TEXT}</p>
      <a className="button" href="/">
        {GO_TO_HOME_TEXT}
      </a>
    </section>
  )
}
