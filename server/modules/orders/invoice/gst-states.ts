/**
 * India's states and union territories by their GST state codes (the first two digits of every GSTIN).
 *
 * Public API:
 * - `gstStateCode(nameOrCode) → '07' | … | undefined`: the code of a state written the way addresses write it.
 * - `gstStateName(code) → 'Delhi' | … | undefined`: the official name of a code, for 'Place of Supply'.
 * - `gstinProblem(gstin) → string | undefined`: why a GSTIN is malformed (format or check digit), else undefined.
 */

// The codes of the GST system (GSTN's state code list). Aliases cover older and common spellings, including those of
// the GeoNames postal data our addresses come from ('Chattisgarh', 'Pondicherry').
const STATES: ReadonlyArray<readonly [code: string, name: string, ...aliases: string[]]> = [
  ['01', 'Jammu and Kashmir', 'J and K', 'JK'],
  ['02', 'Himachal Pradesh', 'HP'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand', 'Uttaranchal'],
  ['06', 'Haryana'],
  ['07', 'Delhi', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh', 'UP'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal', 'WB'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha', 'Orissa'],
  ['22', 'Chhattisgarh', 'Chattisgarh', 'Chhatisgarh'],
  ['23', 'Madhya Pradesh', 'MP'],
  ['24', 'Gujarat'],
  // Code 25 (Daman and Diu) was retired when the two UTs merged on 26.01.2020; their GSTINs moved to 26.
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'Dadra and Nagar Haveli', 'Daman and Diu', 'DNHDD'],
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu', 'TN'],
  ['34', 'Puducherry', 'Pondicherry'],
  ['35', 'Andaman and Nicobar Islands', 'Andaman and Nicobar'],
  ['36', 'Telangana'],
  // Code 28 belonged to undivided Andhra Pradesh; since the 2014 division the state registers under 37.
  ['37', 'Andhra Pradesh', 'AP'],
  ['38', 'Ladakh'],
  ['97', 'Other Territory'],
]

/** 'Jammu & Kashmir ' → 'jammu and kashmir'; 'N.C.T. of Delhi' → 'nct of delhi'. */
function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const BY_NAME = new Map<string, string>()
const NAME_OF = new Map<string, string>()
for (const [code, name, ...aliases] of STATES) {
  NAME_OF.set(code, name)
  for (const n of [name, ...aliases]) BY_NAME.set(normalise(n), code)
}

/** The GST state code of a state or UT given by name (any case, '&' or 'and') or by its own 2-digit code. */
export function gstStateCode(nameOrCode: string): string | undefined {
  const trimmed = nameOrCode.trim()
  if (/^\d{1,2}$/.test(trimmed)) {
    const code = trimmed.padStart(2, '0')
    return NAME_OF.has(code) ? code : undefined
  }
  return BY_NAME.get(normalise(trimmed))
}

/** The official name of a GST state code. */
export function gstStateName(code: string): string | undefined {
  return NAME_OF.get(code)
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * Why a GSTIN is not well formed, or undefined when it is: 15 characters, the state code, the holder's PAN (5
 * letters, 4 digits, a letter), the registration number within the state, 'Z', and a check character (GSTN's
 * mod-36 scheme: each of the first 14 characters' values is weighted 1, 2, 1, 2, …, each product's base-36 digits
 * are summed, and the check is what brings the total to a multiple of 36).
 */
export function gstinProblem(gstin: string): string | undefined {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return `'${gstin}' is not a GSTIN (15 characters)`
  if (!NAME_OF.has(gstin.slice(0, 2))) return `The GSTIN ${gstin} has no valid state code`
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin[i] as string) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  const check = GSTIN_CHARS[(36 - (sum % 36)) % 36]
  return gstin[14] === check ? undefined : `The GSTIN ${gstin} has a wrong check character`
}
