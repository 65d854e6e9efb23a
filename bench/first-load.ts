import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { documentScripts } from '../scripts/js-budget.ts'

// Issue 12 §2 / issue 28 §4: first-load JavaScript per route, gzipped: every module the page preloads or runs, plus
// its inline scripts (the router's context and the page's data). The build enforces the budget (check-js-budget.ts).

export interface FirstLoad {
  path: string
  modulesKB: number
  inlineKB: number
  files: number
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length / 1024

export async function firstLoadJs(baseUrl: string, clientDir: string, paths: string[]): Promise<FirstLoad[]> {
  const out: FirstLoad[] = []
  for (const path of paths) {
    const { modules, inline } = documentScripts(await (await fetch(`${baseUrl}${path}`)).text())
    out.push({
      path,
      modulesKB: modules.reduce((n, src) => n + gz(readFileSync(`${clientDir}${src}`)), 0),
      inlineKB: gz(inline),
      files: modules.length,
    })
  }
  return out
}
