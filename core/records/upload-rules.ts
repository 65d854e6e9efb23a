// What a person may file themself (issue 26 §1): a PDF, JPEG or PNG of at most 10 MB, its type read from its first
// bytes (never from its name or the browser's claim), and the tags they give it. Pure: the server module stores.
import { MAX_RECORD_FILE_BYTES, MAX_TAG_CHARS, MAX_TAGS } from './vocabulary.ts'

export type RecordFileType = 'application/pdf' | 'image/jpeg' | 'image/png'

// Magic bytes: PDF '%PDF-' (ISO 32000-1 §7.5.2), JPEG SOI + marker (FF D8 FF), PNG's 8-byte signature (PNG §5.2).
const MAGIC: ReadonlyArray<readonly [RecordFileType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
]

export const RECORD_FILE_EXTENSION: Readonly<Record<RecordFileType, 'pdf' | 'jpg' | 'png'>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/** The file's type by its first bytes; null when it is none of ours. */
export function sniffRecordFile(bytes: Uint8Array): RecordFileType | null {
  for (const [type, magic] of MAGIC) {
    if (bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)) return type
  }
  return null
}

export type RecordFileVerdict =
  | { ok: true; type: RecordFileType }
  | { ok: false; code: 'empty_file' | 'file_too_large' | 'unsupported_file_type'; message: string }

/** Whether a file may be filed, and the reason when not (shown to the person as it is). */
export function checkRecordFile(bytes: Uint8Array): RecordFileVerdict {
  if (bytes.length === 0) return { ok: false, code: 'empty_file', message: 'The file is empty' }
  if (bytes.length > MAX_RECORD_FILE_BYTES) {
    return { ok: false, code: 'file_too_large', message: `The file is larger than ${MAX_RECORD_FILE_BYTES / (1024 * 1024)} MB` }
  }
  const type = sniffRecordFile(bytes)
  if (!type) return { ok: false, code: 'unsupported_file_type', message: 'The file is not a PDF, JPEG or PNG' }
  return { ok: true, type }
}

/**
 * Tags as typed ('diabetes, Follow-up ,diabetes'): split on commas, trimmed, inner spaces collapsed, lower-cased,
 * duplicates and empties dropped, each at most MAX_TAG_CHARS, at most MAX_TAGS (the rest dropped).
 */
export function normaliseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','))
  const seen = new Set<string>()
  for (const part of parts) {
    const tag = part
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase()
      .slice(0, MAX_TAG_CHARS)
      .trim()
    if (tag && !seen.has(tag)) seen.add(tag)
    if (seen.size >= MAX_TAGS) break
  }
  return [...seen]
}

/** A file name fit for a Content-Disposition header: letters, digits, '-' and '.', ending in its extension. */
export function recordFileName(title: string, date: string, type: RecordFileType): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'record'
  return `${base}-${date}.${RECORD_FILE_EXTENSION[type]}`
}
