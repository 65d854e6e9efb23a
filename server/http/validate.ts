import type { Context } from 'hono'
import type { z } from 'zod'
import { HttpError, badRequest, messageOf } from './errors.ts'

// Every API input passes through one of these: a bad query, body or path parameter becomes a 4xx with a message.

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw badRequest(messageOf(parsed.error), { errors: parsed.error.issues.map(issueOf) })
  return parsed.data
}

const issueOf = (i: z.core.$ZodIssue) => ({ field: i.path.join('.'), message: i.message })

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query())
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param())
}

const MAX_BODY_BYTES = 64 * 1024

/** Reads a JSON object body: 415 for another content type, 413 when too large, 400 for broken JSON. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new HttpError(415, 'Content-Type must be application/json')
  }
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw badRequest('Request body is not valid JSON')
  }
  return parseWith(schema, json)
}
