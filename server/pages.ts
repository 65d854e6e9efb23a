import { pathToFileURL } from 'node:url'
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router'
import type { PageHandler } from './app.ts'

/** What the server build's entry module exposes to the process (see app/entry.server.tsx). */
interface EntryExports {
  servicesContext: Parameters<RouterContextProvider['set']>[0]
  requestContext: Parameters<RouterContextProvider['set']>[0]
}

export async function loadPages(buildFile: string, mode: string): Promise<PageHandler> {
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
  const entry = build.entry.module as unknown as EntryExports
  const handle = createRequestHandler(build, mode)
  return (request, ctx) => {
    const context = new RouterContextProvider()
    context.set(entry.servicesContext, ctx.services)
    const { services: _services, ...perRequest } = ctx
    context.set(entry.requestContext, perRequest)
    return handle(request, context)
  }
}
