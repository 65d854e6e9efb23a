import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ContentBlock, ContentPage, FormBlock, FormKind } from '../../contracts/content-pages'
import styles from './blocks.module.css'

// Issue 27 §1: one renderer for every content page. Rich text arrives sanitised by the server (contracts/
// content-pages.ts); a `form` block is drawn by the component the page passes for its kind, so a page that carries no
// component for a kind shows nothing there.
export type FormRenderers = Partial<Record<FormKind, (block: FormBlock) => ReactNode>>

function Href({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  )
}

function Block({ block, forms }: { block: ContentBlock; forms: FormRenderers }) {
  switch (block.type) {
    case 'heading':
      return block.level === 3 ? <h3>{block.text}</h3> : <h2>{block.text}</h2>
    case 'rich_text':
      return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: block.html }} />
    case 'image':
      return (
        <img
          className={styles.image}
          src={block.image.src}
          alt={block.image.alt}
          width={block.image.width}
          height={block.image.height}
          loading="lazy"
          decoding="async"
        />
      )
    case 'cards':
      return (
        <section>
          {block.heading ? <h2>{block.heading}</h2> : null}
          <ul className={styles.cards}>
            {block.cards.map((c) => (
              <li key={c.title} className={styles.card}>
                <h3>{c.href ? <Href href={c.href}>{c.title}</Href> : c.title}</h3>
                <p>{c.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'faq':
      return (
        <section className={styles.faq}>
          {block.heading ? <h2>{block.heading}</h2> : null}
          {block.items.map((i) => (
            <details key={i.question}>
              <summary>{i.question}</summary>
              <div className={styles.rich} dangerouslySetInnerHTML={{ __html: i.answer_html }} />
            </details>
          ))}
        </section>
      )
    case 'cta':
      return (
        <p className={styles.cta}>
          {block.text ? <>{block.text} </> : null}
          <Href href={block.href} className="button">
            {block.label}
          </Href>
        </p>
      )
    case 'form':
      return <>{forms[block.form]?.(block) ?? null}</>
  }
}

/** The blocks of a page, in order. */
export function ContentBlocks({ blocks, forms = {} }: { blocks: readonly ContentBlock[]; forms?: FormRenderers }) {
  return (
    <>
      {blocks.map((b, i) => (
        <Block key={i} block={b} forms={forms} />
      ))}
    </>
  )
}

/** A whole content page: the h1, the sample notice when the content is still the seeded sample, the blocks. */
export function ContentPageView({ page, forms, children }: { page: ContentPage; forms?: FormRenderers; children?: ReactNode }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.sample ? (
        <p className={styles.sample} role="note">
          Sample content: this page shows how it will look; our team replaces it with the final text.
        </p>
      ) : null}
      <ContentBlocks blocks={page.blocks} forms={forms} />
      {children}
    </div>
  )
}
