import { describe, test, expect } from 'vitest'
import { effectiveAuthToken, isAdmin, isTelesales } from './roles.ts'

describe('isAdmin / isTelesales (spec 1 §6)', () => {
  test.each<[readonly string[] | null | undefined, boolean, boolean]>([
    [['ROLE_ADMIN'], true, false],
    [['ROLE_CCARE'], true, false],
    [['ROLE_TELESALES'], false, true],
    [['ROLE_OFFLINE_INBOUND_TELESALES'], false, true],
    [['ROLE_OFFLINE_OUTBOUND_TELESALES'], false, true],
    [['ROLE_USER', 'ROLE_CCARE', 'ROLE_TELESALES'], true, true],
    [['role_admin'], false, false],
    [['ROLE_ADMINISTRATOR'], false, false],
    [['ROLE_USER'], false, false],
    [[], false, false],
    [null, false, false],
    [undefined, false, false],
  ])('%j → admin %s, telesales %s', (roles, admin, telesales) => {
    expect(isAdmin(roles)).toBe(admin)
    expect(isTelesales(roles)).toBe(telesales)
  })
})

describe('effectiveAuthToken (spec 1 §6)', () => {
  test.each([
    [{ authToken: 'a' }, 'a'],
    [{ authToken: 'a', superLoginToken: 's' }, 's'],
    [{ superLoginToken: 's' }, 's'],
    [{ authToken: 'a', superLoginToken: '' }, 'a'],
    [{ authToken: 'a', superLoginToken: null }, 'a'],
    [{ authToken: '' }, null],
    [{}, null],
  ])('%j → %j', (input, expected) => {
    expect(effectiveAuthToken(input)).toBe(expected)
  })
})
