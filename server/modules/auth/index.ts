// The public face of the auth module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export type { AccountMergeHook } from './accounts.ts'
export { holdAccountForPhone } from './accounts.ts'
export { devOtpApi } from './dev-api.ts'
export { FLOW_TTL_SECONDS } from './flows.ts'
export { requireRole, requireUser, SIGN_IN_REQUIRED } from './guards.ts'
export { createIdentityChange, type IdentityChange, profileClientKey } from './identity-change.ts'
export { OPENAPI_ROUTES as authOpenApi } from './openapi.ts'
export { createOtpService } from './otp.ts'
export { authFlows, otpCodes, sessions, ssoCodes, users } from './schema.ts'
export { AUTH_TEXTS, createAuthService } from './service.ts'
export { createSessionStart, type SignInHook } from './session-start.ts'
export {
  type ActiveSession,
  createSessionService,
  effectiveUserId,
  newSessionToken,
  sameToken,
  SESSION_TTL_SECONDS,
  type SessionUser,
  sha256,
} from './sessions.ts'
export { createSsoService } from './sso.ts'
export { createSuperLoginService, type CustomerLookup } from './super-login.ts'
export { OTP_KEEP_SECONDS, purgeExpiredSignIns } from './purge.ts'
export { authEraser } from './erasure.ts'
export { maskEmail, maskPhone } from './mask.ts'
