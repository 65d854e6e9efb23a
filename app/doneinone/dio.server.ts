import { data, redirect, type RouterContextProvider } from 'react-router'
import { DioSubmitFormSchema, type DioRequestView } from '../../contracts/doneinone.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { signInThen } from '../../core/auth/sign-in-form.ts'
import { requestContext, servicesContext } from '../context.server.ts'
import type { PrescriptionTarget } from '../prescriptions/prescription-action.server.ts'
import { DIO_PATHS, LABS_QUICK_ORDER_PATH, type DioRequestKind } from '../../core/done-in-one/texts.ts'

// The done-in-one pages' edge (issue 10 §1): which kind of request a URL makes (/labs/… : lab tests), the signed-in
// account (a guest gets null: the page asks them to sign in, as the cart's Proceed does), and the request's draft as
// the prescription action's target.

/** The kind of request a page's URL makes: 'Book Test From Prescription' under /labs, else medicines. */
export function dioKindOf(request: Request): DioRequestKind {
  return new URL(request.url).pathname.startsWith('/labs/') ? 'labs' : 'pharmacy'
}

/** The attach page of a kind: where each flow starts. */
export const attachPathOf = (kind: DioRequestKind) => (kind === 'labs' ? LABS_QUICK_ORDER_PATH : DIO_PATHS.attach)

/** The popup opens over the page, then comes back to it (decision 028: as forms without JavaScript). */
export const dioSignInPath = (page: string) => signInThen(page, page)

/** The account the page acts for (the customer a super-login acts for), or null for a guest. */
export function dioAccount(context: Readonly<RouterContextProvider>): { userId: number } | null {
  const { session, cart } = context.get(requestContext)
  if (!session || cart.owner.kind !== 'user') return null
  return { userId: cart.owner.userId }
}

/** The account, or a redirect of a guest to sign in over `page`. */
export function dioAccountOrSignIn(context: Readonly<RouterContextProvider>, page: string): { userId: number } {
  const account = dioAccount(context)
  if (!account) throw redirect(dioSignInPath(page))
  return account
}

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

/** A 404 for what is not the account's. */
export function notFound(): never {
  throw data(null, { status: 404 })
}

/** A refusal the preview (or the labs page) shows beside Submit. */
export type DioSubmitRefusal = { ok: false; message: string }

/**
 * Submit of the preview (mode and permission from the form) or of the labs page (everything, no substitution): the
 * request goes to the queue and the browser on to its processing page; sent again, it goes to the same page.
 */
export async function submitDioRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: DioRequestKind,
): Promise<Response | DioSubmitRefusal> {
  const page = kind === 'labs' ? LABS_QUICK_ORDER_PATH : DIO_PATHS.preview
  const account = dioAccount(context)
  if (!account) throw redirect(dioSignInPath(page), 303)
  const services = context.get(servicesContext)
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
    return { ok: false, message: error.message }
  }
}

/** The processing page's request (?request=…, else the newest) and the count in progress; 404 for another's. */
export async function processingData(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId } = dioAccountOrSignIn(context, DIO_PATHS.processing)
  const services = context.get(servicesContext)
  const id = requestIdOf(request)
  let view: DioRequestView | null
  try {
    view = id === null ? await services.doneInOne.latest(userId) : await services.doneInOne.view(userId, id)
  } catch (error) {
    if (AppError.is(error) && error.status === 404) notFound()
    throw error
  }
  if (!view) throw redirect(DIO_PATHS.attach)
  if (view.status === 'draft') notFound()
  return { request: view, inProgress: await services.doneInOne.inProgressCount(userId) }
}
