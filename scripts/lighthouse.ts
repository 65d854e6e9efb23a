// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the shell's main pages and, as a signed-in
// customer with a 10-line cart, the cart and payment pages (issue 9), served by the built app on its own port and
// data directory, in Debian's Chromium; the corporate dashboard, transaction history and self-serve booking page (issue
// 25). Prints performance and accessibility scores.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { prepareCartCustomer } from '../bench/checkout.ts'
import { makeMember } from '../bench/member.ts'
import { openDatabase } from '../server/db/client.ts'
import { startServer } from '../tests/e2e/server-process.ts'
import { seedConsultation } from '../tests/integration/consultation-fixture.ts'
import { seedCustomers } from '../tests/integration/seed-customers.ts'
import { corporateEmployees } from '../server/db/schema.ts'
import { eq } from 'drizzle-orm'

const dataDir = mkdtempSync(join(tmpdir(), 'medwise-lh-'))
// The customer is written before the server opens the directory (one process at a time on PGlite).
const { customer, lines } = await prepareCartCustomer(dataDir, 0)
// issue 23: the customer is a Care Plan member with 200 orders of savings (the savings page).
{
  const database = await openDatabase({ dataDir })
  await makeMember(database.db, customer.userId, 200).finally(() => database.close())
}
// issue 24 §7: my consultations with two upcoming, five past and one cancelled (with several sample doctors).
{
  const database = await openDatabase({ dataDir })
  const hour = 60 * 60 * 1000
  const at = (hours: number) => new Date(Math.ceil(Date.now() / hour) * hour + hours * hour)
  const plan: Array<[number, 'booked' | 'completed' | 'cancelled']> = [
    [26, 'booked'],
    [74, 'booked'],
    [-30, 'completed'],
    [-80, 'completed'],
    [-200, 'cancelled'],
    [-400, 'completed'],
    [-700, 'completed'],
    [-900, 'completed'],
  ]
  try {
    for (const [i, [hours, state]] of plan.entries()) {
      await seedConsultation(database.db, { userId: customer.userId, startsAt: at(hours), state, doctor: i % 6 })
    }
  } finally {
    await database.close()
  }
}
// issue 25: a corporate member (Acme's roster row ACM-1002) for the dashboard and the transaction history: another
// person, since the corporate redirect sends a corporate user from the customer's pages to their dashboard.
const member = await (async () => {
  const database = await openDatabase({ dataDir })
  try {
    const [person] = await seedCustomers(database.db, { count: 1, prefix: '71996' })
    await database.db
      .update(corporateEmployees)
      .set({ userId: person!.userId, linkedAt: new Date() })
      .where(eq(corporateEmployees.employeeCode, 'ACM-1002'))
    return person!
  } finally {
    await database.close()
  }
})()
// LIGHTHOUSE_PORT lets parallel runs (several worktrees on one machine) coexist.
const server = await startServer({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3995), dataDir, env: { LOG_LEVEL: 'warn' } })
const VISITOR = 'a1'.repeat(16)
const launch = () =>
  chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  })
