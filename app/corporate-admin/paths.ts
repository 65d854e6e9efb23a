// The HR console's paths (issue 25 §8): the page and the API's CSV exports it links to.

export const adminPath = (slug: string) => `/corporate/${slug}/admin`
export const exportPath = (slug: string, file: 'roster.csv' | 'utilisation.csv') =>
  `/pwa-api/corporate/${slug}/admin/exports/${file}`
export const STAFF_CORPORATES = '/staff/corporates'
