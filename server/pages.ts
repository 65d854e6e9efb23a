import { pathToFileURL } from 'node:url'
import {
  RouterContextProvider,
  createRequestHandler,
  isRouteErrorResponse,
  type HandleErrorFunction,
  type ServerBuild,
} from 'react-router'
import type { PageHandler } from './app.ts'
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from './http/errors.ts'
import { unavailablePage } from './http/unavailable-page.ts'

/** What the server build's entry module exposes to the process (see app/entry.server.tsx). */
interface EntryExports {
  servicesContext: Parameters<RouterContextProvider['set']>[0]
  requestContext: Parameters<RouterContextProvider['set']>[0]
  handleError?: HandleErrorFunction
}

export async function loadPages(buildFile: string, mode: string): Promise<PageHandler> {
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
  const entry = build.entry.module as unknown as EntryExports
  // Issue 30 §2 (decision 089): a loader or action that failed because the database server is away makes the page a
  // short 503 with Retry-After instead of the error boundary's 500. React Router tells the entry's handleError of
  // each such error, with the request's context: the request is marked here and its answer replaced below.
  const unavailable = new WeakMap<object, number>()
  const logError: HandleErrorFunction =
    entry.handleError ??
    ((error, { request }) => {
      const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined
      if (!request.signal.aborted) console.error(inner ?? error)
    })
  const handleError: HandleErrorFunction = (error, args) => {
    const down = databaseUnavailable(error)
    if (down && args.context) unavailable.set(args.context, down.retryAfterSeconds ?? 1)
    else logError(error, args)
  }
  const guarded: ServerBuild = { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } }
  const handle = createRequestHandler(guarded, mode)
  return async (request, ctx) => {
    const context = new RouterContextProvider()
    context.set(entry.servicesContext, ctx.services)
    const { services: _services, ...perRequest } = ctx
    context.set(entry.requestContext, perRequest)
    const res = await handle(request, context)
    const retryAfterSeconds = unavailable.get(context)
    // A document only: a client navigation's data request (.data) keeps React Router's encoding for its error boundary.
    if (retryAfterSeconds !== undefined && res.status >= 500 && !new URL(request.url).pathname.endsWith('.data')) {
      await res.body?.cancel()
      return unavailablePage({ message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds, url: request.url })
    }
    return res
  }
}
