import { useLoaderData } from 'react-router'
import { InfoPage, infoMeta } from '~/content/info-page'
import { operatorOf } from '~/content/operator.server'
import { PRIVACY } from '~/content/pages/privacy'
import type { Route } from './+types/privacy-policy'

// A written page (issue 12 §4 'No dead ends'): app/content/pages/privacy.ts holds the text.
export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorOf(context) }
}

export const meta: Route.MetaFunction = () => infoMeta(PRIVACY)

export default function PrivacyPolicy() {
  const { operator } = useLoaderData<typeof loader>()
  return <InfoPage content={PRIVACY} operator={operator} />
}
