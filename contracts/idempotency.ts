import { z } from 'zod'

// The idempotency key of a page's form (decision 019): rendered with the page, sent back with the form, so a double
// click or a retried post is placed once. A form without one is refused, never given a key made up on the server
// (which would make every retry a new order). API clients send theirs in the Idempotency-Key header.

export const PAGE_EXPIRED_TEXT = 'The page expired. Please reload it.'

export const idempotencyKeyField = z.string({ error: PAGE_EXPIRED_TEXT }).regex(/^[\w-]{8,128}$/, PAGE_EXPIRED_TEXT)
