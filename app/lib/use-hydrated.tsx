import { useEffect, useState } from 'react'

/** False on the server and in the first client render: buttons that need JavaScript stay disabled until then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
