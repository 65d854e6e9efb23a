import { data, redirect, type RouterContextProvider } from 'react-router'
import { signInThen } from '../../core/auth/sign-in-form.ts'
import { ErasureConfirmSchema } from '../../contracts/erasure.ts'
import { ERASURE_PATH, ERASURE_TEXTS, KEPT_KINDS, type KeptKind } from '../../core/data-rights/erasure.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { profileClientKey } from '../../server/modules/auth/index.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'

// /profile/erase (issue 26 §6, decision 081): the loader shows what goes, what is kept and why, and what blocks the
// erasure; the action sends the OTP (intent 'otp') and erases with it (intent 'confirm'), then goes to the public
// confirmation page /profile/erased with the kept counts in its address (counts only: nothing of the person). Plain
// forms; every step works without JavaScript. Only the account's owner: a staff member acting for them is refused.

export const ERASED_PATH = '/profile/erased'

export type EraseActionData =
  | { ok: true; intent: 'otp'; sentTo: string }
  | { ok: false; intent: 'otp' | 'confirm' | null; message: string; code: string; field?: string; errors: Record<string, string> }

export async function eraseLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { session, services } = requireCustomer(context, request, { signIn: signInThen('/', ERASURE_PATH) })
  if (session.actingAs) return { actingAs: true as const, preview: null }
  return { actingAs: false as const, preview: await services.erasure.preview(session.user.id) }
}

/** The confirmation page's address: each kept kind's count (`?invoices=2&register-lines=1`). */
export function erasedPath(kept: readonly { kind: string; count: number }[]): string {
  const q = new URLSearchParams()
  for (const k of kept) q.set(k.kind.replaceAll(' ', '-'), String(k.count))
  const s = q.toString()
  return s ? `${ERASED_PATH}?${s}` : ERASED_PATH
}

/** The kept counts read back from the confirmation page's address (unknown names and non-counts are ignored). */
export function keptFromUrl(url: URL): Array<{ kind: KeptKind; count: number }> {
  return KEPT_KINDS.flatMap((kind) => {
    const raw = url.searchParams.get(kind.replaceAll(' ', '-'))
    const n = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 0
    return n > 0 ? [{ kind, count: n }] : []
  })
}

export async function eraseAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { session, services } = requireCustomer(context, request, { status: 303 })
  const form = await request.formData()
  const asked = form.get('intent')
  const intent = asked === 'otp' || asked === 'confirm' ? asked : null
  try {
    if (session.actingAs) throw new AppError({ code: 'forbidden', status: 403, message: ERASURE_TEXTS.actingAs })
    const userId = session.user.id
    if (intent === 'otp') {
      const { sentTo } = await services.erasure.requestCode(userId, profileClientKey(userId))
      return data({ ok: true, intent, sentTo } satisfies EraseActionData)
    }
    if (intent === 'confirm') {
      const { verification_token } = parseInput(ErasureConfirmSchema, {
        verification_token: form.get('verification_token') ?? '',
      })
      const done = await services.erasure.confirm(userId, verification_token)
      return redirect(erasedPath(done.kept), 303)
    }
    throw AppError.invalid('Please choose what to do')
  } catch (error) {
    if (!AppError.is(error)) throw error
    const errors: Record<string, string> = {}
    for (const e of error.errors) if (e.field && !(e.field in errors)) errors[e.field] = e.message
    return refusal(error, { intent, errors })
  }
}
