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
    const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    const inline = inlineScripts.join('\n')
    // What the browser fetches: preloaded modules, script elements, and the inline scripts' imports. Not every
    // address the page mentions: the router's inline manifest names its full manifest file (`"url"`), which the
    // browser never loads with lazy route discovery (counting it overstated every page by about 4 KB).
    const modules = [
      ...new Set([
        ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]!),
        ...inlineScripts.flatMap((code) =>
          [...code.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,]*\bfrom\s*)?["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!),
        ),
      ]),
    ]
    out.push({
      path,
      modulesKB: modules.reduce((n, src) => n + gz(readFileSync(`${clientDir}${src}`)), 0),
      inlineKB: gz(inline),
      files: modules.length,
    })
  }
  return out
}
