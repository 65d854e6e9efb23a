import { describe, test, expect } from 'vitest'
import {
  ADMIN_ROLES,
  DOCTOR_ROLES,
  effectiveAuthToken,
  hasAny,
  isAdmin,
  isTelesales,
  LAB_DESK_ROLES,
  PHARMACIST_ROLES,
  STAFF_ROLES,
} from './roles.ts'

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

describe('ROLE_DOCTOR (issue 24 §1): the back office opens, none of its other areas', () => {
  test.each<[string, readonly string[], boolean]>([
    ['the back office layout', STAFF_ROLES, true],
    ['the order desk, the care plan and super-login', ADMIN_ROLES, false],
    ['the prescription queue and the registers', PHARMACIST_ROLES, false],
    ['the labs desk', LAB_DESK_ROLES, false],
  ])('%s → %s', (_area, roles, opens) => {
    expect(hasAny(['ROLE_DOCTOR'], roles)).toBe(opens)
  })
  test.each<[readonly string[] | null, boolean]>([
    [['ROLE_DOCTOR'], true],
    [['ROLE_ADMIN'], false],
    [['role_doctor'], false],
    [null, false],
  ])('%j is a doctor: %s', (roles, doctor) => expect(hasAny(roles, DOCTOR_ROLES)).toBe(doctor))
})
