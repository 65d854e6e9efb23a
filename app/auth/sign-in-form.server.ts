import { parseCookieHeader } from '../../core/cookies.ts'
import { flowCookieName } from '../../server/http/session.ts'
import { AUTH_TEXTS as SERVICE_TEXTS } from '../../server/modules/auth/index.ts'
import type { Services } from '../../server/services.ts'
import {
  ENTRY_SCREEN,
  SIGN_IN_FLASH_COOKIE,
  decodeFlash,
  formPlaceOf,
  formScreen,
  type SignInFormState,
} from '../../core/auth/sign-in-form.ts'

// The root loader's part of sign-in without JavaScript (decision 028): on a page rendered with ?login=true (or
// ?signup=true), the step to show, from the URL's auth_step and this browser's flow record, with the last post's
// error or notice (its cookie is cleared as it is read).

const CLEAR_FLASH = `${SIGN_IN_FLASH_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`

export async function signInFormOf(
  request: Request,
  services: Pick<Services, 'auth' | 'config'>,
  csrf: string,
): Promise<{ state: SignInFormState | null; clear: string | null }> {
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  const raw = cookies[SIGN_IN_FLASH_COOKIE]
  const clear = raw ? CLEAR_FLASH : null
  const url = new URL(request.url)
  const place = formPlaceOf(url)
  if (!place) return { state: null, clear }
  const flowToken = cookies[flowCookieName(services.config.APP_ENV === 'production')]
  const flow = flowToken ? await services.auth.flows.get(flowToken) : null
  const found = formScreen(url.searchParams.get('auth_step'), flow)
  const screen = found ?? ENTRY_SCREEN
  const flash = decodeFlash(raw)
  const own = flash?.step === screen.step ? flash : null
  // 'Edit' comes back to the entry with the number (or e-mail) of the attempt kept, as the popup does.
  const attempted = screen.step === 'entry' && flow && !flow.verifiedPhone && !flow.verifiedEmail
  const kept = attempted ? (flow.pendingPhone ?? flow.pendingEmail ?? '') : ''
  return {
    state: {
      place,
      screen,
      csrf,
      error: found ? (own?.error ?? null) : SERVICE_TEXTS.flowExpired,
      notice: own?.notice ?? null,
      value: own?.value ?? kept,
      conflict: own?.conflict ?? null,
    },
    clear,
  }
}
