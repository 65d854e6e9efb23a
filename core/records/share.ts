// Sharing a member's records with a doctor through a link (issue 26 §3): the pure rules. The records module keeps
// the rows (a share: scope, token hash, expiry, revocation; its view log) and does the I/O; these say how long a link
// lives, whether it answers now, what it shows and what a view leaves behind. Decision 074.
//
// - Lifetime: 24 hours unless the person picks another, at least 1 hour, at most 7 days (168 hours), whole hours.
// - Token: 32 random bytes, base64url (43 characters), in the link once; only its SHA-256 is stored (as decision
//   068's self-serve links), so a leaked table opens nothing. Made and hashed on the server (node:crypto).
// - Answers: an unknown token is 'not found' (404); a revoked one says so, an expired one says so (410 each).
//   Revoked wins over expired: the person's act is the truer reason.
// - Scope: one record, or the member's whole record as it stood when the link was made (a record filed later is not
//   shown: the person shared what they saw). Records deleted since are gone from the share too (the store's part).
// - What a viewer sees: the member's name, gender and age (not the birth date, ABHA, phone, e-mail or addresses), and
//   of each record in scope its kind, date, title, doctor or lab, results, medicines, note and files; not the
//   person's own tags. Nothing of other members or the account.
// - View log: when, the network (the address cut to its /24 for IPv4, /48 for IPv6) and the browser family and
//   system named from the user agent; not the full address nor the user agent string (either singles a person out).
//   The owner's own views (signed in as the account) are not logged. Kept with the share, deleted with it; a share
//   is kept 90 days after it ends so its log can be read, then deleted.

export const SHARE_HOURS_DEFAULT = 24
export const SHARE_HOURS_MIN = 1
export const SHARE_HOURS_MAX = 7 * 24
/** The choices a page offers (the API takes any whole number of hours in range). */
export const SHARE_HOURS_CHOICES = [1, 24, 72, 168] as const
/** How long an ended share and its view log are kept. */
export const SHARE_KEEP_DAYS_AFTER_END = 90

export const SHARE_TOKEN_BYTES = 32
/** base64url of 32 bytes, no padding. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** Where a link opens: `${origin}${SHARE_PATH}/${token}`. */
export const SHARE_PATH = '/health-record/shared'

export const SHARE_SCOPES = ['record', 'patient'] as const
export type ShareScopeKind = (typeof SHARE_SCOPES)[number]
export type ShareScope = { kind: 'record'; patientId: number; recordId: number } | { kind: 'patient'; patientId: number }

export const SHARE_MESSAGES = {
  hours: `Choose between ${SHARE_HOURS_MIN} hour and ${SHARE_HOURS_MAX / 24} days`,
  notFound: 'This link does not exist. Please check it, or ask for a new one.',
  expired: 'This link has expired. Please ask the person who shared it for a new one.',
  revoked: 'This link was withdrawn by the person who shared it.',
} as const

const HOUR = 3_600_000

export type HoursCheck = { ok: true; hours: number } | { ok: false; message: string }

/** The lifetime asked for: absent is the default; a whole number of hours within the limits, else the reason. */
export function checkShareHours(hours: number | null | undefined): HoursCheck {
  if (hours == null) return { ok: true, hours: SHARE_HOURS_DEFAULT }
  if (!Number.isInteger(hours) || hours < SHARE_HOURS_MIN || hours > SHARE_HOURS_MAX) {
    return { ok: false, message: SHARE_MESSAGES.hours }
  }
  return { ok: true, hours }
}

/** When a link made at `createdAt` for `hours` (checked) stops answering. */
export function shareExpiresAt(createdAt: Date, hours: number = SHARE_HOURS_DEFAULT): Date {
  const c = checkShareHours(hours)
  if (!c.ok) throw new Error(c.message)
  return new Date(createdAt.getTime() + c.hours * HOUR)
}

export type ShareState = 'active' | 'expired' | 'revoked'

/** Whether a share answers at `now`: it does until its expiry instant (exclusive), unless revoked before. */
export function shareState(share: { expiresAt: Date; revokedAt: Date | null }, now: Date): ShareState {
  if (share.revokedAt && share.revokedAt.getTime() <= now.getTime()) return 'revoked'
  return now.getTime() < share.expiresAt.getTime() ? 'active' : 'expired'
}

/** The viewer's refusal for a share that does not answer (null when it does). */
export function shareRefusal(state: ShareState): { status: 410; code: string; message: string } | null {
  if (state === 'active') return null
  return state === 'revoked'
    ? { status: 410, code: 'share_revoked', message: SHARE_MESSAGES.revoked }
    : { status: 410, code: 'share_expired', message: SHARE_MESSAGES.expired }
}

