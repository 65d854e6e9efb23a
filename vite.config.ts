import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null

const ROOT_ROUTE = new URL('./app/root.tsx', import.meta.url).pathname
let shellModules: Set<string> | null = null
/** React, React DOM and its scheduler, React Router and the stream format its single fetch decodes. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|turbo-stream)\//

/**
 * The app's own modules that the root route imports, directly or not (the shell: header, menus, sign-in frame, API client).
 * Every page loads all of them, so they travel as one chunk; left to the automatic splitting they were 30 chunks of
 * 1–4 KB, each a request of its own before the page could hydrate (issue 12: 16 modulepreloads cost the first paint
 * more than their bytes did).
 */
function isShellModule(id: string, moduleInfo: ModuleInfoOf): boolean {
  if (!shellModules) {
    // Loudly, not a silently empty group: the root's module id is what the bundler must know it by.
    if (!moduleInfo(ROOT_ROUTE)) throw new Error(`vite.config.ts: the bundler does not know ${ROOT_ROUTE}`)
    const seen = new Set<string>()
    const stack = [ROOT_ROUTE]
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next)) continue
      seen.add(next)
      stack.push(...(moduleInfo(next)?.importedIds ?? []))
    }
    shellModules = seen
  }
  return !id.includes('/node_modules/') && shellModules.has(id)
}

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  // One stylesheet for the whole app (about 13 KB gzipped): one render-blocking request instead of one per module.
  build: { assetsInlineLimit: 0, cssCodeSplit: false, sourcemap: process.env.SOURCEMAP === '1' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The framework every page needs before any code of ours (decision 042): its own chunk, so the
                  // shell chunk is our code alone and the build's budget (scripts/js-budget.ts) can weigh each.
                  debugName: 'framework',
                  name: (id) => (FRAMEWORK.test(id) ? 'framework' : null),
                  priority: 20,
                },
                {
                  debugName: 'shell',
                  name: (id, ctx) => (isShellModule(id, (m) => ctx.getModuleInfo(m)) ? 'shell' : null),
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
})
