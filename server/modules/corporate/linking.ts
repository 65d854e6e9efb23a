import type { SignInHook } from '../auth/index.ts'
import type { CorporateMembership } from './membership.ts'

// issue 25 §2 (decision 065): becoming a corporate user. At every sign-in, inside the sign-in's one transaction, the
// account claims the roster row its verified phone or its e-mail names (membership.link). The shell then sets the
// corporateDetails cookie from the link (app/corporate/shell.server.ts), on the page the sign-in lands on.
export function corporateSignInHook(membership: () => CorporateMembership): SignInHook {
  return {
    name: 'corporate.link-roster',
    run: (tx, { userId }) => membership().link(tx, userId),
  }
}
