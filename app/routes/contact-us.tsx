import { useLoaderData } from 'react-router'
import { InfoPage, infoMeta } from '~/content/info-page'
import { operatorOf } from '~/content/operator.server'
import { CONTACT } from '~/content/pages/contact'
import type { Route } from './+types/contact-us'

// A written page (issue 12 §4 'No dead ends'): app/content/pages/contact.ts holds the text.
export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorOf(context) }
}

export const meta: Route.MetaFunction = () => infoMeta(CONTACT)

export default function ContactUs() {
  const { operator } = useLoaderData<typeof loader>()
  return <InfoPage content={CONTACT} operator={operator} />
}
