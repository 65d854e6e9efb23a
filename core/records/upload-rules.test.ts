import { describe, expect, it } from 'vitest'
import { checkRecordFile, normaliseTags, recordFileName, sniffRecordFile } from './upload-rules.ts'

const bytes = (...b: number[]) => new Uint8Array(b)
const PDF = new TextEncoder().encode('%PDF-1.7\n')
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)

describe('record files are typed by their content', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['text named .pdf', new TextEncoder().encode('hello.pdf'), null],
    ['a GIF', new TextEncoder().encode('GIF89a'), null],
    ['junk before %PDF', new TextEncoder().encode(' %PDF-1.4'), null],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e), null],
  ])('%s', (_, file, type) => {
    expect(sniffRecordFile(file)).toBe(type)
  })

  it.each([
    ['empty', new Uint8Array(0), 'empty_file', 'The file is empty'],
    ['over 10 MB', new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25), 'file_too_large', 'The file is larger than 10 MB'],
    ['not ours', new TextEncoder().encode('<html>'), 'unsupported_file_type', 'The file is not a PDF, JPEG or PNG'],
  ])('refuses %s with the reason', (_, file, code, message) => {
    expect(checkRecordFile(file)).toEqual({ ok: false, code, message })
  })

  it('takes exactly 10 MB', () => {
    const file = new Uint8Array(10 * 1024 * 1024)
    file.set(PDF)
    expect(checkRecordFile(file)).toEqual({ ok: true, type: 'application/pdf' })
  })
})

describe('tags', () => {
  it.each([
    ['diabetes, Follow-up ,diabetes', ['diabetes', 'follow-up']],
    [' , ,', []],
    ['a,b,c,d,e,f,g,h,i,j,k,l', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']],
    ['Blood   Sugar', ['blood sugar']],
    ['x'.repeat(40), ['x'.repeat(30)]],
  ])('%j → %j', (input, tags) => {
    expect(normaliseTags(input)).toEqual(tags)
  })
})

describe('file names', () => {
  it.each([
    ['Discharge summary (Apollo)', '2026-11-01', 'application/pdf' as const, 'Discharge-summary-Apollo-2026-11-01.pdf'],
    ['रिपोर्ट', '2026-01-02', 'image/png' as const, 'record-2026-01-02.png'],
    ['"; rm -rf', '2026-01-02', 'image/jpeg' as const, 'rm-rf-2026-01-02.jpg'],
  ])('%s', (title, date, type, name) => {
    expect(recordFileName(title, date, type)).toBe(name)
  })
})
