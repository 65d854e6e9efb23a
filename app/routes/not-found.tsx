import { notFound } from '~/lib/page-edge.server'

// Any other path: the error page, with HTTP 404 (spec 2 §2 'Any other path: error page').
export function loader() {
  notFound()
}

export default function NotFound() {
  return null
}
