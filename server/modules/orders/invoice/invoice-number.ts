/**
 * Tax invoice serial numbers and the financial year they are unique in.
 *
 * Public API:
 * - `financialYearOf(date) → '2026-27'`: India's financial year (1 April – 31 March) of an instant, read in IST.
 * - `invoiceNumber(prefix, financialYear, sequence) → 'MW/26-27/0000123'`: the serial of Rule 46(b).
 */

/** The longest serial CGST Rules, 2017, rule 46(b) allows. */
export const INVOICE_NUMBER_MAX_LENGTH = 16

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** The financial year (April to March) of an instant, by the calendar date in India: '2026-27'. */
export function financialYearOf(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS)
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/**
 * Rule 46(b): 'a consecutive serial number not exceeding sixteen characters, in one or multiple series, containing
 * alphabets or numerals or special characters hyphen or dash and slash …, unique for a financial year'. The full
 * '2026-27' would leave too few digits ('MW/2026-27/000123' is 17), so the year is written '26-27' and the sequence
 * is zero-padded to fill the 16 characters exactly: 'MW/26-27/0000123' (7 digits, 9,999,999 invoices a year per
 * series). Fixed width keeps the serials sorting in issue order. The prefix names the series (letters, digits, '-';
 * at most 5 characters so at least 4 digits remain); a sequence that does not fit throws rather than truncating.
 */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!/^[A-Za-z0-9-]{1,5}$/.test(prefix)) {
    throw new RangeError(`An invoice prefix is 1 to 5 letters, digits or '-', not '${prefix}'`)
  }
  const fy = /^(\d{2})(\d{2})-(\d{2})$/.exec(financialYear)
  if (!fy || (Number(fy[2]) + 1) % 100 !== Number(fy[3])) {
    throw new RangeError(`Not a financial year like '2026-27': '${financialYear}'`)
  }
  const width = INVOICE_NUMBER_MAX_LENGTH - prefix.length - '/26-27/'.length
  if (!Number.isSafeInteger(sequence) || sequence < 1 || String(sequence).length > width) {
    throw new RangeError(`Invoice sequence ${sequence} does not fit ${width} digits of series '${prefix}'`)
  }
  return `${prefix}/${fy[2]}-${fy[3]}/${String(sequence).padStart(width, '0')}`
}
