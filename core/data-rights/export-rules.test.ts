import { describe, expect, test } from 'vitest'
import {
  archiveFileName,
  exportExpiresAt,
  exportStatus,
  nextRequestAt,
  safeEntryName,
  whenInIndia,
  type ExportFacts,
} from './export-rules.ts'

const at = (iso: string) => new Date(iso)
const asked = at('2026-11-30T10:00:00Z')

describe('exportStatus', () => {
  const ready: ExportFacts = { status: 'ready', requestedAt: asked, expiresAt: at('2026-12-07T10:05:00Z') }
  test.each([
    ['preparing, just asked', { status: 'preparing', requestedAt: asked, expiresAt: null }, '2026-11-30T10:01:00Z', 'preparing'],
    ['preparing for 5 h 59', { status: 'preparing', requestedAt: asked, expiresAt: null }, '2026-11-30T15:59:00Z', 'preparing'],
    [
      'preparing for 6 h: its job failed',
      { status: 'preparing', requestedAt: asked, expiresAt: null },
      '2026-11-30T16:00:00Z',
      'failed',
    ],
    ['ready, a second before its end', ready, '2026-12-07T10:04:59Z', 'ready'],
    ['ready, at its end', ready, '2026-12-07T10:05:00Z', 'expired'],
    ['failed', { status: 'failed', requestedAt: asked, expiresAt: null }, '2026-11-30T10:01:00Z', 'failed'],
    ['swept', { ...ready, status: 'expired' }, '2026-12-01T00:00:00Z', 'expired'],
  ] as const)('%s', (_name, facts, now, status) => {
    expect(exportStatus(facts as ExportFacts, at(now))).toBe(status)
  })
})

describe('the offer and the cooldown', () => {
  test('an archive is offered for 7 days from when it was ready', () => {
    expect(exportExpiresAt(at('2026-11-30T10:05:00Z'))).toEqual(at('2026-12-07T10:05:00Z'))
  })
  test.each([
    [null, '2026-11-30T10:00:00Z', null],
    ['2026-11-30T10:05:00Z', '2026-11-30T10:06:00Z', '2026-12-01T10:05:00Z'],
    ['2026-11-30T10:05:00Z', '2026-12-01T10:04:59Z', '2026-12-01T10:05:00Z'],
    ['2026-11-30T10:05:00Z', '2026-12-01T10:05:00Z', null],
  ])('last ready %s, now %s: next %s', (last, now, next) => {
    expect(nextRequestAt(last ? at(last) : null, at(now))).toEqual(next ? at(next) : null)
  })
})

describe('words', () => {
  test('dates and times in India', () => {
    expect(whenInIndia(at('2026-12-07T10:05:00Z'))).toBe('7 December 2026, 3:35 PM')
    expect(archiveFileName(at('2026-11-30T19:00:00Z'))).toBe('medwise-data-2026-12-01.zip')
  })
  test.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\asha\\scan.jpg', 'scan.jpg'],
    ['..hidden.png', 'hidden.png'],
    ['a\u0000b<c>:d.pdf', 'abcd.pdf'],
    ['', 'file-1.pdf'],
    ['///', 'file-1.pdf'],
    [`${'x'.repeat(120)}.pdf`, `${'x'.repeat(96)}.pdf`],
  ])('safeEntryName(%j)', (name, safe) => {
    expect(safeEntryName(name, 'file-1.pdf')).toBe(safe)
  })
})
