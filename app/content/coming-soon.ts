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
const ORDERS = { text: 'My Orders', href: '/order/history' }

export const COMING_SOON: readonly ComingSoonArea[] = [
  {
    path: '/partnerships',
    title: 'Partner with MedWise',
    description: 'Partnerships with MedWise for employers, insurers and health businesses.',
    coming:
      'Pages for employers, insurers and health businesses who want to work with MedWise are being written. Until then, we would be glad to hear from you.',
    today: [CONTACT, { text: 'About MedWise', href: '/about' }],
  },
  {
    path: '/profile',
    title: 'My profile',
    description: 'Your MedWise profile page is coming soon.',
    coming:
      'A page to see and change your name, number and e-mail address is coming. Until then, customer care can change them for you.',
    today: [ORDERS, { text: 'MedWise Cash', href: '/dashboard/cash' }, CONTACT],
  },
  {
    path: '/review-rating',
    title: 'Rate and review',
    description: 'Rating and reviewing the products you bought is coming to MedWise.',
    coming: 'Soon you will be able to rate the products you bought and read what others say about them.',
    today: [ORDERS, { text: 'Order again', href: '/reorder' }],
  },
  {
    path: '/dashboard/manage-payment',
    title: 'Manage payments',
    description: 'Managing saved payment methods on MedWise is coming soon.',
    coming:
      'A page to manage your saved payment methods is coming. MedWise does not store card details: the payment gateway asks for them each time.',
    today: [{ text: 'MedWise Cash', href: '/dashboard/cash' }, ORDERS],
  },
]

/** The area a path belongs to (case and a trailing slash aside, as the router matches). */
export function comingSoonFor(pathname: string): ComingSoonArea | undefined {
  const p = pathname.replace(/\/+$/, '').toLowerCase() || '/'
  return COMING_SOON.find((a) => a.path.toLowerCase() === p)
}
