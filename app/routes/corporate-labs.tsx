import { redirect } from 'react-router'
import { CORPORATE_LABS_PATHS } from '~/corporate-labs/paths'

// spec 2 §2 '/corporate/labs': the corporate lab booking starts at its first step, who the health check is for.
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url)
  return redirect(`${CORPORATE_LABS_PATHS.patient}${url.search}`)
}

export default function CorporateLabs() {
  return null
}
