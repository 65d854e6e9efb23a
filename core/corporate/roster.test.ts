import { describe, expect, test } from 'vitest'
import { csvLine, csvRecords, parseRoster, rosterDate, rosterPhone, ROSTER_MAX_PROBLEMS } from './roster.ts'

// issue 25 §1, decision 066: the roster CSV's rules, each bad row with its line and reason, nothing when any is bad.

const TODAY = '2026-11-29'
const HEAD = 'employee_id,name,gender,date_of_birth,work_email,phone,coverage'
const csv = (...rows: string[]) => [HEAD, ...rows].join('\n')
const GOOD = 'E1,Asha Rao,female,1990-01-31,asha@acme.example.com,9876543210,self'

describe('csvRecords (RFC 4180)', () => {
  test.each([
    [
      'a,b\nc,d',
      [
        [1, ['a', 'b']],
        [2, ['c', 'd']],
      ],
    ],
    [
      'a,b\r\nc,d\r\n',
      [
        [1, ['a', 'b']],
        [2, ['c', 'd']],
      ],
    ],
    ['"a,1","b ""q"""\n', [[1, ['a,1', 'b "q"']]]],
    [
      '"two\nlines",x\ny,z',
      [
        [1, ['two\nlines', 'x']],
        [3, ['y', 'z']],
      ],
    ],
    [
      '\ufeffa,b\n\n\nc,',
      [
        [1, ['a', 'b']],
        [4, ['c', '']],
      ],
    ],
    [
      'a\rb',
      [
        [1, ['a']],
        [2, ['b']],
      ],
    ],
  ])('%j', (text, expected) => {
    expect([...csvRecords(text)].map((r) => [r.line, r.fields])).toEqual(expected)
  })

  test.each([
    ['a,"open\nb', 1, 'not closed'],
    ['a,b\nx,"q"y', 2, 'after a closing quote'],
    ['a,b\nx,q"y', 2, 'quote inside an unquoted field'],
  ])('%j is refused on line %i', (text, line, reason) => {
    let thrown: unknown = null
    try {
      Array.from(csvRecords(text))
    } catch (e) {
      thrown = e
    }
    expect(thrown).toMatchObject({ line, reason: expect.stringContaining(reason) })
  })

  test('csvLine quotes what must be and defuses formulas', () => {
    expect(csvLine(['a,b', 'say "hi"', '=SUM(A1)', 12, null])).toBe('"a,b","say ""hi""",\'=SUM(A1),12,\r\n')
    expect([...csvRecords(csvLine(['x\ny', 'z']))][0]!.fields).toEqual(['x\ny', 'z'])
  })
})

describe('field rules', () => {
  test.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['5876543210', null],
    ['987654321', null],
    ['98765432100', null],
    ['phone', null],
  ])('phone %j → %j', (text, phone) => expect(rosterPhone(text)).toBe(phone))

  test.each([
    ['1990-01-31', '1990-01-31'],
    ['31/01/1990', '1990-01-31'],
    ['1/2/1990', '1990-02-01'],
    ['31-01-1990', '1990-01-31'],
    ['1990-02-30', null],
    ['31/13/1990', null],
    ['01/31/1990', null],
    ['yesterday', null],
  ])('date %j → %j', (text, date) => expect(rosterDate(text)).toBe(date))
})

