// The rules for prescription uploads (issue: "JPEG, PNG, PDF by their magic bytes, at most 10 MB a file and 5 files;
// images re-encoded and stripped of metadata"). The client's file name and type are never trusted: the type comes from
// the bytes, the stored name from newStorageKey; the client's name only appears in messages, tidied by displayName.
import sharp from 'sharp'
import { AppError, type ErrorEntry } from '../../lib/app-error.ts'
import { inspectPdf } from './pdf-check.ts'
import { assertStorageKey } from './storage.ts'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_UPLOAD_FILES = 5
/** Above this an image is refused before it is decoded: a small PNG can claim 100,000 × 100,000 pixels (a 'bomb'). */
export const MAX_IMAGE_PIXELS = 50_000_000
/** The form field the messages belong to. */
export const UPLOAD_FIELD = 'prescription'

export type UploadType = 'image/jpeg' | 'image/png' | 'application/pdf'
export type UploadExtension = 'jpg' | 'png' | 'pdf'

export interface UploadFile {
  /** The name the customer's device gave; shown in messages only. */
  name: string
  bytes: Uint8Array
}

export interface SanitisedUpload {
  bytes: Uint8Array
  contentType: UploadType
  extension: UploadExtension
}

export const EXTENSION_OF: Readonly<Record<UploadType, UploadExtension>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
}

// Magic bytes: JPEG starts with SOI + a marker (FF D8 FF, JFIF/EXIF alike); PNG with its 8-byte signature (PNG spec
// §5.2); PDF with '%PDF-' (ISO 32000-1 §7.5.2; we do not accept the junk before the header that viewers tolerate).
const MAGIC: ReadonlyArray<readonly [UploadType, readonly number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
]

/** The type of a file by its first bytes only; null when it is none of ours. */
export function sniffType(bytes: Uint8Array): UploadType | null {
  for (const [type, magic] of MAGIC) {
    if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return type
  }
  return null
}

/**
 * A file's name fit for a message: its last path part (some browsers send 'C:\fakepath\x.pdf'), without control
 * characters, at most 60 characters; 'Your file' when nothing is left.
 */
