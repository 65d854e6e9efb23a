// `npm start` builds what is missing: the server build and the client assets.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
if (!existsSync(`${root}build/server/index.js`) || !existsSync(`${root}build/client/assets`)) {
  console.log('No build found: building the app once (npm run build)…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
