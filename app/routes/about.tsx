import { useLoaderData } from 'react-router'
import { InfoPage, infoMeta } from '~/content/info-page'
import { operatorOf } from '~/content/operator.server'
import { ABOUT } from '~/content/pages/about'
import type { Route } from './+types/about'

// A written page (issue 12 §4 'No dead ends'): app/content/pages/about.ts holds the text.
export function loader({ context }: Route.LoaderArgs) {
  return { operator: operatorOf(context) }
}

export const meta: Route.MetaFunction = () => infoMeta(ABOUT)

export default function About() {
  const { operator } = useLoaderData<typeof loader>()
  return <InfoPage content={ABOUT} operator={operator} />
}
