// Placeholder until this page lands: answers 404 like any unknown page.
import { data } from 'react-router'

export function loader() {
  throw data(null, { status: 404 })
}

export default function Placeholder() {
  return null
}
