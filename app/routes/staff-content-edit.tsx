import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { DraftFields, fieldId, type FieldErrors } from '~/content-pages/editor'
import type { DraftForm } from '~/content-pages/editor-form'
import { staffContentEditAction, staffContentEditLoader } from '~/content-pages/staff-content.server'
import styles from '~/content-pages/editor.module.css'
import { dateTimeInIndia, STATE_LABELS } from '~/content-pages/labels'
import type { Route } from './+types/staff-content-edit'

// /staff/content/edit/{page address} (issue 27 §1, decision 083): the draft of a content page as one plain form
// (no JavaScript needed: the moves post the form and come back with the unsaved draft), its publication and its
// versions with rollback. ROLE_ADMIN only.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return staffContentEditLoader(request, context, params['*'])
}

export function action({ request, context, params }: Route.ActionArgs) {
  return staffContentEditAction(request, context, params['*'])
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.form.title ?? 'page'} | MedWise` },
  { name: 'robots', content: 'noindex' },
]

type Answer = {
  ok: boolean
  unsaved?: DraftForm
  message?: string
  errors?: FieldErrors
  intent?: string
  basedOn?: string
}

export default function StaffContentEdit() {
  const d = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as Answer | undefined
  const csrf = useCsrfToken()
  const draft = answer?.unsaved ?? d.form
  const errors = answer?.errors ?? {}
  const problems = Object.entries(errors)
  // A new draft (after a move or a refusal) replaces the fields: their defaultValue is read once.
  const formKey = JSON.stringify(draft)
  return (
    <section className={styles.page} aria-labelledby="edit-title">
      <p>
        <Link to="/staff/content">All content pages</Link>
      </p>
      <h1 id="edit-title" className={styles.title}>
        Edit /{d.slug}
      </h1>
      <p>
        {STATE_LABELS[d.state]}
        {d.version ? ` · live version ${d.version}` : ''}
        {d.savedAt ? ` · draft saved ${dateTimeInIndia(d.savedAt)} by ${d.savedBy}` : ''}
      </p>
      <p className={styles.actions}>
        <Link to={`/staff/content/preview/${d.slug}`}>Preview the draft</Link>
        <Link to={`/${d.slug}`}>See the live page</Link>
      </p>
      {d.done && !answer ? (
        <p role="status" className={styles.notice}>
          {d.done}
        </p>
      ) : null}
      {answer?.ok && answer.unsaved ? (
        <p role="status" className={styles.warning}>
          Unsaved changes: save the draft to keep them.
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <div role="alert" className={styles.errors}>
          <p className={styles.error}>
            {answer.intent === 'save' ? 'The draft was not saved. ' : ''}
            {problems.length ? `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}:` : answer.message}
          </p>
          {problems.length ? (
            <ul>
              {problems.map(([field, message]) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>
                    {field}: {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Form method="post" className={styles.form} aria-label="Draft" key={formKey}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="based_on" value={answer?.basedOn ?? d.savedAt ?? ''} />
        {/* First in the form: Enter in a field saves, rather than pressing a block's move. */}
        <button type="submit" name="intent" value="save">
          Save draft
        </button>
        <DraftFields draft={draft} errors={errors} />
        <button type="submit" name="intent" value="save">
          Save draft
        </button>
      </Form>

      <Form method="post" className={styles.form} aria-label="Publish">
        <h2>Publish</h2>
        <p className={styles.muted}>Publishing makes the saved draft the live page (unsaved changes are not published).</p>
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit" name="intent" value="publish">
          Publish the saved draft
        </button>
      </Form>

      <section aria-labelledby="versions-title">
        <h2 id="versions-title">Versions</h2>
        {d.versions.length === 0 ? (
          <p>Not published yet: the page shows its sample content.</p>
        ) : (
          <ul className={styles.versions}>
            {d.versions.map((v, i) => (
              <li key={v.version}>
                <span>
                  <strong>Version {v.version}</strong> · {v.title} · {dateTimeInIndia(v.publishedAt)} by {v.publishedBy}
                  {v.copiedFrom ? ` · a copy of version ${v.copiedFrom}` : ''}
                  {i === 0 ? ' · live' : ''}
                </span>
                {i > 0 ? (
                  <Form method="post" aria-label={`Roll back to version ${v.version}`}>
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="version" value={v.version} />
                    <button type="submit" name="intent" value="rollback">
                      Roll back to version {v.version}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
