import { useRouteLoaderData } from 'react-router'

/** Structured data as `<script type="application/ld+json">` carrying the response's CSP nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const root = useRouteLoaderData('root') as { cspNonce?: string } | undefined
  // '<' escaped so a name can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" nonce={root?.cspNonce} dangerouslySetInnerHTML={{ __html: json }} />
}
