// Areas the spec draws in the shell that later issues build (decision 031): their links stay where the spec puts them
// (spec 1 §2.2: the tabs, the labs cart, the profile menu) and each answers 200 with a page that says what is coming
// and links to what exists today, instead of a 404. When an area is built, its route replaces the entry here
// (app/routes.ts makes one route per entry).

export interface ComingSoonArea {
  path: string
  /** The h1 and the document title. */
  title: string
  description: string
  /** What the area will do, in a sentence or two. */
  coming: string
  /** What a visitor can do today instead: links to pages that exist (the link checker follows them). */
  today: ReadonlyArray<{ text: string; href: string }>
}

const CONTACT = { text: 'Contact us', href: '/contactus' }

export const COMING_SOON: readonly ComingSoonArea[] = [
  {
    path: '/partnerships',
    title: 'Partner with MedWise',
    description: 'Partnerships with MedWise for employers, insurers and health businesses.',
    coming:
      'Pages for employers, insurers and health businesses who want to work with MedWise are being written. Until then, we would be glad to hear from you.',
    today: [CONTACT, { text: 'About MedWise', href: '/about' }],
  },
]

/** The area a path belongs to (case and a trailing slash aside, as the router matches). */
export function comingSoonFor(pathname: string): ComingSoonArea | undefined {
  const p = pathname.replace(/\/+$/, '').toLowerCase() || '/'
  return COMING_SOON.find((a) => a.path.toLowerCase() === p)
}
