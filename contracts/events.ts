import { z } from 'zod'
import { ORDER_STATUS_EVENT, RESYNC_EVENT } from '../core/orders/live-updates.ts'

// GET /pwa-api/server-side-event/subscribe (spec 1 §7; spec 2 §7 shows neither payload nor answer): a text/event-stream
// for the signed-in account (401 for a guest), on topic user:{effective user id} taken from the session. Events carry
// ids and states only; a page reads the rest from its loader. Every frame is one of:
// - `event: order_status` with `data: {"order":"MW10000001","status":"packed","label":"Packed"}`;
// - `event: resync` with `data: {}` after the server's listener reconnected (events may be lost: read again);
// - `: ping` comments (heartbeats) and a first `retry: 5000`.
// The stream ends after STREAM_MAX_MS (the browser reconnects and the session is checked again) and on shutdown.

export const OrderStatusEventSchema = z
  .object({
    /** The order's number, as the pages and URLs show it. */
    order: z.string(),
    /** The state machine's state (server/modules/orders/state-machine.ts). */
    status: z.string(),
    /** What a person reads for it ('Packed'). */
    label: z.string(),
  })
  .strict()
export type OrderStatusEvent = z.infer<typeof OrderStatusEventSchema>

export const ResyncEventSchema = z.object({}).strict()

/** Each named event of the stream and the shape of its data (JSON). */
export const ServerEventSchemas = {
  [ORDER_STATUS_EVENT]: OrderStatusEventSchema,
  [RESYNC_EVENT]: ResyncEventSchema,
} as const
