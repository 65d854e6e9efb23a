import type { ActiveSession } from '../../server/modules/auth/index.ts'
import type { ShellWallet } from '../../server/modules/wallet/index.ts'
import { toRupees } from '../../core/money.ts'
import { affiliateSourceFromCookie } from '../lib/api-client.ts'
import { parseCorporateDetails, type ShellUser } from '../lib/header-menu.ts'
import { isAdmin } from '../../core/staff/roles.ts'

// spec 1 §3 / §6: the shell's userData: the signed-in account (or, in a super-login, the customer acted as)
// and what the cookies say about corporate and affiliate visitors.
export function shellUser(
  cookies: Record<string, string>,
  session: ActiveSession | null,
  wallet: ShellWallet | null = null,
): ShellUser {
  const corporate = parseCorporateDetails(cookies.corporateDetails)
  const shown = session?.actingAs ?? session?.user
  return {
    name: shown ? (shown.name ?? shown.email ?? (shown.phone ? `+91 ${shown.phone}` : null)) : null,
    // spec 1 §2.2: NeuCoins for loyal users, the cash balance for others (issue 23 §5; decision 055).
    isLoyal: wallet?.isLoyal ?? false,
    points: wallet ? wallet.points : null,
    cashBalance: wallet ? toRupees(wallet.balance) : null,
    showSuperLogin: session ? isAdmin(session.user.roles) && !session.actingAs : false,
    showSuperLogout: session?.actingAs != null,
    corporateLogoUrl: corporate.logoUrl,
    corporateDashboardUrl: corporate.redirectUrl,
    affiliateSource: affiliateSourceFromCookie(cookies.affiliateDetails),
  }
}
