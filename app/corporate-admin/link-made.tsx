import { useEffect, useRef, useState } from 'react'
import styles from '~/staff/pharmacist.module.css'
import own from '~/corporate-admin/console.module.css'
import { dateLabel, istParts, timeLabel } from '../../core/time/ist.ts'

// The HR console's self-serve link, shown once (decision 068): the answer to the row's 'Send a self-serve link' post.
// Only the token's hash is kept, so this page is the one place the link is ever seen. The status region is always in
// the page, so a link made without leaving it (JavaScript) is announced; without JavaScript the page that answers the
// post shows it, and the link is in a read-only field to select and copy. The copy button needs JavaScript, so it is
// drawn once the page is hydrated.

export interface ShownLink {
  name: string
  url: string
  expires_at: string
}

/** 'Sun 29 Nov, 4:40 PM IST': an instant in India. */
export function untilLabel(iso: string): string {
  const at = new Date(iso)
  return `${dateLabel(istParts(at).date)}, ${timeLabel(at)} IST`
}

export function LinkMade({ link, refused }: { link: ShownLink | null; refused: string | null }) {
  const [hydrated, setHydrated] = useState(false)
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => setHydrated(true), [])
  useEffect(() => setCopied(null), [link?.url])

  async function copy() {
    try {
      await navigator.clipboard.writeText(link!.url)
      setCopied('yes')
    } catch {
      field.current?.select()
      setCopied('no')
    }
  }

  return (
    <div className={own.linkMade}>
      <div role="status" className={link ? styles.notice : undefined}>
        {link && (
          <p>
            Link for {link.name}, valid until {untilLabel(link.expires_at)}.
          </p>
        )}
        {link && copied === 'yes' && <p>Link copied.</p>}
        {link && copied === 'no' && <p>The link is selected: copy it with your keyboard or menu.</p>}
      </div>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
      {link && (
        <div className={own.linkField}>
          <label htmlFor="hr-link">Self-serve link for {link.name}</label>
          <p id="hr-link-help" className={styles.muted}>
            Send it to {link.name}: it books their health check once. It is shown only now.
          </p>
          <div className={own.linkRow}>
            <input
              id="hr-link"
              ref={field}
              readOnly
              value={link.url}
              aria-describedby="hr-link-help"
              onFocus={(e) => e.currentTarget.select()}
            />
            {hydrated && (
              <button type="button" onClick={copy} aria-label={`Copy the link for ${link.name}`}>
                Copy
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
