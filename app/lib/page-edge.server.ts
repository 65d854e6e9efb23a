import type { Refusal } from '../../contracts/http.ts'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { AppError } from '../../server/lib/app-error.ts'
import { effectiveUserId, type ActiveSession, type SessionUser } from '../../server/modules/auth/index.ts'
import type { Services } from '../../server/services.ts'
import { checkoutCartTypeOf, checkoutPath } from '../../core/cart/checkout-path.ts'
import { hasAny } from '../../core/staff/roles.ts'
import { requestContext, servicesContext } from '../context.server.ts'

// The page edge's one toolkit (shared design note 'Layers'; issue 22 §4), for every loader and action:
// - who may use the page: requireCustomer (a guest is sent to sign in) and requireStaff(roles) (anyone else gets the
//   404 page, or for spec 1 §6's Super Login the sign-in and the 403 page), with customerOf for pages that answer a
//   guest themselves;
// - one refusal shape for actions: refusal(error) turns a service's AppError into the action data a page shows beside
//   its form, with its status;
// - one way to the 404 page: notFound, notFoundUnless (a missing thing), orNotFound and notFoundIf (an AppError that
//   says the thing is not there, or not the account's).
// Roles are read from the session's user row (the database, on every request), never from a cookie.

type PageContext = Readonly<RouterContextProvider>

// ---- Who may use the page ----

/** The signed-in customer a page works for. */
export interface Customer {
  /** The account acted for: the customer during a super-login (spec 1 §6), else the signed-in account. */
  userId: number
  /** That account as the owner of its carts, addresses and patients. */
  owner: { kind: 'user'; userId: number }
  /** That account's person (name, e-mail, phone): a gateway's page is prefilled with them. */
  person: SessionUser
  session: ActiveSession
  services: Services
}

/** Where a guest goes instead of a customer's page. */
export interface GuestRule {
  /** Where to sign in (the popup over a page, then on to its followup). Default: over the checkout cart of the URL. */
  signIn?: string
  /** The redirect's status: 302 (the default), or 303 after a plain form's POST. */
  status?: 302 | 303
}

/** A guest signs in over the cart first (issue 9; the cart page's Proceed does the same), under the URL's cart prefix. */
const CART_SIGN_IN = '/cart?login=true'

/** The signed-in customer of this request, or null for a guest (for a page that answers a guest itself). */
export function customerOf(context: PageContext): Customer | null {
  const { session, cart } = context.get(requestContext)
  if (!session || cart.owner.kind !== 'user') return null
  return {
    userId: effectiveUserId(session),
    owner: cart.owner,
    person: session.actingAs ?? session.user,
    session,
    services: context.get(servicesContext),
  }
}

/**
 * The signed-in customer of this request (the customer acted for in a super-login); a guest is redirected to sign in:
 * by default over the checkout cart of the page's URL (/pharmacy-buy-now/cart?login=true under /pharmacy-buy-now,
 * else /cart?login=true), or where `guest` says.
 */
export function requireCustomer(context: PageContext, request: Request, guest: GuestRule = {}): Customer {
  const customer = customerOf(context)
  if (customer) return customer
  const signIn = guest.signIn ?? checkoutPath(checkoutCartTypeOf(new URL(request.url).pathname), CART_SIGN_IN)
  throw redirect(signIn, guest.status ?? 302)
}

/** A staff member at work. */
export interface Staff {
  session: ActiveSession
  /** The staff member's own account (the actor of audit rows), never a customer acted for. */
  staffId: number
  roles: string[]
  services: Services
}

/**
 * spec 1 §6's admin pages (Super Login) in the customer's shell: a guest signs in at `signIn`, an account without the
 * roles gets the 403 page with `forbidden`, and a staff member acting as a customer is still that staff member.
 */
export interface StaffSignIn {
  signIn: string
  forbidden: string
}

/**
 * The staff member of this request holding one of `roles`. The back office (issue 10 §2) is not advertised: anyone
 * else (guests, customers, staff without the role, staff acting as a customer) gets the 404 page, from loaders and
 * actions alike. With `signIn`, the page is spec 1 §6's instead (see StaffSignIn).
 */
export function requireStaff(context: PageContext, roles: readonly string[], signIn?: StaffSignIn): Staff {
  const { session } = context.get(requestContext)
  if (signIn) {
    if (!session) throw redirect(signIn.signIn)
    if (!hasAny(session.user.roles, roles)) throw data(signIn.forbidden, { status: 403 })
  } else if (!session || session.actingAs || !hasAny(session.user.roles, roles)) {
    notFound()
  }
  return { session, staffId: session.user.id, roles: session.user.roles, services: context.get(servicesContext) }
}

// ---- One refusal shape for actions ----

/** What an action answers when a service refused: the text to show, its stable reason, and the field it is about. */
export type { Refusal }

/**
 * An AppError as the action data a page shows beside its form, with the error's status (or `status`). `extra` is what
 * the page's form reads beside it (the intent, each field's message, a full slot's next free one) and may replace the
 * message with the page's own words.
 */
export function refusal<Extra extends object = object>(error: AppError, extra?: Extra, status: number = error.status) {
  const body = {
    ok: false as const,
    message: error.message,
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
    ...extra,
  }
  return data(body as Refusal & Extra, { status })
}

// ---- One way to the 404 page ----

/** The 404 page (spec 2 §2: any other path is the error page). */
export function notFound(): never {
  throw data(null, { status: 404 })
}

/** A value, or the 404 page when it is missing (not there, or not the account's). */
export function notFoundUnless<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound()
  return value
}

/** A service's refusal that means 'no such thing here': not there, or another account's. */
const isMissing = (error: AppError) => error.status === 404

/** The 404 page when `error` is an AppError that `which` picks (by default a 404); otherwise nothing happens. */
export function notFoundIf(error: unknown, which: (error: AppError) => boolean = isMissing): void {
  if (AppError.is(error) && which(error)) notFound()
}

/** What `work` answers, or the 404 page when it throws an AppError that `which` picks (by default a 404). */
export async function orNotFound<T>(work: () => Promise<T>, which: (error: AppError) => boolean = isMissing): Promise<T> {
  try {
    return await work()
  } catch (error) {
    notFoundIf(error, which)
    throw error
  }
}
