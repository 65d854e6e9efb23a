// `npm start` builds what is missing: the server build and the client assets. The benches call ensureBuild too.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const root = new URL('..', import.meta.url).pathname

/** Builds the app once (npm run build) when BUILD_DIR's server build or client assets are missing. */
export function ensureBuild(buildDir = process.env.BUILD_DIR ?? 'build'): void {
  const dir = `${root}${buildDir}`
  if (existsSync(`${dir}/server/index.js`) && existsSync(`${dir}/client/assets`)) return
  console.log('No build found: building the app once (npm run build)…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } })
}

if (import.meta.main) ensureBuild()
