// How identifiers are shown to someone who has proved only the other one (a recycled phone number must not
// reveal the previous owner's e-mail in full): pure, tested rules.

/**
 * 'rahul.sharma@gmail.com' → 'ra*********a@gmail.com': the first `keep` characters and the last one of the local
 * part stay; a local part of 1–3 characters keeps only its first.
 */
export function maskEmail(email: string, keep = 2): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '*'.repeat(email.length)
  const local = email.slice(0, at)
  if (local.length <= 3) return `${local[0]}${'*'.repeat(local.length - 1)}${email.slice(at)}`
  const head = Math.min(keep, local.length - 2)
  return `${local.slice(0, head)}${'*'.repeat(local.length - head - 1)}${local.slice(-1)}${email.slice(at)}`
}

/** Masks a list so that no two entries look the same (more of the start is shown until they differ). */
export function maskEmails(emails: readonly string[]): string[] {
  for (let keep = 2; ; keep++) {
    const masked = emails.map((e) => maskEmail(e, keep))
    const longest = Math.max(0, ...emails.map((e) => e.length))
    if (new Set(masked).size === new Set(emails).size || keep > longest) return masked
  }
}

/** '9876543210' → '******3210'. */
export function maskPhone(phone: string): string {
  return `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`
}

export const isMasked = (value: string) => value.includes('*')
