// The care plan's cookies (spec 2 §3 'Cookies and storage read by the API client': is_cp_member, cp_added_source,
// cod_locked_state; issue 23 §6, decision 054). They mirror what the server knows for scripts and partner apps (the
// API client reads them); the server never trusts them: prices come from the membership rows.

const YEAR = 365 * 86_400

/** `cp_added_source`: where the care plan on the cart was ticked (cart, payment, plans_page); null clears it. */
export function cpAddedSourceCookie(source: string | null): string {
  return source === null
    ? 'cp_added_source=; Max-Age=0; Path=/; SameSite=Lax'
    : `cp_added_source=${encodeURIComponent(source)}; Max-Age=86400; Path=/; SameSite=Lax`
}

/** What the membership cookies should say: '1' or '0' (a guest has neither). */
export interface MemberFlags {
  /** The account's care plan applies now. */
  member: boolean
  /** The account's latest plan was bought with a cash-on-delivery order not delivered yet: its benefits are locked. */
  codLocked: boolean
}

/** The Set-Cookie headers that bring the request's cookies in line with the flags (none when they agree). */
export function memberCookies(flags: MemberFlags | null, cookies: Record<string, string | undefined>): string[] {
  const out: string[] = []
  const want = (name: string, on: boolean | null) => {
    const value = on === null ? undefined : on ? '1' : '0'
    if (cookies[name] === value) return
    out.push(
      value === undefined
        ? `${name}=; Max-Age=0; Path=/; SameSite=Lax`
        : `${name}=${value}; Max-Age=${YEAR}; Path=/; SameSite=Lax`,
    )
  }
  want('is_cp_member', flags ? flags.member : null)
  want('cod_locked_state', flags ? flags.codLocked : null)
  return out
}
