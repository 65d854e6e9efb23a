import { describe } from 'vitest'
import { SHOP_ENDPOINTS } from './fuzz-endpoints.ts'
import { fuzzEach, useFuzzFixture } from './fuzz-fixture.ts'

// The boundary takes anything a client can send (fuzz-endpoints.ts): the shop's endpoints, as a guest and as a
// signed-in customer. The labs', sign-in's and the browser forms' are fuzz-labs-sign-in.int.test.ts, with the guard
// that every route the app registers is fuzzed; the Razorpay-configured gateway, fuzz-razorpay.int.test.ts.

useFuzzFixture()

describe('fuzzing every endpoint', () => {
  fuzzEach(SHOP_ENDPOINTS)
})
