import { useLoaderData } from 'react-router'
import { ContentPageView } from '~/content-pages/blocks'
import { contentPageLoader } from '~/content-pages/content-page.server'
import { PAGE_FORMS } from '~/content-pages/forms'
import { contentFormAction } from '~/partnerships/forms.server'
import type { Route } from './+types/content-page'

// Issue 27 §1: the pages staff edit without a release (partnerships and its verticals, the trust campaign, the
// survey): the published version of the page at this path, or the 404 page.
export async function loader({ request, context }: Route.LoaderArgs) {
  // formKey: the idempotency key of this view's lead form (decision 084).
  return { ...(await contentPageLoader(request, context)), formKey: crypto.randomUUID() }
}

// The page's forms (the partnership lead, the survey) post here (decision 084).
export function action({ request, context }: Route.ActionArgs) {
  return contentFormAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.page.title} | MedWise` }, { name: 'description', content: loaderData.page.description }]
    : [{ title: 'Page not found | MedWise' }]

export default function ContentPage() {
  const { page } = useLoaderData<typeof loader>()
  return <ContentPageView page={page} forms={PAGE_FORMS} />
}
