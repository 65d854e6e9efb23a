import { afterAll, beforeAll, expect, test } from 'vitest'
import { AUTH_PATHS as P } from '../../core/auth/paths.ts'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/client.ts'
import { createLogger } from '../../server/lib/logger.ts'
import { createServices } from '../../server/services.ts'
import { createOutboxNotifier } from '../../server/modules/notify/notifier.ts'
import { openTestDatabase } from '../setup/test-db.ts'
import { browserClient } from './browser-client.ts'

// Architecture 'Scale-out': instances are stateless. Two app instances on one database, as behind a load balancer:
// the CSRF token, the sign-in flow, the code and the session made by one are honoured by the other.
let database: Database
let a: ReturnType<typeof createApp>
let b: ReturnType<typeof createApp>
beforeAll(async () => {
  database = await openTestDatabase()
  const make = () => {
    const logger = createLogger('silent')
    const services = createServices(database.db, { APP_ENV: 'test' }, logger, {
      notifier: createOutboxNotifier(database.db, () => {}),
    })
    return { services, app: createApp({ services, logger, production: false }) }
  }
  a = make().app
  b = make().app
})
afterAll(() => database?.close())

test('a code sent through one instance is verified through the other, and the session works on both', async () => {
  const viaA = browserClient({ app: a }, { ip: '10.9.0.1' })
  await viaA.start()
  const viaB = browserClient({ app: b }, { ip: '10.9.0.1' })
  // The same browser: B gets A's cookies and the page's token.
  const moveTo = () => {
    for (const [k, v] of viaA.jar) viaB.jar.set(k, v)
    viaB.csrf = viaA.csrf
  }
  expect((await viaA.auth(P.createToken, { number: '9810000001' })).status).toBe(200)
  moveTo()
  const outbox = createOutboxNotifier(database.db, () => {})
  const code = (await outbox.list(5)).find((m) => m.to === '9810000001')!.otp!
  const verified = await viaB.auth(P.verifyToken, { number: '9810000001', verification_token: code })
  expect(verified.status).toBe(200)
  expect(verified.body.data.user_data.number).toBe('9810000001')
  // The session and its CSRF token from B are good on A.
  for (const [k, v] of viaB.jar) viaA.jar.set(k, v)
  viaA.csrf = viaB.csrf
  const write = await viaA.post('/pwa-api/api/v4/carts/skus', { skus: [{ sku_id: 1 }] })
  expect(write.status).not.toBe(403)
})
