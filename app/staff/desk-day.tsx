import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import styles from '~/staff/order-desk.module.css'

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' })

/**
 * The head of a desk that works one day at a time (the labs desk's collections, the vaccination desk's visits): the
 * h1, the day chooser (a plain GET form, 'Today' when another day is shown), the loader's problem and done notices, the
 * action's refusal, and the day's count. The page's list follows it.
 */
export function DeskDay(p: {
  id: string
  title: string
  path: string
  /** The day chooser's label ('Collections on'). */
  label: string
  date: string
  today: string
  problem?: string | null
  done?: string | null
  refused?: { number: string; message: string } | null
  /** The day's count ('3 visits'). */
  count: ReactNode
}) {
  return (
    <>
      <h1 id={`${p.id}-title`} className={styles.title}>
        {p.title}
      </h1>
      <Form method="get" className={styles.filters} aria-label="Choose the day">
        <div className={styles.field}>
          <label htmlFor={`${p.id}-date`}>{p.label}</label>
          <input id={`${p.id}-date`} name="date" type="date" defaultValue={p.date} required />
        </div>
        <div className={styles.buttons}>
          <button type="submit">Show the day</button>
          {p.date !== p.today && <Link to={p.path}>Today</Link>}
        </div>
      </Form>
      {p.problem && (
        <p role="alert" className={styles.error}>
          {p.problem}
        </p>
      )}
      {p.done && <p className={styles.notice}>{p.done}</p>}
      {p.refused && (
        <p role="alert" className={styles.error}>
          {p.refused.number}: {p.refused.message}
        </p>
      )}
      <p className={styles.count} role="status">
        {day.format(new Date(`${p.date}T00:00:00Z`))}: {p.count}
      </p>
    </>
  )
}
