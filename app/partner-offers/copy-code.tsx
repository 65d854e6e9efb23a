import { useState } from 'react'
import { useHydrated } from '~/lib/use-hydrated'

/** Copies the code (once the page has hydrated: without JavaScript the code is there to select). */
export function CopyCode({ code }: { code: string }) {
  const hydrated = useHydrated()
  const [said, setSaid] = useState('')
  if (!hydrated) return null
  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      setSaid('Code copied')
    } catch {
      setSaid('Could not copy: select the code and copy it')
    }
  }
  return (
    <>
      <button type="button" className="button" onClick={copy}>
        Copy code
      </button>
      <span role="status" aria-live="polite">
        {said}
      </span>
    </>
  )
}
