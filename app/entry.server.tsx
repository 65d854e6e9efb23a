import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { requestContext, servicesContext } from './context.server'
import { SignInFormDialog } from './auth/sign-in-form-dialog'
import { SignInFormDialogContext } from './auth/sign-in-form-dialog-context'
import { FooterIslandsContext } from './shell/footer-island-context'
import { footerIslands } from './shell/footer-islands.server'
import type { FooterIslands } from './shell/footer-sections'

// The process hands loaders their services through these keys (server/pages.ts reads them from the build).
export { requestContext, servicesContext } from './context.server'

export const streamTimeout = 5_000

/** The footer's island HTML (decision 039); none when the footer cannot be read (the page then renders without it). */
async function islandsFor(loadContext: RouterContextProvider, isBot: boolean): Promise<FooterIslands | null> {
  try {
    return footerIslands(await loadContext.get(servicesContext).footer.get(), isBot)
  } catch (error) {
    console.error('footer islands', error)
    return null
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { cspNonce } = loadContext.get(requestContext)
  const userAgent = request.headers.get('user-agent')
  const bot = userAgent ? isbot(userAgent) : false
  const islands = await islandsFor(loadContext, bot)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Bots get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions = bot || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <FooterIslandsContext.Provider value={islands}>
        <SignInFormDialogContext.Provider value={SignInFormDialog}>
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </SignInFormDialogContext.Provider>
      </FooterIslandsContext.Provider>,
      {
        nonce: cspNonce,
        // A finished Suspense boundary is written in place, never sent apart to be revealed by a script: React outlines
        // one once the page so far passes this many bytes, and a page must work before (or without) JavaScript, as
        // the sign-in forms of decision 028 do inside one (decision 041). Boundaries still pending stream as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
