import { describe, expect, test } from 'vitest'
import { csvCell, leadSource, toCsv } from './leads.ts'

describe('csvCell: RFC 4180 and safe against formula injection', () => {
  test.each([
    ['Asha', 'Asha'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+91 98100', "'+91 98100"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, "'-3"],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value as string)).toBe(cell)
  })

  test('rows end with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['=1', 'c,d'],
      ]),
    ).toBe(`a,b\r\n'=1,"c,d"\r\n`)
  })
})

describe('leadSource: a path of ours, else /partnerships', () => {
  test.each([
    ['/partnerships', '/partnerships'],
    ['/partnerships/products/employers', '/partnerships/products/employers'],
    ['/partnerships?x=1#y', '/partnerships'],
    ['//evil.example/x', '/partnerships'],
    ['https://evil.example', '/partnerships'],
    ['/<script>', '/partnerships'],
    [undefined, '/partnerships'],
    [42, '/partnerships'],
  ])('%j → %j', (value, path) => {
    expect(leadSource(value)).toBe(path)
  })
})
