import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { fillTokens, inlineParts, sectionId, type Block, type FaqGroup, type InfoPageContent, type Section } from './blocks'
import { GRIEVANCE_ACK_HOURS, GRIEVANCE_RESOLVE_TEXT, operatorTokens, type SiteOperator } from '../../core/content/operator.ts'
import { longDate } from '../../core/content/dates.ts'
import styles from './info-page.module.css'

// The written pages (terms, policies, about, contact, help): server-rendered text that reads the same without
// JavaScript, one h1, headings in order (h2 for sections, h3 below), a contents list for long pages.

/** Text with `{token}`s filled and `[text](href)` links: app paths stay in the app, e-mail and phone links as they are. */
export function Inline({ text, tokens }: { text: string; tokens: Record<string, string> }) {
  return (
    <>
      {inlineParts(fillTokens(text, tokens)).map((part, i) => {
        if (typeof part === 'string') return part
        if (part.href.startsWith('/')) {
          return (
            <Link key={i} to={part.href}>
              {part.text}
            </Link>
          )
        }
        const external = /^https?:/.test(part.href)
        return (
          <a key={i} href={part.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {part.text}
            {external && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
        )
      })}
    </>
  )
}

/** The operator's details from configuration: the grievance officer, or customer care. */
export function OperatorDetails({ kind, operator }: { kind: 'grievance' | 'contact'; operator: SiteOperator }) {
  const rows: Array<[string, ReactNode]> =
    kind === 'grievance'
      ? [
          ['Name', operator.grievance.name],
          ['Designation', operator.grievance.designation],
          ['E-mail', <a href={`mailto:${operator.grievance.email}`}>{operator.grievance.email}</a>],
          ['Phone', <a href={`tel:${operator.grievance.phone.replace(/[^+\d]/g, '')}`}>{operator.grievance.phone}</a>],
          ['Hours', operator.grievance.hours],
          ['Address', `${operator.legalName}, ${operator.address}`],
        ]
      : [
          ['E-mail', <a href={`mailto:${operator.support.email}`}>{operator.support.email}</a>],
          ['Phone', <a href={`tel:${operator.support.phone.replace(/[^+\d]/g, '')}`}>{operator.support.phone}</a>],
          ['Hours', operator.support.hours],
          ['Registered office', `${operator.legalName}, ${operator.address}`],
        ]
  return (
    <div className={styles.card}>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {kind === 'grievance' && (
        <p className={styles.small}>
          {`We acknowledge every complaint within ${GRIEVANCE_ACK_HOURS} hours and resolve it within ${GRIEVANCE_RESOLVE_TEXT} of receiving it.`}
        </p>
      )}
      {operator.sample && (
        <p className={styles.sample}>
          These are sample details: the company running this copy of MedWise has not set its own yet.
        </p>
      )}
    </div>
  )
}

export function BlockView({ block, operator }: { block: Block; operator: SiteOperator }) {
  const tokens = operatorTokens(operator)
  if (typeof block === 'string') {
    return (
      <p>
        <Inline text={block} tokens={tokens} />
      </p>
    )
  }
  if ('operator' in block) return <OperatorDetails kind={block.operator} operator={operator} />
  const items = 'list' in block ? block.list : block.steps
  const Tag = 'list' in block ? 'ul' : 'ol'
  return (
    <Tag className={styles.list}>
      {items.map((item, i) => (
        <li key={i}>
          <Inline text={item} tokens={tokens} />
        </li>
      ))}
    </Tag>
  )
}

function SectionView({ section, level, operator }: { section: Section; level: 2 | 3 | 4; operator: SiteOperator }) {
  const H = `h${level}` as const
  const id = sectionId(section)
  return (
    <section aria-labelledby={id} className={styles.section}>
      <H id={id}>{section.heading}</H>
      {section.blocks.map((b, i) => (
        <BlockView key={i} block={b} operator={operator} />
      ))}
      {section.sections?.map((s) => (
        <SectionView key={s.heading} section={s} level={level === 2 ? 3 : 4} operator={operator} />
      ))}
    </section>
  )
}

/** A written page: the h1, when it last changed, the introduction, a contents list (4+ sections), the sections. */
export function InfoPage({
  content,
  operator,
  children,
}: {
  content: InfoPageContent
  operator: SiteOperator
  children?: ReactNode
}) {
  return (
    <article className={`page ${styles.page}`} aria-labelledby="info-title">
      <h1 id="info-title" className={styles.title}>
        {content.heading}
      </h1>
      <p className={styles.updated}>
        Last updated <time dateTime={content.updated}>{longDate(content.updated)}</time>
      </p>
      {content.intro.map((b, i) => (
        <BlockView key={i} block={b} operator={operator} />
      ))}
      {content.sections.length >= 4 && (
        <nav aria-labelledby="info-contents" className={styles.contents}>
          <h2 id="info-contents">On this page</h2>
          <ol>
            {content.sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${sectionId(s)}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {content.sections.map((s) => (
        <SectionView key={s.heading} section={s} level={2} operator={operator} />
      ))}
      {children}
    </article>
  )
}

/** Questions and answers under their topics' headings: each answer a <details> disclosure, readable without scripts. */
export function FaqGroups({ groups, operator }: { groups: readonly FaqGroup[]; operator: SiteOperator }) {
  return (
    <>
      <nav aria-labelledby="faq-topics" className={styles.contents}>
        <h2 id="faq-topics">Topics</h2>
        <ol>
          {groups.map((g) => (
            <li key={g.heading}>
              <a href={`#${sectionId(g)}`}>{g.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {groups.map((g) => {
        const id = sectionId(g)
        return (
          <section key={g.heading} aria-labelledby={id} className={`${styles.section} ${styles.faq}`}>
            <h2 id={id}>{g.heading}</h2>
            {g.items.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                {item.a.map((b, i) => (
                  <BlockView key={i} block={b} operator={operator} />
                ))}
              </details>
            ))}
          </section>
        )
      })}
    </>
  )
}

/** The document title and description of a written page. */
export function infoMeta(content: Pick<InfoPageContent, 'title' | 'description'>) {
  return [{ title: `${content.title} | MedWise` }, { name: 'description', content: content.description }]
}
