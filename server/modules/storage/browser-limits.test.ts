import { describe, expect, test } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { UPLOAD_BODY_LIMIT } from '../prescriptions/api.ts'
import { displayName, checkUploads, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from './uploads.ts'
import {
  fileLabel,
  PRESCRIPTION_MAX_FILE_BYTES,
  PRESCRIPTION_MAX_FILES,
  PRESCRIPTION_TEXTS,
  uploadProblems,
} from '../../../core/prescriptions/limits.ts'

// The browser's copy of the upload limits (core/prescriptions/limits.ts) must say what the server enforces.

const MB = 1024 * 1024
const pdfOfSize = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.7').subarray(0, size))
  return bytes
}

describe('the browser’s upload limits', () => {
  test('are the server’s', () => {
    expect([PRESCRIPTION_MAX_FILE_BYTES, PRESCRIPTION_MAX_FILES]).toEqual([MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES])
    expect(UPLOAD_BODY_LIMIT).toBe(5 * 10 * MB + MB)
    expect(PRESCRIPTION_TEXTS.limits).toBe('JPEG, PNG or PDF; up to 5 files of 10 MB each')
  })

  test.each([
    ['nothing wrong', [{ name: 'rx.pdf', size: 100 }], []],
    ['exactly 10 MB', [{ name: 'rx.pdf', size: 10 * MB }], []],
    ['10 MB and a byte', [{ name: 'scan.pdf', size: 10 * MB + 1 }], ['scan.pdf is larger than 10 MB']],
    ['an empty file', [{ name: 'blank.pdf', size: 0 }], ['blank.pdf is empty']],
    [
      'two problems, each named',
      [
        { name: 'C:\\fakepath\\a.pdf', size: 0 },
        { name: 'b.pdf', size: 11 * MB },
      ],
      ['a.pdf is empty', 'b.pdf is larger than 10 MB'],
    ],
    ['six files', Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, size: 10 })), ['You can attach at most 5 files']],
    ['five files', Array.from({ length: 5 }, (_, i) => ({ name: `${i}.pdf`, size: 10 })), []],
  ])('%s: the same messages as the server', (_, files, expected) => {
    expect(uploadProblems(files)).toEqual(expected)
    let server: string[] = []
    try {
      checkUploads(files.map((f) => ({ name: f.name, bytes: pdfOfSize(f.size) })))
    } catch (e) {
      if (!AppError.is(e)) throw e
      server = e.errors.map((x) => x.message)
    }
    expect(server).toEqual(expected)
  })

  test.each(['rx.pdf', 'C:\\fakepath\\rx.pdf', '/home/me/rx.pdf', '', '\u0007', 'x'.repeat(80), 'प्रिस्क्रिप्शन.pdf'])(
    'fileLabel(%j) is the server’s displayName',
    (name) => {
      expect(fileLabel(name)).toBe(displayName(name))
    },
  )
})
