import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

// Issue 12 §2: first-load JavaScript per route, gzipped: every module the page preloads or runs, plus its inline
// scripts (the router's context and the page's data). Goal on the home page: ≤ 110 KB.

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
    const html = await (await fetch(`${baseUrl}${path}`)).text()
    const modules = [...new Set(html.match(/\/assets\/[^"']+\.js/g) ?? [])]
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('\n')
    out.push({
      path,
      modulesKB: modules.reduce((n, src) => n + gz(readFileSync(`${clientDir}${src}`)), 0),
      inlineKB: gz(inline),
      files: modules.length,
    })
  }
  return out
}
