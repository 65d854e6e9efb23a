import type { RouterContextProvider } from 'react-router'
import { notFoundUnless } from '~/lib/page-edge.server'
import { servicesContext } from '../context.server.ts'

/** The page's address in the content store: the path without its slashes at either end, lower-cased. */
export function slugOf(pathname: string): string {
  // A script's request (revalidation after a form's post) arrives at {path}.data.
  return pathname
    .replace(/\.data$/, '')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
}

/** A content page's published blocks, or the 404 page. */
export async function contentPageLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const page = await context.get(servicesContext).contentPages.published(slugOf(new URL(request.url).pathname))
  return { page: notFoundUnless(page) }
}