try {
  const search = (await (await fetch(`${server.url}/pwa-api/api/v4/search/autocomplete?q=dolo%20650&per_page=1`)).json()) as {
    search_results: Array<{ url: string }>
  }
  const added = await fetch(`${server.url}/pwa-api/api/v4/carts/skus`, {
    method: 'POST',
    headers: { cookie: customer.cookie, 'x-csrf-token': customer.csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ skus: lines }),
  })
  if (!added.ok) throw new Error(`filling the cart: ${added.status} ${await added.text()}`)
  // issue 11 §4: a labs cart (the seed's first test, CBC) for the patient page.
  const labsCart = await fetch(`${server.url}/pwa-api/api/v4/carts/replace?types=labs`, {
    method: 'PUT',
    headers: {
      cookie: `${customer.cookie}; city=New%20Delhi`,
      'x-csrf-token': customer.csrf,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ sku_ids: [{ test_id: 1 }] }),
  })
  if (!labsCart.ok) throw new Error(`filling the labs cart: ${labsCart.status} ${await labsCart.text()}`)
  // issue 26 §1: a family member whose health records timeline is scored (empty: the page's floor).
  const lata = await fetch(`${server.url}/pwa-api/api/v4/patients`, {
    method: 'POST',
    headers: { cookie: customer.cookie, 'x-csrf-token': customer.csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lata Sharma', age: 62, gender: 'female', relation: 'parent' }),
  })
  if (!lata.ok) throw new Error(`adding a family member: ${lata.status} ${await lata.text()}`)
  const patientId = ((await lata.json()) as { data: { patient: { id: number } } }).data.patient.id
  // issue 11 §2: a test page (the seed's first test, CBC, priced in New Delhi) and a city's inventory search.
  const product = search.search_results[0]?.url ?? '/drugs/x-1'
  // issue 12: a generic page (the product's salt), the categories, the help page.
  const productHtml = await (await fetch(`${server.url}${product}`)).text()
  const generic = /href="(\/generics\/[^"]+)"/.exec(productHtml)?.[1] ?? '/generics/x-1'
  const guest = [
    '/',
    '/search/all?name=dolo',
    product,
    generic,
    '/categories',
    '/help',
    '/labs/tests',
    '/labs',
    '/labs/test/complete-blood-count-cbc-1/new-delhi/price',
    '/labs/new-delhi/search',
    '/subscription-plan/subscriptions',
    // issue 24 §2: the consultation home and a (sample) doctor's page.
    '/online-doctor-consultation',
    '/online-doctor-consultation/doctor/1',
    // issue 27 §6: vaccination at home.
    '/vaccination-at-home',
  ]
  const signedIn = [
    '/cart',
    '/cart/address-page',
    '/cart/payment',
    '/order/history',
    '/labs/cart',
    '/labs/cart/patient-page',
    '/labs/mybookings',
    '/subscription-plan/myplan',
    '/online-doctor-consultation/myconsultation',
    // issue 26 §5: the profile.
    '/profile',
    // issue 26 §1: the records' members and a member's timeline.
    '/health-record',
    `/health-record/${patientId}`,
  ]
  // issue 25 §6: the self-serve booking page (the lead page) through HR's link for another Acme employee: login?token=
  // answers the link's cookies, sent with the page as a browser would after following the link.
  const link = (await (
    await fetch(`${server.url}/__dev/corporates/self-serve-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'acme', employee_code: 'ACM-1001' }),
    })
  ).json()) as { url: string }
  const login = await fetch(`${server.url}${new URL(link.url).pathname}${new URL(link.url).search}`, { redirect: 'manual' })
  const selfServeCookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!selfServeCookie.includes('selfServeToken=')) throw new Error(`the self-serve link answered ${login.status}`)
  const cookieOf: Record<string, string> = {
    ...Object.fromEntries(signedIn.map((p) => [p, `${customer.cookie}; VISITOR-ID=${VISITOR}; loggedIn=true`])),
    '/corporate/acme': `${member.cookie}; VISITOR-ID=${VISITOR}; loggedIn=true`,
    '/corporate/wallet/transaction-history': `${member.cookie}; VISITOR-ID=${VISITOR}; loggedIn=true`,
    '/corporate/self-serve/booking': `${selfServeCookie}; VISITOR-ID=${VISITOR}`,
  }
  const rows: string[] = []
  // LIGHTHOUSE_PAGES=/labs,/categories scores only those (each as often as it is named: medians of repeated runs).
  // `/health-record/:patientId` names the timeline of the member made above.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',')
    .filter(Boolean)
    .map((p) => p.replace(':patientId', String(patientId)))
  for (const path of only ?? [...guest, ...Object.keys(cookieOf)]) {
    // A browser of its own per page (an empty cookie jar, a cold cache). A signed-in page is sent every cookie the
    // server would set, so it sets none: Chromium replaces an extra Cookie header with its jar's once the jar has any.
    const chrome = await launch()
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookieOf[path] ? { extraHeaders: { Cookie: cookieOf[path] } } : {}),
    }).finally(() => chrome.kill())
    if (result?.lhr.finalDisplayedUrl !== `${server.url}${path}`) {
      throw new Error(`${path} ended on ${result?.lhr.finalDisplayedUrl}: not the page meant`)
    }
    const lhr = result!.lhr
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
    const audit = (k: string) => lhr.audits[k]?.displayValue ?? '-'
    // Decision 042: headless Chromium sometimes paints only after every script has loaded (about 1.2 s instead of
    // 0.2 s, run by run), and the simulation then counts every script in the first paint. The observed paint says
    // which kind of run a row is.
    const observed = (lhr.audits['metrics']?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0]
    const observedFcp = observed?.['observedFirstContentfulPaint']
    rows.push(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} | ${observedFcp === undefined ? '-' : `${Math.round(observedFcp)} ms`} |`,
    )
  }
  console.log(
    '\n| page | performance | accessibility | FCP | LCP | TBT | CLS | observed first paint |\n|---|---|---|---|---|---|---|---|',
  )
  console.log(rows.join('\n'))
} finally {
  await server.stop()
}
