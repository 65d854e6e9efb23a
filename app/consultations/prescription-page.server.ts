import { redirect, type RouterContextProvider } from 'react-router'
import { AppError } from '../../server/lib/app-error.ts'
import { customerOf, notFound, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'

// /online-doctor-consultation/prescription/{id} (issue 24 §6): the patient's account reads its consultation's
// e-prescription, downloads the PDF, and orders from it: 'Order medicines' fills the pharmacy cart (the prescription
// attached, no upload) and goes to the cart; 'Book tests' fills the labs cart and goes there. Another account, and a
// consultation without a prescription yet, get the 404 page. Plain form posts: it works without JavaScript.

export const prescriptionPagePath = (id: number) => `/online-doctor-consultation/prescription/${id}`

const idOf = (raw: string | undefined) => {
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : notFound()
}

export async function prescriptionPageLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const id = idOf(rawId)
  const customer = customerOf(context)
  if (!customer) {
    // A guest signs in over this page (the popup of ?login=true), then reads it.
    if (new URL(request.url).searchParams.get('login') === 'true') return { rx: null }
    throw redirect(`${prescriptionPagePath(id)}?login=true`, 302)
  }
  const rx = await orNotFound(() => customer.services.prescribing.view(id, customer.userId))
  return { rx }
}

export async function prescriptionPageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const id = idOf(rawId)
  const { services, userId } = requireCustomer(context, request, {
    status: 303,
    signIn: `${prescriptionPagePath(id)}?login=true`,
  })
  const intent = (await request.formData()).get('intent')
  try {
    if (intent === 'order') {
      const done = await orNotFound(() => services.prescribing.orderMedicines(id, userId))
      throw redirect(done.next_url, 303)
    }
    if (intent === 'tests') {
      const done = await orNotFound(() => services.prescribing.bookTests(id, userId))
      throw redirect(done.next_url, 303)
    }
    return refusal(AppError.invalid('Choose Order medicines or Book tests', 'intent'))
  } catch (error) {
    if (AppError.is(error) && error.status < 500) return refusal(error)
    throw error
  }
}
