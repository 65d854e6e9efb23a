import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../http/types.ts'
import { AppError } from '../../lib/app-error.ts'

// The courier's status webhook beside the payment gateway's (payments/api.ts): on the app's CSRF allow-list
// (server/app.ts), authenticated by X-Courier-Signature over the raw body (desk/courier.ts).

export const COURIER_WEBHOOK_PATH = '/courier/webhook'

/** A courier's status event is a few hundred bytes. */
const BODY_LIMIT = 64 * 1024

/** POST /pwa-api/courier/webhook: 200 with what became of the event; 400 on a bad signature or body; 404 unconfigured. */
export function courierApi() {
  const api = new Hono<AppEnv>()
  api.post(
    COURIER_WEBHOOK_PATH,
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: () => {
        throw new AppError({ code: 'too_large', status: 413, message: 'The webhook body is too large.' })
      },
    }),
    async (c) => {
      // The raw bytes, before any parsing: the signature is over them exactly as sent.
      const raw = new Uint8Array(await c.req.arrayBuffer())
      const status = await c.var.services.courier.receive(raw, c.req.raw.headers)
      return c.json({ status })
    },
  )
  return api
}
