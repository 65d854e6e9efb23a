import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { insurerDeskAction, insurerDeskLoader } from '~/staff/insurer.server'
import styles from '~/staff/pharmacist.module.css'
import { POLICY_NUMBER_EXAMPLE } from '../../core/insurer/policy.ts'
import type { Route } from './+types/staff-insurer'

// /staff/insurer (issue 27 §4; decision 087): the insurer's member list, uploaded as CSV by ROLE_ADMIN.

export function loader({ context }: Route.LoaderArgs) {
  return insurerDeskLoader(context)
}

export function action({ request, context }: Route.ActionArgs) {
  return insurerDeskAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Insurer member list | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function StaffInsurer() {
  const d = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  return (
    <section className={styles.page} aria-labelledby="insurer-desk">
      <h1 id="insurer-desk" className={styles.title}>
        Insurer member list
      </h1>
      <p>
        Tata AIA Shubh Health Plus policyholders who may activate their benefits. A CSV file whose first line names the columns{' '}
        {d.columns.join(', ')} (policy_number and date_of_birth required). Policy numbers are two letters and ten digits, like{' '}
        {POLICY_NUMBER_EXAMPLE} (our sample format until the partner sends theirs); dates are YYYY-MM-DD or DD/MM/YYYY. Rows are
        added or updated by policy number; no one is removed (give an ended policy its cover_until). If any row is wrong, nothing
        is imported.
      </p>
      <Form method="post" encType="multipart/form-data" className={styles.form} aria-label="Upload the member list">
        <input type="hidden" name="_csrf" value={csrf} />
        <label htmlFor="insurer-members">Member list (CSV)</label>
        <input
          id="insurer-members"
          name="members"
          type="file"
          accept=".csv,text/csv"
          required
          aria-describedby={result && !result.ok ? 'insurer-upload-error' : undefined}
        />
        <button type="submit" disabled={busy}>
          Upload
        </button>
      </Form>
      {result?.ok && (
        <p role="status">
          Imported {result.rows} {result.rows === 1 ? 'policyholder' : 'policyholders'}: {result.added} new, {result.updated}{' '}
          updated.
        </p>
      )}
      {result && !result.ok && (
        <div role="alert" id="insurer-upload-error">
          <p className={styles.error}>{result.message}</p>
          {result.problems.length > 0 && (
            <table>
              <caption>
                Rows to fix{result.problemCount > result.problems.length ? ` (the first ${result.problems.length})` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {result.problems.map((p) => (
                  <tr key={p.line}>
                    <td>{p.line}</td>
                    <td>{p.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      <h2>Latest uploads</h2>
      {d.uploads.length === 0 ? (
        <p>No list uploaded yet.</p>
      ) : (
        <ul>
          {d.uploads.map((u) => (
            <li key={u.id}>
              {u.at} · {u.fileName ?? 'members.csv'} · {u.rows} rows
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
