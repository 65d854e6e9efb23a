import type { Context } from 'hono'
import type { z } from 'zod'
import { AppError } from '../lib/app-error.ts'
import { parseInput } from '../lib/validation.ts'

// Every API input passes through one of these: a bad query, body or path parameter becomes a 4xx with a message
// (server/lib/validation.ts), answered by the one error mapper (server/http/errors.ts).

const MAX_BODY_BYTES = 64 * 1024

/** Reads a JSON body: 415 for another content type, 413 when too large, 400 for broken JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new AppError({ code: 'unsupported_media_type', status: 415, message: 'Content-Type must be application/json' })
  }
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new AppError({ code: 'too_large', status: 413, message: 'Request body is too large' })
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw AppError.invalid('Request body is not valid JSON')
  }
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseInput(schema, await readJson(c))
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseInput(schema, c.req.query())
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseInput(schema, c.req.param())
}
