import { renderToStaticMarkup } from 'react-dom/server'
import type { FooterContent } from '../../contracts/content'
import { FOOTER_ISLANDS, FooterSection, type FooterIslands } from './footer-sections'

// The footer's static islands as HTML (decision 039), rendered once per footer content and audience: the footer
// service hands out the same object until its content or stats change (a minute, or an explicit invalidation), so
// this keys on that object and the next content renders afresh.

const rendered = new WeakMap<FooterContent, { people?: FooterIslands; bots?: FooterIslands }>()

function render(data: FooterContent, isBot: boolean): FooterIslands {
  const html = {} as FooterIslands
  for (const name of FOOTER_ISLANDS) html[name] = renderToStaticMarkup(<FooterSection name={name} data={data} isBot={isBot} />)
  return html
}

/** Each island's HTML for this content; bots get their images at once (spec 1 §1), everyone else lazily. */
export function footerIslands(data: FooterContent, isBot: boolean): FooterIslands {
  let entry = rendered.get(data)
  if (!entry) rendered.set(data, (entry = {}))
  const key = isBot ? 'bots' : 'people'
  return (entry[key] ??= render(data, isBot))
}
