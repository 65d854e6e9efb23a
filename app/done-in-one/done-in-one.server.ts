import { redirect, type RouterContextProvider } from 'react-router'
import { DioSubmitFormSchema, type DioRequestView } from '../../contracts/done-in-one.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { signInThen } from '../../core/auth/sign-in-form.ts'
import { servicesContext } from '../context.server.ts'
import { notFound, orNotFound, refusal, requireCustomer } from '../lib/page-edge.server.ts'
import type { PrescriptionTarget } from '../prescriptions/prescription-action.server.ts'
import { DIO_PATHS, LABS_QUICK_ORDER_PATH, type DioRequestKind } from '../../core/done-in-one/texts.ts'

// The done-in-one pages' edge (issue 10 §1): which kind of request a URL makes (/labs/… : lab tests), where a guest
// signs in (the popup over the page, as the cart's Proceed asks), and the request's draft as the prescription action's
// target.

/** The kind of request a page's URL makes: 'Book Test From Prescription' under /labs, else medicines. */
export function dioKindOf(request: Request): DioRequestKind {
  return new URL(request.url).pathname.startsWith('/labs/') ? 'labs' : 'pharmacy'
}

/** The attach page of a kind: where each flow starts. */
export const attachPathOf = (kind: DioRequestKind) => (kind === 'labs' ? LABS_QUICK_ORDER_PATH : DIO_PATHS.attach)

/** The popup opens over the page, then comes back to it (decision 028: as forms without JavaScript). */
export const dioSignInPath = (page: string) => signInThen(page, page)

/** The attach page's prescriptions go to the account's draft request of the page's kind. */
export function dioPrescriptionTarget(context: Readonly<RouterContextProvider>, kind: DioRequestKind): PrescriptionTarget {
  const services = context.get(servicesContext)
  const page = attachPathOf(kind)
  return {
    attach: (userId, ids) => services.doneInOne.attach(userId, kind, ids),
    detach: (userId, id) => services.doneInOne.detach(userId, kind, id),
    set: (userId, ids) => services.doneInOne.setAttached(userId, kind, ids),
    page,
    signIn: dioSignInPath(page),
  }
}

/** A request id from a query (?request=12), or null. */
export function requestIdOf(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('request')
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/**
 * Submit of the preview (mode and permission from the form) or of the labs page (everything, no substitution): the
 * request goes to the queue and the browser on to its processing page; sent again, it goes to the same page.
 */
export async function submitDioRequest(request: Request, context: Readonly<RouterContextProvider>, kind: DioRequestKind) {
  const page = kind === 'labs' ? LABS_QUICK_ORDER_PATH : DIO_PATHS.preview
  const account = requireCustomer(context, request, { signIn: dioSignInPath(page), status: 303 })
  const services = account.services
  try {
    const fields = Object.fromEntries(await request.formData())
    const form = parseInput(DioSubmitFormSchema, kind === 'labs' ? { ...fields, mode: 'all' } : fields)
    const { request: sent } = await services.doneInOne.submit(account.userId, {
      requestId: form.request_id,
      mode: form.mode,
      allowSubstitutes: kind === 'labs' ? false : form.allow_substitutes,
    })
    return redirect(`${DIO_PATHS.processing}?request=${sent.id}`, 303)
  } catch (error) {
    if (!AppError.is(error)) throw error
    // Shown beside Submit; the page answers 200 with it, as it always has.
    return refusal(error, {}, 200)
  }
}

/** The processing page's request (?request=…, else the newest) and the count in progress; 404 for another's. */
export async function processingData(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, services } = requireCustomer(context, request, { signIn: dioSignInPath(DIO_PATHS.processing) })
  const id = requestIdOf(request)
  const view: DioRequestView | null = await orNotFound(() =>
    id === null ? services.doneInOne.latest(userId) : services.doneInOne.view(userId, id),
  )
  if (!view) throw redirect(DIO_PATHS.attach)
  if (view.status === 'draft') notFound()
  return { request: view, inProgress: await services.doneInOne.inProgressCount(userId) }
}
