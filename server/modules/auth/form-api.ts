import type { Context } from 'hono'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { noticeCookie } from '../../../core/cart/notice.ts'
import { isExistingUser, successText } from '../../../core/auth/flow.ts'
import { resendNotice } from '../../../core/auth/countdown.ts'
import {
  SIGN_IN_FLASH_COOKIE,
  SIGN_IN_FLASH_SECONDS,
  SIGN_IN_FORM_ACTION,
  backPathOf,
  encodeFlash,
  followupPathOf,
  formScreen,
  formUrl,
  nextFormStep,
  parseConflict,
  planFormStep,
  type FormCall,
  type FormFields,
  type FormPlace,
  type FormStep,
  type SignInFlash,
} from '../../../core/auth/sign-in-form.ts'
import { SERVER_ERROR_TEXT } from '../../../core/constants.ts'
import {
  ConflictResolveSchema,
  CreateTokenEmailSchema,
  CreateTokenSchema,
  PhoneEmailCodeSchema,
  PhoneEmailResendSchema,
  PhoneEmailSchema,
  VerifyTokenEmailSchema,
  VerifyTokenSchema,
} from '../../../contracts/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { parseInput } from '../../lib/validation.ts'
import { CSRF_FAILED, flowCookieName, pageWriteAllowed, setFlowCookie } from '../../http/session.ts'
import type { AppEnv } from '../../http/types.ts'
import { isHttps } from '../../http/visitor.ts'
import { beginSession } from './api.ts'
import { AUTH_TEXTS, type Step, type StepContext } from './service.ts'

// Sign-in without JavaScript (decision 028): the popup's steps posted as plain forms from any page rendered with
// ?login=true. Thin like api.ts: check the page's CSRF token, read the step from the URL's place and this browser's
// flow record (never an identifier from the form), validate with the same contracts, call the same auth service,
// start the session the same way (beginSession), and answer 303: on to the followup once signed in, otherwise back to
// the page at the next step, with an error or notice in a 60-second cookie that the page shows once.

/** Runs a form's call through the contract of its /pwa-api twin and the auth service. */
function run(c: Context<AppEnv>, request: FormCall, ctx: StepContext): Promise<Step> {
  const auth = c.var.services.auth
  switch (request.call) {
    case 'createToken':
      return auth.createToken(parseInput(CreateTokenSchema, request.body), ctx)
    case 'createTokenEmail':
      return auth.createTokenEmail(parseInput(CreateTokenEmailSchema, request.body), ctx)
    case 'verifyToken':
      return auth.verifyToken(parseInput(VerifyTokenSchema, request.body), ctx)
    case 'verifyTokenEmail':
      return auth.verifyTokenEmail(parseInput(VerifyTokenEmailSchema, request.body), ctx)
    case 'phoneComplete':
      return auth.phoneComplete(parseInput(PhoneEmailSchema, request.body), ctx)
    case 'conflictResolve':
      return auth.conflictResolve(parseInput(ConflictResolveSchema, request.body), ctx)
    case 'emailPhoneEntry':
      return auth.emailPhoneEntry(parseInput(PhoneEmailResendSchema, request.body), ctx)
    case 'verifySecond':
      return auth.verifySecond(parseInput(PhoneEmailCodeSchema, request.body), ctx)
  }
}

function jsonOf(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}

function fieldsOf(form: FormData): FormFields & { raw: (name: string) => string } {
  const raw = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    raw,
    login: raw('login'),
    phone: raw('phone'),
    email: raw('email'),
    otp: raw('otp'),
    isDoctor: raw('is_doctor') !== '',
    channel: raw('channel'),
    listed: raw('listed'),
  }
}

export function signInFormRoutes(opts: { production: boolean }) {
  const { production } = opts
  const routes = new Hono<AppEnv>()

  routes.post(SIGN_IN_FORM_ACTION, async (c) => {
    // The page's token, as every page form carries it (server/http/session.ts).
    if (!(await pageWriteAllowed(c))) return c.text(CSRF_FAILED, 403)
    // A body that is no form (another content type, a broken multipart) reads as an empty form: refused as one below.
    const fields = fieldsOf(await c.req.formData().catch(() => new FormData()))
    const place: FormPlace = {
      back: backPathOf(fields.raw('back')),
      mode: fields.raw('mode') === 'Signup' ? 'Signup' : 'Login',
      followup: followupPathOf(fields.raw('followup')),
    }
    const flowToken = getCookie(c, flowCookieName(production))
    const flow = await c.var.services.auth.flows.get(flowToken)

    const toStep = (step: FormStep, flash?: SignInFlash) => {
      if (flash) {
        setCookie(c, SIGN_IN_FLASH_COOKIE, encodeFlash(flash), {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: production || isHttps(c),
          maxAge: SIGN_IN_FLASH_SECONDS,
        })
      }
      return c.redirect(formUrl(place, step), 303)
    }

    const screen = formScreen(fields.raw('step'), flow)
    if (!screen) return toStep('entry', { step: 'entry', error: AUTH_TEXTS.flowExpired })
    // The conflict list rides along in the form only to be shown again: the service checks any choice against it.
    const conflict = screen.step === 'email' ? parseConflict(jsonOf(fields.raw('conflict'))) : null
    const stay = (flash: Omit<SignInFlash, 'step'>) =>
      toStep(screen.step, { step: screen.step, ...flash, ...(conflict ? { conflict } : {}) })

    const plan = planFormStep(screen, place.mode, fields, conflict !== null)
    if (plan.kind === 'refused') return stay({ error: plan.error, value: plan.value })

    let step: Step
    try {
      step = await run(c, plan.request, { flowToken, clientKey: c.var.clientIp })
    } catch (error) {
      if (!AppError.is(error)) throw error
      return stay({ error: error.message, value: plan.value })
    }
    if (step.flowToken) setFlowCookie(c, step.flowToken, production)
    if (step.kind === 'login') {
      await beginSession(c, step.account, step.userType, {
        production,
        endFlow: step.endFlow,
        endSessionsOf: step.endSessionsOf,
        via: 'form',
      })
      // spec 1 §2.9 'Success popup': the text, in the next page's snack bar.
      c.header('set-cookie', noticeCookie(successText(isExistingUser(step.userType, false))), { append: true })
      return c.redirect(place.followup ?? place.back, 303)
    }
    if (plan.resend) return stay({ notice: resendNotice(plan.resend) })
    const next = nextFormStep(screen.step, step.flags)
    if (!next) return stay({ error: SERVER_ERROR_TEXT, value: plan.value })
    return toStep(next.step, next.conflict ? { step: next.step, conflict: next.conflict } : undefined)
  })

  return routes
}
