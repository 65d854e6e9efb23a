import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  // One stylesheet for the whole app (about 5 KB gzipped): one render-blocking request instead of one per module.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
})
