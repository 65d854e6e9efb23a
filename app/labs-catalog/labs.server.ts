import { redirect } from 'react-router'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context.server'
import { notFoundUnless } from '~/lib/page-edge.server'
import { DEFAULT_CITY } from '../../core/constants.ts'
import { parseCookieHeader, safeDecode } from '../../core/cookies.ts'

// Server-side helpers of the labs catalog pages' loaders.

export const labCatalogOf = (context: Readonly<RouterContextProvider>) => context.get(servicesContext).labCatalog

/** The visitor's city (the `city` cookie, else the default), as the header shows it. */
export function visitorCity(request: Request): string {
  const cookie = parseCookieHeader(request.headers.get('cookie')).city
  const city = cookie ? safeDecode(cookie).trim() : ''
  return city || DEFAULT_CITY
}

/** The city a path parameter names among the cities labs collect in; an unknown one is the 404 page. */
export async function cityOfPath(context: Readonly<RouterContextProvider>, param: string | undefined): Promise<string> {
  return notFoundUnless(await labCatalogOf(context).city(param))
}

/**
 * One URL per page: a request for another spelling of it (a stale slug, a bare id, a city's name instead of its slug)
 * is sent to the canonical path (301, the query kept). `requested` is built from the route parameters, not the request
 * path, since client navigations fetch '….data' URLs.
 */
export function ensureCanonical(request: Request, requested: string, canonical: string): string {
  const url = new URL(request.url)
  if (requested !== canonical) throw redirect(canonical + url.search, 301)
  return `${url.origin}${canonical}`
}
