import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, test } from 'vitest'
import routes from '../app/routes.ts'
import { navTabs, profileLinks } from '../app/lib/header-menu.ts'
import { footerContent } from '../server/db/seed-data/footer.ts'

// Issue 12 §4 'No dead ends', without a server: every link the shell can show (tabs, header links, the profile menu
// with every flag on, the footer's content) matches a route of app/routes.ts other than the catch-all 404. The e2e
// link checker (tests/e2e/links.e2e.ts) then fetches what a visitor actually sees.

type Config = { path?: string; index?: boolean; children?: Config[] }
const toObjects = (rs: Config[]): RouteObject[] =>
  rs
    .filter((r) => r.path !== '*')
    .map((r) => (r.index ? { index: true } : { path: r.path ?? '', children: r.children ? toObjects(r.children) : undefined }))
const table = toObjects(routes as Config[])

const shellLinks = [
  ...navTabs({}).map((t) => t.to),
  // spec 1 §2.2 'Other header links'.
  '/offers',
  '/help',
  '/cart',
  '/labs/cart',
  // spec 1 §2.3: the sub-header's quick-order buttons (pharmacy, labs).
  '/order-with-prescription',
  '/labs/order-with-prescription',
  ...profileLinks({ isLoyal: false, showSuperLogin: true, showSuperLogout: false }, 't0k').map((l) => l.href),
  ...profileLinks({ isLoyal: true }, 't0k').map((l) => l.href),
  ...Object.values(footerContent.sections_links).flatMap((links) => links.map((l) => l.url)),
  ...footerContent.legit_script.icons.map((i) => i.url),
  // spec 1 §2.9: the sign-in popup's terms and privacy links.
  '/tnc',
  '/PrivacyPolicy',
]
  .filter((u) => u.startsWith('/'))
  .map((u) => u.split(/[?#]/)[0]!)
  // Served by the HTTP layer, not by pages (server/app.ts).
  .filter((u) => !['/logout', '/hkadmin/logout'].includes(u))

describe('the shell’s links (issue 12 §4)', () => {
  test.each([...new Set(shellLinks)])('%s has a route', (path) => {
    expect(matchRoutes(table, path), `no route for ${path}`).not.toBeNull()
  })
})
