import { isRouteErrorResponse } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loader as staffLayoutLoader } from '../../app/routes/staff.tsx'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { pageContext } from './shop.ts'

// Issue 10 §2: the back office answers 404, not 403, to anyone without a staff role, so the area is not advertised.
// Roles come from the session's account row (spec 1 §6); a staff member acting as a customer is the customer there.

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

const person = (id: number, roles: string[], actingAs: ActiveSession['actingAs'] = null): ActiveSession => ({
  idHash: `staff-test-${id}`,
  user: { id, name: `Person ${id}`, email: null, phone: null, roles, isDoctor: false, isMerchant: false },
  actingAs,
  expiresAt: new Date('2099-01-01'),
})

async function layout(session: ActiveSession | null) {
  const args = {
    request: new Request('http://localhost/staff'),
    params: {},
    context: pageContext(f, visitorOwner('0'.repeat(32)), session),
  } as unknown as Parameters<typeof staffLayoutLoader>[0]
  try {
    return await staffLayoutLoader(args)
  } catch (thrown) {
    if (isRouteErrorResponse(thrown)) return { status: thrown.status }
    // data() throws a DataWithResponseInit
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}

test('a guest, a customer, a telesales role and a staff member acting as a customer get 404', async () => {
  expect(await layout(null)).toEqual({ status: 404 })
  expect(await layout(person(1, []))).toEqual({ status: 404 })
  expect(await layout(person(2, ['ROLE_TELESALES']))).toEqual({ status: 404 })
  expect(await layout(person(2, ['role_admin']))).toEqual({ status: 404 }) // exact, case-sensitive names
  const customer = person(3, []).user
  expect(await layout(person(4, ['ROLE_ADMIN'], customer))).toEqual({ status: 404 })
})

test('each staff role sees the areas it opens', async () => {
  expect(await layout(person(10, ['ROLE_PHARMACIST']))).toEqual({
    name: 'Person 10',
    pharmacist: true,
    desk: false,
    labs: false,
    corporates: false,
    doctor: false,
  })
  expect(await layout(person(11, ['ROLE_ADMIN']))).toEqual({
    name: 'Person 11',
    pharmacist: false,
    desk: true,
    labs: true,
    corporates: true,
    doctor: false,
  })
  expect(await layout(person(12, ['ROLE_CCARE']))).toEqual({
    name: 'Person 12',
    pharmacist: false,
    desk: true,
    labs: true,
    corporates: false,
    doctor: false,
  })
  // issue 25 §1: only an admin creates corporates and names their HR (customer care does not).
  // issue 11 §6: the labs' operations staff open the labs desk only.
  expect(await layout(person(13, ['ROLE_LAB_OPS']))).toEqual({
    name: 'Person 13',
    pharmacist: false,
    desk: false,
    labs: true,
    corporates: false,
    doctor: false,
  })
  // issue 24 §1: a doctor opens the back office and none of these areas, only their own (their hours, their desk).
  expect(await layout(person(14, ['ROLE_DOCTOR']))).toEqual({
    name: 'Person 14',
    pharmacist: false,
    desk: false,
    labs: false,
    corporates: false,
    doctor: true,
  })
})