export function displayName(name: string): string {
  const last = (name.split(/[/\\]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  if (!last) return 'Your file'
  const chars = [...last]
  return chars.length <= 60 ? last : `${chars.slice(0, 28).join('')}…${chars.slice(-28).join('')}`
}

interface Problem {
  code: string
  message: string
}

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`

/** What is wrong with one file before it is opened: empty, too big or not one of our types. */
function problemOf(file: UploadFile): Problem | null {
  const name = displayName(file.name)
  if (file.bytes.length === 0) return { code: 'empty_file', message: `${name} is empty` }
  if (file.bytes.length > MAX_UPLOAD_BYTES) {
    return { code: 'file_too_large', message: `${name} is larger than ${mb(MAX_UPLOAD_BYTES)}` }
  }
  if (sniffType(file.bytes) === null) return { code: 'unsupported_file_type', message: `${name} is not a JPEG, PNG or PDF file` }
  return null
}

function uploadError(problems: Problem[]): AppError {
  const [first] = problems as [Problem, ...Problem[]]
  const errors: ErrorEntry[] = problems.map((p) => ({ message: p.message, field: UPLOAD_FIELD }))
  return new AppError({ code: first.code, status: 400, message: first.message, field: UPLOAD_FIELD, errors })
}

/**
 * Checks the files of one upload before any is opened; throws a 400 AppError (field 'prescription') whose message is
 * the first problem and whose `errors` list every problem, each naming its file. Returns the files with their types.
 */
export function checkUploads(files: readonly UploadFile[]): Array<UploadFile & { contentType: UploadType }> {
  if (files.length > MAX_UPLOAD_FILES) {
    throw uploadError([{ code: 'too_many_files', message: `You can attach at most ${MAX_UPLOAD_FILES} files` }])
  }
  const problems = files.map(problemOf).filter((p): p is Problem => p !== null)
  if (problems.length > 0) throw uploadError(problems)
  return files.map((file) => ({ ...file, contentType: sniffType(file.bytes)! }))
}

/**
 * The file as we keep it: JPEG and PNG decoded and re-encoded (turned upright by their EXIF orientation, then with no
 * metadata at all: EXIF with GPS, ICC profile, XMP and comments are gone, since sharp keeps none unless asked); PDFs
 * byte for byte once inspectPdf passes them (pdf-check.ts says why). Throws a 400 AppError naming the file.
 */
export async function sanitiseUpload(file: UploadFile): Promise<SanitisedUpload> {
  const problem = problemOf(file)
  if (problem) throw uploadError([problem])
  const contentType = sniffType(file.bytes)!
  const name = displayName(file.name)
  if (contentType === 'application/pdf') {
    const verdict = inspectPdf(file.bytes)
    if (!verdict.ok) throw uploadError([pdfProblem(name, verdict.problem)])
    return { bytes: file.bytes, contentType, extension: 'pdf' }
  }
  return { bytes: await reencodeImage(name, file.bytes, contentType), contentType, extension: EXTENSION_OF[contentType] }
}

function pdfProblem(name: string, problem: 'damaged' | 'scripts' | 'encrypted' | 'unchecked'): Problem {
  switch (problem) {
    case 'scripts':
      return {
        code: 'pdf_has_scripts',
        message: `${name} contains scripts, which we do not accept. Please attach a plain PDF or a photo of the prescription`,
      }
    case 'encrypted':
      return {
        code: 'pdf_encrypted',
        message: `${name} is password-protected. Please attach an unprotected copy or a photo of the prescription`,
      }
    case 'unchecked':
      return {
        code: 'pdf_unchecked',
        message: `${name} could not be checked for safety. Please attach a photo of the prescription instead`,
      }
    case 'damaged':
      return unreadable(name)
  }
}

function unreadable(name: string): Problem {
  return { code: 'unreadable_file', message: `${name} could not be read. Please attach the file again or take a new photo` }
}

function tooManyPixels(name: string, width: number, height: number): Problem {
  return {
    code: 'image_too_large',
    message: `${name} is too large an image (${width} × ${height} pixels). Please attach one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  }
}

/** JPEG quality of the re-encoded photo: high enough that a doctor's handwriting stays legible. */
const JPEG_QUALITY = 90

async function reencodeImage(name: string, bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  // The header first: dimensions are known before a pixel is decoded, so a bomb is refused without the memory.
  let width: number
  let height: number
  try {
    // No pixel limit while reading the header (sharp's default one would refuse a bomb without saying its size).
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (meta.format !== (type === 'image/jpeg' ? 'jpeg' : 'png')) throw new Error(`sharp reads it as ${meta.format}`)
    width = meta.width
    height = meta.height
  } catch {
    throw uploadError([unreadable(name)])
  }
  if (!(width > 0 && height > 0)) throw uploadError([unreadable(name)])
  if (width * height > MAX_IMAGE_PIXELS) throw uploadError([tooManyPixels(name, width, height)])
  try {
    // failOn 'warning' (sharp's default, its advice for untrusted input): damaged pixel data is refused, not guessed.
    // limitInputPixels again in case the header lied; autoOrient applies the EXIF orientation before it is dropped.
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
    const encoded = type === 'image/jpeg' ? image.jpeg({ quality: JPEG_QUALITY }) : image.png()
    const { data } = await encoded.toUint8Array()
    return data
  } catch (e) {
    if (/pixel limit/i.test((e as Error).message ?? '')) throw uploadError([tooManyPixels(name, width, height)])
    throw uploadError([unreadable(name)])
  }
}

/**
 * A new key for a stored upload: `prefix/YYYY/MM/<uuid>.<extension>`, year and month in UTC (the folder only spreads
 * files out; the database keeps the exact time). Throws when the result is not a storage key (a bad prefix).
 */
export function newStorageKey(prefix: string, extension: string, now: Date, randomUUID: () => string): string {
  const uuid = randomUUID().toLowerCase()
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid)) throw new Error('Not a UUID')
  const year = String(now.getUTCFullYear()).padStart(4, '0')
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const key = `${prefix.replace(/\/+$/, '')}/${year}/${month}/${uuid}.${extension}`
  assertStorageKey(key)
  return key
}
