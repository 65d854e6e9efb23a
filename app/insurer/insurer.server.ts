import { redirect, type RouterContextProvider } from 'react-router'
import { ActivateInsurerSchema } from '../../contracts/insurer.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { contentPageLoader } from '../content-pages/content-page.server.ts'
import { customerOf, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { INSURER_PAGE } from './paths.ts'

// /tata-aia-shubhhealthplus (issue 27 §4; decision 087): the content page, and for a signed-in account its insurer
// benefits: the activation form, or once active what is left. The form works without JavaScript (a plain POST here).

export { INSURER_PAGE }

export async function insurerPageLoader(request: Request, context: Readonly<RouterContextProvider>) {
  // The page's own address, whatever the request's path (a client navigation asks for '/tata-aia-shubhhealthplus.data').
  const { page } = await contentPageLoader(new Request(new URL(INSURER_PAGE, request.url)), context)
  const customer = customerOf(context)
  const benefits = customer ? await customer.services.insurer.benefits(customer.userId) : null
  return { page, signedIn: customer !== null, benefits, activated: new URL(request.url).searchParams.has('activated') }
}

export async function insurerPageAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: `${INSURER_PAGE}?login=true`, status: 303 })
  const form = Object.fromEntries(await request.formData())
  const typed = typeof form.policy_number === 'string' ? form.policy_number.slice(0, 40) : ''
  try {
    await services.insurer.activate(userId, parseInput(ActivateInsurerSchema, form))
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error, { policyNumber: typed })
    throw error
  }
  throw redirect(`${INSURER_PAGE}?activated=1#insurer-benefits`, 303)
}
