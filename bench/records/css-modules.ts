// A module hook for the benches that render components outside Vite: a CSS module imports as an object whose class
// names are the keys themselves (what matters to the render's cost is the markup, not the hashed names).
import { registerHooks } from 'node:module'

registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith('.module.css')) {
      return {
        format: 'module',
        shortCircuit: true,
        source: 'export default new Proxy({}, { get: (_, key) => (typeof key === "string" ? key : undefined) })',
      }
    }
    return nextLoad(url, context)
  },
})
