import { data } from 'react-router'

// Any other path: the error page, with HTTP 404 (spec 2 §2 'Any other path: error page').
export function loader() {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
