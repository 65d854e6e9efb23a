import { describe, expect, test } from 'vitest'
import { AppError } from '../../lib/app-error.ts'
import { requireRole, requireUser } from './guards.ts'
import type { ActiveSession, SessionUser } from './sessions.ts'

const user = (roles: string[]): SessionUser => ({
  id: 1,
  name: 'x',
  email: null,
  phone: null,
  roles,
  isDoctor: false,
  isMerchant: false,
})
const session = (roles: string[], actingAs: SessionUser | null = null): ActiveSession => ({
  idHash: 'h',
  user: user(roles),
  actingAs,
  expiresAt: new Date(0),
})

describe('guards', () => {
  test('requireUser: the session, or a 401 (or the refusal given)', () => {
    const s = session([])
    expect(requireUser(s)).toBe(s)
    expect(() => requireUser(null)).toThrow(expect.objectContaining({ status: 401, code: 'sign_in_required' }))
    const own = AppError.invalid('Sign in first', undefined, 'sign_in_first')
    expect(() => requireUser(null, own)).toThrow(own)
  })

  test.each<[string, ActiveSession | null, number | null]>([
    ['an admin', session(['ROLE_ADMIN']), null],
    ['customer care', session(['ROLE_CCARE']), null],
    ['a customer', session([]), 403],
    ['a look-alike role', session(['role_admin']), 403],
    ['a guest', null, 401],
    ['a customer acted for by nobody with the role', session([], user(['ROLE_ADMIN'])), 403],
  ])('requireRole(admin roles): %s → %s', (_label, s, status) => {
    const run = () => requireRole(s, ['ROLE_ADMIN', 'ROLE_CCARE'], 'Staff only')
    if (status === null) expect(run()).toBe(s)
    else expect(run).toThrow(expect.objectContaining({ status }))
  })
})
