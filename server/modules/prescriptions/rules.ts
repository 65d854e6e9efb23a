// The prescription rules of issue 10 §3 and §6, pure (no database, no clock): how long a prescription serves, and which
// prescription-only lines of an order the medicines recorded from its prescriptions do not name. Used by the
// pharmacist's approval (server/modules/pharmacist), the repeat-order check and the done-in-one cart.

/** issue 10 §3: a prescription older than this many months (from the date written on it) cannot be approved. */
export const PRESCRIPTION_VALID_MONTHS = 6

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** India's date (YYYY-MM-DD) at an instant: prescriptions and orders are dated in IST. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}

/**
 * The last day (YYYY-MM-DD) a prescription written on `prescribedOn` (YYYY-MM-DD) may serve: the same day `months`
 * later, clamped to that month's end (31 August + 6 months = 28 February).
 */
export function prescriptionValidUntil(prescribedOn: string, months: number = PRESCRIPTION_VALID_MONTHS): string {
  const m = DAY.exec(prescribedOn)
  if (!m) throw new RangeError(`not a date (YYYY-MM-DD): ${prescribedOn}`)
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const target = new Date(Date.UTC(y, mo - 1 + months, 1))
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, lastOfMonth))
  return target.toISOString().slice(0, 10)
}

/**
 * Whether a prescription dated `prescribedOn` may serve at `now` (India's date): written no later than today and no
 * earlier than `months` ago. A missing date is not valid: the pharmacist must read it off the paper first.
 */
export function isPrescriptionValid(
  prescribedOn: string | null | undefined,
  now: Date,
  months: number = PRESCRIPTION_VALID_MONTHS,
): boolean {
  if (!prescribedOn || !DAY.test(prescribedOn)) return false
  const today = indiaDay(now)
  return prescribedOn <= today && today <= prescriptionValidUntil(prescribedOn, months)
}

/** An order (or cart) line as the coverage rule sees it. */
export interface RxLine {
  skuId: number
  saltKey: string | null
  rxRequired: boolean
  quantity: number
}

/** A medicine the pharmacist recorded from a valid prescription (the caller leaves out invalid ones). */
export interface PrescribedMedicine {
  skuId: number | null
  saltKey: string | null
  quantity: number
}

/**
 * Whether an equivalent brand (same salts and strengths) may stand for the one a prescription names: only with the
 * customer's permission (issue 10 §6). A cart order's customer chose the brand they ordered; a done-in-one request
 * carries the customer's answer to 'substitute with an equivalent brand'. One rule for approval and for packing.
 */
export function substitutionAllowed(cartType: string, requestAllows: boolean | null | undefined): boolean {
  return cartType === 'done_in_one' ? requestAllows === true : true
}

/**
 * The prescription-only lines the prescriptions do not name (issue 10 §3, §6). A line is named when a medicine
 * recorded from the prescriptions is its SKU or, with the customer's permission to substitute, an equivalent brand
 * (the same salt key); and the units ordered are not above the units prescribed. A prescribed medicine's units are
 * shared by the lines it names: exact SKUs take them first, then substitutes, in the lines' order.
 */
export function uncoveredRxLines<L extends RxLine>(
  lines: readonly L[],
  medicines: readonly PrescribedMedicine[],
  opts: { allowSubstitutes: boolean },
): L[] {
  const left = medicines.map((m) => Math.max(0, m.quantity))
  const rx = lines.filter((l) => l.rxRequired)
  const need = new Map<L, number>(rx.map((l) => [l, l.quantity]))
  const take = (line: L, matches: (m: PrescribedMedicine) => boolean) => {
    medicines.forEach((m, i) => {
      const wanted = need.get(line) ?? 0
      if (wanted <= 0 || !matches(m)) return
      const used = Math.min(wanted, left[i] ?? 0)
      left[i] = (left[i] ?? 0) - used
      need.set(line, wanted - used)
    })
  }
  for (const line of rx) take(line, (m) => m.skuId !== null && m.skuId === line.skuId)
  if (opts.allowSubstitutes) {
    for (const line of rx) take(line, (m) => line.saltKey !== null && m.saltKey !== null && m.saltKey === line.saltKey)
  }
  return rx.filter((l) => (need.get(l) ?? 0) > 0)
}
