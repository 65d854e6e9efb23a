// spec 1 §7.2: the paths of the authentication calls, relative to /pwa-api, for the popup and the API alike (a value
// the browser needs, so it lives here; the shapes of the calls are in contracts/auth.ts and contracts/support.ts).

export const AUTH_PATHS = {
  createToken: 'auth/create_token',
  createTokenEmail: 'auth/create_token_email',
  verifyToken: 'auth/verify_token',
  verifyTokenEmail: 'auth/verify_token_email',
  b2bVerifyToken: 'auth/b2b/verify_token',
  loginHelp: 'auth/login-help',
  captchaChallenge: 'auth/captcha-challenge',
  csrfToken: 'auth/csrf-token',
  phoneConflictResolve: 'auth/phone/create_token_conflict_resolve',
  phoneComplete: 'auth/phone/complete',
  emailCreateTokenMerge: 'auth/email/create_token_merge',
  emailVerifyTokenMerge: 'auth/email/verify_token_merge',
  mergeData: 'auth/merge_data',
  emailCreateTokenConflict: 'auth/email/create_token_conflict',
  emailCompleteLogin: 'auth/email/complete_login',
  phoneVerifyConflictResolve: 'auth/phone/verify_token_conflict_resolve',
  emailVerifyTokenConflict: 'auth/email/verify_token_conflict',
  emailVerifyPhoneToken: 'auth/email/verify_phone_token',
  autoLogin: 'auth/auto_login',
  ssoCode: 'auth/sso/code',
} as const
