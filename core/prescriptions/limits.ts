// The prescription step's rules as the browser needs them (issue 9 §4): the upload limits said in words on the page
// and checked before a fetcher sends megabytes the server would refuse, the page's paths and texts. The server's own
// rules are server/modules/storage/uploads.ts and server/modules/prescriptions/service.ts; limits.test.ts keeps the
// two in step.

/** At most 10 MB a file (issue 9 §4). */
export const PRESCRIPTION_MAX_FILE_BYTES = 10 * 1024 * 1024
/** At most 5 files an upload (issue 9 §4). */
export const PRESCRIPTION_MAX_FILES = 5
/** At most 5 prescriptions attached to one order: a pharmacist reads each one. */
export const PRESCRIPTION_MAX_ATTACHED = 5
/** What the file input offers (the server checks the bytes, never this). */
export const PRESCRIPTION_ACCEPT = 'image/jpeg,image/png,application/pdf'
/** The form fields (the API's multipart names too). */
export const PRESCRIPTION_FILE_FIELD = 'prescription'
export const PATIENT_NAME_FIELD = 'patient_name'

export const PRESCRIPTION_PATH = '/cart/prescription'
/** Where the step goes next, and where a cart without prescription medicines goes at once. */
export const AFTER_PRESCRIPTION_PATH = '/cart/address-page'
/** A guest signs in first: the popup opens over the cart (app/routes/cart.tsx does the same). */
export const PRESCRIPTION_SIGN_IN_PATH = '/cart?login=true'

/** spec 1 §5's recipient-name rules, with the patient named in their messages (the spec lets each case be reworded). */
export const PATIENT_NAME_MESSAGES = {
  empty: 'Please enter the patient’s name',
  minLength: 'Patient name length should be more than 2',
  maxLength: 'Patient name length should be less than 100',
} as const

export const PRESCRIPTION_TEXTS = {
  limits: `JPEG, PNG or PDF; up to ${PRESCRIPTION_MAX_FILES} files of ${PRESCRIPTION_MAX_FILE_BYTES / (1024 * 1024)} MB each`,
  noFiles: 'Please choose the photos or PDF of your prescription',
  tooManyFiles: `You can attach at most ${PRESCRIPTION_MAX_FILES} files`,
  tooManyAttached: `You can attach at most ${PRESCRIPTION_MAX_ATTACHED} prescriptions to an order`,
  needOne: 'Upload or choose a prescription to continue',
  loginToUpload: 'Log in to upload a prescription',
} as const

/** A file's name fit for a message: its last path part, at most 60 characters (as the server's displayName). */
export function fileLabel(name: string): string {
  const last = (name.split(/[/\\]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  if (!last) return 'Your file'
  const chars = [...last]
  return chars.length <= 60 ? last : `${chars.slice(0, 28).join('')}…${chars.slice(-28).join('')}`
}

/**
 * What the browser can tell before sending: too many files, empty ones, too big ones (the type is the server's to
 * judge, by the bytes). The same messages as the server's checkUploads; [] when nothing is wrong.
 */
export function uploadProblems(files: ReadonlyArray<{ name: string; size: number }>): string[] {
  if (files.length > PRESCRIPTION_MAX_FILES) return [PRESCRIPTION_TEXTS.tooManyFiles]
  const problems: string[] = []
  for (const file of files) {
    if (file.size === 0) problems.push(`${fileLabel(file.name)} is empty`)
    else if (file.size > PRESCRIPTION_MAX_FILE_BYTES) {
      problems.push(`${fileLabel(file.name)} is larger than ${PRESCRIPTION_MAX_FILE_BYTES / (1024 * 1024)} MB`)
    }
  }
  return problems
}
