import { data, useLoaderData } from 'react-router'
import styles from '~/checkout/checkout.module.css'
import corp from '~/corporate/corporate.module.css'
import { widgetLoader } from '~/corporate/corporate.server'
import type { Route } from './+types/corporate-ekincare'

// spec 2 §2 '/corporate/widget/ekincare: third-party health widget' (issue 25 §7): the partner's widget in a sandboxed
// iframe (scripts and forms only: it runs in an opaque origin, without our cookies or its own) from
// EKINCARE_WIDGET_URL, with a 5-minute signed token for the member; the page's CSP frames that one origin. Unset, the
// page says the widget is not configured.

export async function loader({ request, context }: Route.LoaderArgs) {
  const widget = await widgetLoader(context, request)
  return data(widget, widget.frameOrigin ? { headers: { 'x-csp-frame-src': widget.frameOrigin } } : undefined)
}

export const meta: Route.MetaFunction = () => [{ title: 'Health widget | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function CorporateEkincare() {
  const { src } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Health benefits partner</h1>
      {src ? (
        <iframe
          className={corp.frame}
          src={src}
          title="Partner health widget"
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      ) : (
        <p className={styles.card} role="status">
          The partner health widget is not configured yet. Please check again later or contact your HR team.
        </p>
      )}
    </div>
  )
}
