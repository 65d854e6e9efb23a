import { Hono } from 'hono'
import type { AppEnv } from '../http/types.ts'

// The cart calls of spec 1 §7.1 and spec 2 §7 (brief reads and add); they land with the cart work.
export function cartApi() {
  return new Hono<AppEnv>()
}
