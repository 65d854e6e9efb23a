// The order pages' live updates (issue 9 §8): the server-sent events stream and the names of its events. Values the
// browser needs live here (decision 014); contracts/events.ts gives each event's data.

/** spec 1 §7 / spec 2 §7: the server-side event subscription. The account comes from the session, never the URL. */
export const EVENTS_PATH = '/pwa-api/server-side-event/subscribe'

/** An order of the signed-in account changed status: data `{ order, status, label }` (OrderStatusEventSchema). */
export const ORDER_STATUS_EVENT = 'order_status'

/** The server's listener lost its connection for a moment: events may have been missed, read the page again. */
export const RESYNC_EVENT = 'resync'
