import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null

const ROOT_ROUTE = new URL('./app/root.tsx', import.meta.url).pathname
let shellModules: Set<string> | null = null

/**
 * The app's own modules that the root route imports, directly or not (the shell: header, menus, sign-in, skeletons).
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
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
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
