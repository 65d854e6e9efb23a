import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { action as previewAction } from '../../app/routes/done-in-one-order-preview.tsx'
import { loader as processingLoader } from '../../app/routes/done-in-one-order-processing.tsx'
import { action as attachAction } from '../../app/routes/done-in-one-prescription-order.tsx'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { hostile } from './hostile.ts'
import { formPost, pageContext, shop } from './shop.ts'

// Issue 10 §1, 'Bad input and failure': the done-in-one pages' actions and the processing page take anything a client
// sends and answer a redirect, a message or the 404 page, never a 5xx (the page modules' own server functions, with
// the context the server process gives them).

let f: ApiFixture
beforeAll(async () => {
  f = await createApiFixture()
})
afterAll(() => f?.close())

const { customer } = shop(() => f, { prefix: '70961', name: 'Quick Order Fuzzer' })

/** A loader's or action's answer as the router sees it: a Response (redirect), a thrown data() (404), or data. */
async function settle(run: () => Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    const out = await run()
    if (out instanceof Response) return { status: out.status }
    const init = (out as { init?: { status?: number }; data?: { message?: string } }).init
    if (init?.status) return { status: init.status, message: (out as { data?: { message?: string } }).data?.message }
    const message = (out as { message?: string } | null)?.message
    return { status: 200, message }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status }
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}

describe('the boundary', () => {
  test('Submit of the preview and of the labs page, and the attach page’s small forms: a redirect or a message', async () => {
    const c = await customer()
    const context = () => pageContext(f, c.owner, c.session)
    const field = fc.oneof(hostile, fc.constantFrom('1', '0', '-1', 'all', 'call', 'on', 'true', '999999999'))
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('request_id', 'mode', 'allow_substitutes', 'intent', 'prescription_id', '_csrf'), field),
        fc.constantFrom('/done-in-one/rx-order-preview', '/labs/order-with-prescription', '/done-in-one/prescription-order'),
        async (fields, path) => {
          const request = () => formPost(`http://localhost${path}`, fields)
          const out = await settle(() =>
            path === '/done-in-one/rx-order-preview'
              ? previewAction({ request: request(), context: context(), params: {} } as never)
              : attachAction({ request: request(), context: context(), params: {} } as never),
          )
          expect(out.status).toBeLessThan(500)
          if (out.status === 200) expect(out.message?.length ?? 1).toBeGreaterThan(0)
        },
      ),
      { numRuns: 60 },
    )
  })

  test('the processing page: any ?request= is the account’s request, a redirect to attach, or the 404 page', async () => {
    const c = await customer()
    await fc.assert(
      fc.asyncProperty(hostile, async (id) => {
        const request = new Request(`http://localhost/done-in-one/rx-order-processing?request=${encodeURIComponent(id)}`)
        const out = await settle(() =>
          processingLoader({ request, context: pageContext(f, c.owner, c.session), params: {} } as never),
        )
        expect([200, 302, 303, 404]).toContain(out.status)
      }),
      { numRuns: 60 },
    )
  })
})