/** From when a share and its view log may be deleted: 90 days after it ended (revoked, or else expired). */
export function shareDeletableAfter(share: { expiresAt: Date; revokedAt: Date | null }): Date {
  const ended = share.revokedAt && share.revokedAt.getTime() < share.expiresAt.getTime() ? share.revokedAt : share.expiresAt
  return new Date(ended.getTime() + SHARE_KEEP_DAYS_AFTER_END * 24 * HOUR)
}

/** Whether a token has the shape of one we make (checked before any lookup; a wrong shape is 'not found'). */
export function isShareTokenShape(token: string): boolean {
  return SHARE_TOKEN_PATTERN.test(token)
}

/** Whether a share shows a record: its own record, or any of the member's filed before the link was made. */
export function shareCovers(
  share: { scope: ShareScope; createdAt: Date },
  record: { id: number; patientId: number; filedAt: Date },
): boolean {
  if (record.patientId !== share.scope.patientId) return false
  if (share.scope.kind === 'record') return record.id === share.scope.recordId
  return record.filedAt.getTime() <= share.createdAt.getTime()
}

/** The member as a viewer sees them. */
export interface SharedPatientView {
  name: string
  gender: 'male' | 'female' | 'other' | null
  /** Whole years at `now`, when the birth date is known. */
  age: number | null
}

export function sharedPatientView(
  patient: { name: string; gender?: 'male' | 'female' | 'other' | null; birthDate?: string | null },
  now: Date,
): SharedPatientView {
  return { name: patient.name, gender: patient.gender ?? null, age: ageOn(patient.birthDate ?? null, now) }
}

/** Whole years from a YYYY-MM-DD birth date to `now`'s date in India (null for none or a future date). */
export function ageOn(birthDate: string | null, now: Date): number | null {
  const m = birthDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate) : null
  if (!m) return null
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)
  const [y, mo, d] = [Number(today.slice(0, 4)), today.slice(5, 7), today.slice(8, 10)]
  let age = y - Number(m[1])
  if (`${mo}-${d}` < `${m[2]}-${m[3]}`) age -= 1
  return age >= 0 ? age : null
}

/** One view of a shared link, as the log keeps it. */
export interface ShareViewEntry {
  at: Date
  /** The viewer's network: 203.0.113.0/24, 2001:db8:85a3::/48, or null when the address is unknown. */
  network: string | null
  /** 'Chrome on Android', 'Safari on iPhone', … or 'Unknown browser'. */
  device: string
}

export function shareViewEntry(view: {
  at: Date
  ip: string | null | undefined
  userAgent: string | null | undefined
}): ShareViewEntry {
  return {
    at: view.at,
    network: truncateIp(view.ip ?? ''),
    device: describeUserAgent(view.userAgent ?? ''),
  }
}

/** An address cut to its network: IPv4 to /24, IPv6 to /48 (an IPv4-mapped IPv6 address as IPv4); null if none. */
export function truncateIp(ip: string): string | null {
  const a = ip.trim().replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)
  const v4 = parseIpv4(mapped ? mapped[1]! : a)
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0/24`
  const v6 = parseIpv6(a)
  if (!v6) return null
  const head = v6.slice(0, 3).map((g) => g.toString(16))
  // Compress the zero groups at the end of the kept three, as an address is written (2001:db8:0::/48 → 2001:db8::/48).
  while (head.length > 0 && head[head.length - 1] === '0') head.pop()
  return `${head.join(':')}::/48`
}

function parseIpv4(a: string): number[] | null {
  const parts = a.split('.')
  if (parts.length !== 4) return null
  const n = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN))
  return n.every((x) => x >= 0 && x <= 255) ? n : null
}

function parseIpv6(a: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(a) || a.split('::').length > 2) return null
  const [left, right] = a.includes('::') ? a.split('::') : [a, null]
  const groups = (s: string | undefined | null): string[] => (s ? s.split(':') : [])
  let l = groups(left)
  let r = right == null ? [] : groups(right)
  // A trailing dotted quad is two groups.
  const tail = (r.length > 0 ? r : l).at(-1)
  if (tail && tail.includes('.')) {
    const v4 = parseIpv4(tail)
    if (!v4) return null
    const two = [((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16)]
    if (r.length > 0) r = [...r.slice(0, -1), ...two]
    else l = [...l.slice(0, -1), ...two]
  }
  const count = l.length + r.length
  if (right == null ? count !== 8 : count > 7) return null
  const all = [...l, ...Array<string>(8 - count).fill('0'), ...r]
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null
  return all.map((g) => parseInt(g, 16))
}

/** A coarse name of the viewer's browser and system; never the user agent string itself. */
export function describeUserAgent(ua: string): string {
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser\//.test(ua)
      ? 'Samsung Internet'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua) && /Version\//.test(ua)
              ? 'Safari'
              : null
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua)
        ? 'iPad'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null
  if (!browser) return system ? `Unknown browser on ${system}` : 'Unknown browser'
  return system ? `${browser} on ${system}` : browser
}
