import { useEffect } from 'react'
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from 'react-router'
import { EXPORT_OFFER_DAYS, EXPORT_TEXTS, sizeLabel, whenInIndia } from '../../core/data-rights/export-rules.ts'
import { dataExportAction, dataExportLoader } from '~/data-rights/export.server'
import { useCsrfToken } from '~/lib/forms'
import page from './cart-prescription.module.css'
import rx from '~/prescriptions/prescriptions.module.css'
import type { Route } from './+types/data-rights-download'

// /data-rights/download (issue 26 §6, decision 080): 'download my data', from the profile's 'Your data' and the privacy
// policy. The latest archive's state (preparing, ready until a date, expired), the download while it is ready, and the
// form that asks for a new one. While one is preparing, the page looks again every few seconds (without JavaScript, a
// link does).

export async function loader({ request, context }: Route.LoaderArgs) {
  return dataExportLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return dataExportAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Download your data | MedWise' }, { name: 'robots', content: 'noindex' }]

const POLL_MS = 4000

export default function DataDownload() {
  const { view, idempotencyKey } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state !== 'idle'
  const revalidator = useRevalidator()
  const current = view.current
  const preparing = current?.status === 'preparing'

  useEffect(() => {
    if (!preparing) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [preparing, revalidator])

  return (
    <div className={page.page}>
      <h1 className={page.title}>{EXPORT_TEXTS.title}</h1>
      <section className={page.card} aria-labelledby="export-what-heading">
        <h2 id="export-what-heading" className={page.heading}>
          What you get
        </h2>
        <p className={page.note}>{EXPORT_TEXTS.intro}</p>
        <p className={page.note}>
          We keep each file for {EXPORT_OFFER_DAYS} days, then delete it. Only you can download it, signed in to this account.
        </p>
      </section>
      <section className={page.card} aria-labelledby="export-state-heading">
        <h2 id="export-state-heading" className={page.heading}>
          Your file
        </h2>
        <div role="status" aria-live="polite">
          {!current ? (
            <p className={page.note}>You have not asked for your data yet.</p>
          ) : current.status === 'preparing' ? (
            <p className={page.note} data-state="preparing">
              <strong>Preparing.</strong> {EXPORT_TEXTS.preparing}
            </p>
          ) : current.status === 'ready' && current.expires_at ? (
            <p className={page.note} data-state="ready">
              <strong>Ready.</strong> {EXPORT_TEXTS.ready(new Date(current.expires_at))}
            </p>
          ) : current.status === 'failed' ? (
            <p className={page.note} data-state="failed">
              {EXPORT_TEXTS.failed}
            </p>
          ) : (
            <p className={page.note} data-state="expired">
              <strong>Expired.</strong> {EXPORT_TEXTS.expired}
            </p>
          )}
        </div>
        {current?.status === 'ready' && current.download_path ? (
          <p>
            <a href={current.download_path} download={current.file_name ?? undefined} className={`button ${rx.primary}`}>
              {EXPORT_TEXTS.download}
            </a>{' '}
            {current.size_bytes !== null ? <span className={page.note}>({sizeLabel(current.size_bytes)})</span> : null}
          </p>
        ) : null}
        {preparing ? (
          <p className={page.note}>
            <Link to=".">Check again</Link>
          </p>
        ) : null}
        {refused && !refused.ok ? (
          <p role="alert" className={page.note}>
            {refused.message}
          </p>
        ) : null}
        {view.can_request ? (
          <Form method="post">
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            <button type="submit" className={`button ${rx.primary}`} disabled={busy}>
              {EXPORT_TEXTS.ask}
            </button>
          </Form>
        ) : view.next_request_at ? (
          <p className={page.note}>{EXPORT_TEXTS.cooldown(new Date(view.next_request_at))}</p>
        ) : null}
        {current?.requested_at ? <p className={page.note}>Asked for on {whenInIndia(new Date(current.requested_at))}.</p> : null}
      </section>
      <p className={page.note}>
        <Link to="/profile#your-data">Back to your profile</Link> · <Link to="/PrivacyPolicy">Privacy policy</Link>
      </p>
    </div>
  )
}
