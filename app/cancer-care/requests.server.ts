import type { RouterContextProvider } from 'react-router'
import { signInThen } from '../../core/auth/params.ts'
import { SecondOpinionParamsSchema } from '../../contracts/cancer-care.ts'
import { notFound, orNotFound, requireCustomer } from '../lib/page-edge.server.ts'
import { CANCER_CARE_HOME, MY_REQUESTS_PATH, requestPath } from './paths.ts'

// 'My requests' (/cancer-care/requests) and one request (/cancer-care/requests/{id}, also the confirmation after
// sending: ?sent=1), server side: the account's own only; another account's request is the 404 page.

export async function myRequestsLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, userId } = requireCustomer(context, request, { signIn: signInThen(CANCER_CARE_HOME, MY_REQUESTS_PATH) })
  return { requests: await services.cancerCare.mine(userId) }
}

export async function myRequestLoader(request: Request, context: Readonly<RouterContextProvider>, params: { id?: string }) {
  const parsed = SecondOpinionParamsSchema.safeParse(params)
  if (!parsed.success) notFound()
  const { services, userId } = requireCustomer(context, request, {
    signIn: signInThen(CANCER_CARE_HOME, requestPath(parsed.data.id)),
  })
  const one = await orNotFound(() => services.cancerCare.one(userId, parsed.data.id))
  return { request: one, sent: new URL(request.url).searchParams.get('sent') === '1' }
}