describe('parseRoster', () => {
  test('a good file: employees and their dependants, in any column order, case and spacing of headers', () => {
    const text = [
      'Name,Employee ID,Coverage,Phone,Work-Email,relation,Date of Birth,gender,cover_from',
      '"Ravi Menon",E1,Self and family,+91 98765 43210,RAVI@Acme.Example.com,,12/04/1988,M,2026-01-01',
      'Meera Menon,E1,,,,spouse,1990-05-05,female,',
      'Sunita Das,E2,self,,sunita@acme.example.com,,,,',
    ].join('\r\n')
    const r = parseRoster(text, TODAY)
    expect(r).toEqual({
      ok: true,
      employees: [
        {
          line: 2,
          employeeCode: 'E1',
          name: 'Ravi Menon',
          gender: 'male',
          birthDate: '1988-04-12',
          workEmail: 'ravi@acme.example.com',
          phone: '9876543210',
          coverage: 'self_and_family',
          coverFrom: '2026-01-01',
        },
        {
          line: 4,
          employeeCode: 'E2',
          name: 'Sunita Das',
          gender: null,
          birthDate: null,
          workEmail: 'sunita@acme.example.com',
          phone: null,
          coverage: 'self',
          coverFrom: null,
        },
      ],
      dependants: [
        { line: 3, employeeCode: 'E1', name: 'Meera Menon', relation: 'spouse', gender: 'female', birthDate: '1990-05-05' },
      ],
    })
  })

  test.each([
    ['missing name', 'E1,,female,1990-01-31,a@acme.example.com,9876543210,self', 'Name is missing'],
    ['bad phone', 'E1,Asha Rao,female,1990-01-31,a@acme.example.com,5876543210,self', 'Bad phone "5876543210"'],
    ['short phone', 'E1,Asha Rao,female,1990-01-31,,98765,self', 'Bad phone "98765"'],
    ['bad e-mail', 'E1,Asha Rao,female,1990-01-31,asha@,9876543210,self', 'Bad work_email "asha@"'],
    ['bad date', 'E1,Asha Rao,female,1990-02-30,,9876543210,self', 'Bad date_of_birth "1990-02-30"'],
    ['a date of birth in the future', 'E1,Asha Rao,female,2027-01-01,,9876543210,self', 'Bad date_of_birth'],
    ['unknown coverage', 'E1,Asha Rao,female,,,9876543210,gold', 'Unknown coverage "gold"'],
    ['missing coverage', 'E1,Asha Rao,female,,,9876543210,', 'coverage is missing'],
    ['unknown gender', 'E1,Asha Rao,x,,,9876543210,self', 'Unknown gender "x"'],
    ['missing employee id', ',Asha Rao,female,,,9876543210,self', 'employee_id is missing'],
    ['a bad employee id', 'E 1,Asha Rao,female,,,9876543210,self', 'employee_id "E 1" may have only'],
    ['neither phone nor e-mail', 'E1,Asha Rao,female,,,,self', 'A phone or work_email is needed'],
    ['a name with symbols', 'E1,Asha <b>,female,,,9876543210,self', 'may have only letters'],
    ['too few fields', 'E1,Asha Rao,female', 'The row has 3 fields; the header has 7'],
  ])('%s is reported on its line', (_, row, reason) => {
    const r = parseRoster(csv(GOOD.replace('E1', 'E0').replace('9876543210', '9876543219').replace('asha@', 'x@'), row), TODAY)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems).toEqual([{ line: 3, reason: expect.stringContaining(reason) }])
  })

  test('duplicates within the file name the first line', () => {
    const r = parseRoster(
      csv(
        GOOD,
        'E1,Ravi Menon,male,,ravi@acme.example.com,9876500000,self',
        'E2,Sunita Das,female,,sunita@acme.example.com,+91 98765 43210,self',
        'E3,Arjun Pillai,male,,ASHA@acme.example.com,9876500001,self',
      ),
      TODAY,
    )
    expect(r).toEqual({
      ok: false,
      problemCount: 3,
      problems: [
        { line: 3, reason: 'employee_id E1 is already on line 2' },
        { line: 4, reason: 'phone 9876543210 is already on line 2' },
        { line: 5, reason: 'work_email asha@acme.example.com is already on line 2' },
      ],
    })
  })

  test('several reasons of one row are joined; every bad row is reported; lines count quoted line breaks', () => {
    const r = parseRoster(
      csv('"E1",,x,someday,,123,gold', '"E2","Two\nLines",female,,,9876543211,self', 'E3,,,,,9876543212,self'),
      TODAY,
    )
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems.map((p) => p.line)).toEqual([2, 3, 5])
    expect(r.problems[0]!.reason.split('; ')).toHaveLength(5)
  })

  test.each([
    ['relation of an unknown employee', 'E9,Meera,,,,,,spouse', 'No employee row with employee_id E9'],
    ['relation of a self-only employee', 'E1,Meera Rao,,,,,,spouse', 'covered for self only'],
    ['unknown relation', 'E1,Meera Rao,,,,,,cousin', 'Unknown relation "cousin"'],
  ])('a dependant: %s', (_, row, reason) => {
    const r = parseRoster([`${HEAD},relation`, `${GOOD},`, row].join('\n'), TODAY)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems).toEqual([{ line: 3, reason: expect.stringContaining(reason) }])
  })

  test.each([
    ['', 1, 'The file is empty'],
    ['employee_id,name,phone', 1, 'The column coverage is missing'],
    ['employee_id,name,coverage', 1, 'needs a phone or a work_email column'],
    [`${HEAD},salary`, 1, 'Unknown column "salary"'],
    [`${HEAD},Phone`, 1, 'The column phone appears twice'],
    [HEAD, 2, 'no employee rows'],
    [`${HEAD}\nE1,"Asha`, 2, 'not closed'],
  ])('the file %j is refused', (text, line, reason) => {
    const r = parseRoster(text, TODAY)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems[0]).toEqual({ line, reason: expect.stringContaining(reason) })
  })

  test('problems are capped, their count is not', () => {
    const rows = Array.from({ length: ROSTER_MAX_PROBLEMS + 10 }, (_, i) => `E${i},,,,,98765${String(i).padStart(5, '0')},self`)
    const r = parseRoster(csv(...rows), TODAY)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems).toHaveLength(ROSTER_MAX_PROBLEMS)
    expect(r.problemCount).toBe(ROSTER_MAX_PROBLEMS + 10)
  })
})
