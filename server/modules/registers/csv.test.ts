import { describe, expect, test } from 'vitest'
import { csvCell, toCsv, yearsAfter } from './service.ts'

// Issue 10 §5: the registers' CSV for an inspector (RFC 4180), safe to open in a spreadsheet (OWASP CSV injection).

describe('csv', () => {
  test('quotes cells holding a comma, a quote or a line break; doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('12 Linking Road, Mumbai')).toBe('"12 Linking Road, Mumbai"')
    expect(csvCell('Dr. "Sunny" Rao')).toBe('"Dr. ""Sunny"" Rao"')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  test('a cell a spreadsheet would run as a formula starts with a quote; numbers stay numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+91 98100')).toBe("'+91 98100")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell(-2)).toBe('-2')
    expect(csvCell(15)).toBe('15')
  })

  test('rows end with CRLF, the last one too', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n')
  })

  test('years after a day, 29 February kept in the month', () => {
    expect(yearsAfter('2026-11-24', 3)).toBe('2029-11-24')
    expect(yearsAfter('2028-02-29', 3)).toBe('2031-02-28')
  })
})
