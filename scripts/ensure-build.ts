// `npm start` builds what is missing: the server build and the client assets.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname
const dir = `${root}${process.env.BUILD_DIR ?? 'build'}`
if (!existsSync(`${dir}/server/index.js`) || !existsSync(`${dir}/client/assets`)) {
  console.log('No build found: building the app once (npm run build)…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
