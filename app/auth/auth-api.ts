import { ApiError } from '~/lib/api-client'
import { api } from '~/lib/api'
import { trackEvent } from '~/shell/analytics'
import { authErrorMessage, isCreateTokenCall, successErrors, type ApiCall } from '../../core/auth/flow.ts'
import { AUTH_PATHS } from '../../core/auth/paths.ts'
import type { AuthSuccess } from '../../contracts/auth'
import type { LoginHelpBody } from '../../contracts/support'
import type { ErrorBody as AuthErrorBody } from '../../contracts/http'

// The popup's calls, all through the shell's one API client (spec 1 §7.2). A failure becomes an AuthFailure with
// the message its field shows (spec 1 §8) and fires the flow's error analytics event.

export const AUTH_ANALYTICS_CATEGORY = 'Authentication'

export class AuthFailure extends Error {
  override readonly name = 'AuthFailure'
  readonly body: Partial<AuthErrorBody> | null
  readonly status: number
  constructor(message: string, body: Partial<AuthErrorBody> | null, status: number) {
    super(message)
    this.body = body
    this.status = status
  }
}

/** The text a failed step shows: an AuthFailure's message (spec 1 §8), or the error's own. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function failure(path: string, message: string, body: unknown, status: number): AuthFailure {
  trackEvent(AUTH_ANALYTICS_CATEGORY, 'error', `${path}: ${message}`)
  const record = body !== null && typeof body === 'object' ? (body as Partial<AuthErrorBody>) : null
  return new AuthFailure(message, record, status)
}

/** POST an auth call; resolves with its data or rejects with an AuthFailure. */
export async function authPost(call: ApiCall): Promise<AuthSuccess['data']> {
  let answer: unknown
  try {
    answer = await api().post<AuthSuccess>(call.path, call.body)
  } catch (error) {
    if (error instanceof ApiError) {
      throw failure(call.path, authErrorMessage(error.body, { createToken: isCreateTokenCall(call) }), error.body, error.status)
    }
    throw failure(call.path, authErrorMessage(null), null, 500)
  }
  const problem = successErrors(answer)
  if (problem) throw failure(call.path, problem, answer, 200)
  return (answer as AuthSuccess).data
}

/** GET an auth resource (merge data, captcha challenge). */
export async function authGet<T>(path: string, query?: Record<string, string>): Promise<T> {
  try {
    return await api().get<T>(path, query)
  } catch (error) {
    const body = error instanceof ApiError ? error.body : null
    throw failure(path, authErrorMessage(body), body, error instanceof ApiError ? error.status : 500)
  }
}

export function trackAuthSuccess(action: string): void {
  trackEvent(AUTH_ANALYTICS_CATEGORY, 'success', action)
}

/**
 * spec 1 §7.2 / §8: POST auth/login-help answers the text 'success'; anything else is a failure whose message
 * shows under the query (the reply's message, else 'Server error'). Resolves with null on success.
 */
export async function postLoginHelp(body: LoginHelpBody): Promise<string | null> {
  try {
    const answer = await api().post<unknown>(AUTH_PATHS.loginHelp, body)
    if (answer === 'success') return null
    return failure(AUTH_PATHS.loginHelp, authErrorMessage(answer), answer, 200).message
  } catch (error) {
    const errorBody = error instanceof ApiError ? error.body : null
    return failure(AUTH_PATHS.loginHelp, authErrorMessage(errorBody), errorBody, 500).message
  }
}
