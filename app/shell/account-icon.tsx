/** The account's sign: on a phone the header shows it instead of the words (Login, the greeting), which stay for screen readers. */
export function AccountIcon() {
  return (
    <svg aria-hidden="true" className="narrow-only" width="24" height="24" viewBox="0 0 24 24">
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
    </svg>
  )
}
