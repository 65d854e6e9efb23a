import own from './corporate-labs.module.css'

const STEPS = [
  ['patient', 'Who'],
  ['packages', 'Tests'],
  ['review', 'Review and book'],
] as const

/** Where the corporate booking is: its three steps, the current one named for screen readers too. */
export function Steps({ current }: { current: (typeof STEPS)[number][0] }) {
  return (
    <ol className={own.steps} aria-label="Booking steps">
      {STEPS.map(([key, label], i) => (
        <li key={key} className={key === current ? own.current : undefined} aria-current={key === current ? 'step' : undefined}>
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  )
}
