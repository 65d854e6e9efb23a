import type { z } from 'zod'

/** The one error type of the HTTP layer: a status and a message the UI can show. */
export class HttpError extends Error {
  readonly status: number
  readonly body: Record<string, unknown>
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.body = { message, ...extra }
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { retry_after: retryAfterSeconds })

/** A readable message from the first Zod issue: 'q: Too big' style, field first when there is one. */
export function messageOf(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  const field = issue.path.join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}
