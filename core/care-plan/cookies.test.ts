import { describe, expect, test } from 'vitest'
import { cpAddedSourceCookie, memberCookies } from './cookies.ts'

describe('the care plan cookies', () => {
  test('cp_added_source names where the plan was ticked, and clears', () => {
    expect(cpAddedSourceCookie('payment')).toBe('cp_added_source=payment; Max-Age=86400; Path=/; SameSite=Lax')
    expect(cpAddedSourceCookie(null)).toBe('cp_added_source=; Max-Age=0; Path=/; SameSite=Lax')
  })
  test.each([
    [{ member: true, codLocked: false }, {}, ['is_cp_member=1', 'cod_locked_state=0']],
    [{ member: true, codLocked: false }, { is_cp_member: '1', cod_locked_state: '0' }, []],
    [{ member: false, codLocked: true }, { is_cp_member: '1', cod_locked_state: '0' }, ['is_cp_member=0', 'cod_locked_state=1']],
    [null, { is_cp_member: '1' }, ['is_cp_member=']],
    [null, {}, []],
  ])('flags %o over cookies %o set %o', (flags, cookies, names) => {
    expect(memberCookies(flags, cookies).map((c) => c.split(';')[0])).toEqual(names)
  })
})
