import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/staff/pharmacist.module.css'
import { operatorAction, operatorLoader } from '~/corporate-admin/operator.server'
import { adminPath } from '~/corporate-admin/paths'
import type { Route } from './+types/staff-corporates'

// /staff/corporates (issue 25 §1): the operator creates corporates and names their HR admins (ROLE_ADMIN only;
// audited). An HR admin runs /corporate/{slug}/admin.

export function loader({ request, context }: Route.LoaderArgs) {
  return operatorLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return operatorAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Corporates | MedWise' }, { name: 'robots', content: 'noindex' }]

type Refused = { ok: false; message: string; field?: string; intent?: string | null; slug?: string | null }

export default function StaffCorporates() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>() as Refused | undefined
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const createError = refused?.intent === 'create' ? refused : undefined
  return (
    <section className={styles.page} aria-labelledby="corporates-title">
      <h1 id="corporates-title" className={styles.title}>
        Corporates
      </h1>
      {d.done && (
        <p role="status" className={styles.notice}>
          {d.done}
        </p>
      )}
      <Form method="post" className={`${styles.form} ${styles.box}`} aria-label="Create a corporate">
        <h2>Create a corporate</h2>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="create" />
        <label htmlFor="co-name">Name</label>
        <input id="co-name" name="name" required maxLength={100} />
        <label htmlFor="co-slug">URL slug (lower-case letters, digits, hyphens)</label>
        <input id="co-slug" name="slug" required maxLength={40} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
        <label htmlFor="co-logo">Logo URL (https://, optional)</label>
        <input id="co-logo" name="logo_url" type="url" />
        {createError && (
          <p role="alert" className={styles.error}>
            {createError.message}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Create
        </button>
      </Form>
      {d.corporates.map((c) => (
        <div key={c.id} className={styles.box}>
          <h2>
            {c.name} <span className={styles.muted}>({c.slug})</span>
          </h2>
          <p>
            HR console: <a href={adminPath(c.slug)}>{adminPath(c.slug)}</a>
          </p>
          {c.admins.length === 0 ? (
            <p>No HR admin yet.</p>
          ) : (
            <ul className={styles.lines} aria-label={`HR admins of ${c.name}`}>
              {c.admins.map((a) => (
                <li key={a.userId}>
                  <Form method="post" className={styles.inline} aria-label={`Remove ${a.name ?? a.email ?? a.phone}`}>
                    {a.name ?? 'Account'} · {[a.phone && `+91 ${a.phone}`, a.email].filter(Boolean).join(' · ')}{' '}
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="intent" value="remove_admin" />
                    <input type="hidden" name="slug" value={c.slug} />
                    <input type="hidden" name="user_id" value={a.userId} />
                    <button type="submit" disabled={busy}>
                      Remove
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className={styles.form} aria-label={`Add an HR admin to ${c.name}`}>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value="add_admin" />
            <input type="hidden" name="slug" value={c.slug} />
            <label htmlFor={`co-admin-${c.id}`}>Add an HR admin: an account’s phone or e-mail</label>
            <input id={`co-admin-${c.id}`} name="account" required />
            {refused?.intent === 'add_admin' && refused.slug === c.slug && (
              <p role="alert" className={styles.error}>
                {refused.message}
              </p>
            )}
            <button type="submit" disabled={busy}>
              Add HR admin
            </button>
          </Form>
        </div>
      ))}
    </section>
  )
}
