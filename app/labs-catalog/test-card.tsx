import { Link } from 'react-router'
import { AddLabTestButton } from '~/cart/add-lab-test-button'
import { Price } from '~/catalog/price'
import { labTestPath, SAMPLE_DATA_NOTE, TEST_DETAIL_BUTTON_LABEL } from '../../core/labs/catalog.ts'
import type { Paise } from '../../core/money.ts'
import styles from './labs-pages.module.css'

/** What a test card needs of a test or package (the catalog's LabTestCard). */
export interface TestCardData {
  id: number
  name: string
  slug: string
  kind: 'test' | 'package'
  sampleType: string
  fasting: boolean
  parameters: number
  includes: string[]
  mrpPaise: Paise
  pricePaise: Paise
}

/** Only what a card shows, for a loader's answer (a catalog card also carries the description and category). */
export function testCardOf(t: TestCardData): TestCardData {
  const { id, name, slug, kind, sampleType, fasting, parameters, includes, mrpPaise, pricePaise } = t
  return { id, name, slug, kind, sampleType, fasting, parameters, includes, mrpPaise, pricePaise }
}

/** '7 tests · 75 parameters' or '24 parameters'. */
export function testSize(t: Pick<TestCardData, 'kind' | 'includes' | 'parameters'>): string {
  const params = `${t.parameters} ${t.parameters === 1 ? 'parameter' : 'parameters'}`
  return t.kind === 'package' ? `${t.includes.length} tests · ${params}` : params
}

/**
 * A test or package in a list: its name, size, sample and fasting, a price (the reference price, or a lab's), 'view
 * test details' (spec 2 §9) to its page (in the city when one is known) and Add to the labs cart.
 */
export function TestCard({
  test: t,
  city,
  price,
  extra,
  headingLevel = 3,
}: {
  test: TestCardData
  city?: string | null
  /** A lab's price instead of the reference price. */
  price?: { mrpPaise: Paise; pricePaise: Paise }
  /** Lines about the offer (the lab, the report time). */
  extra?: React.ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className={styles.card}>
      <Heading>{t.name}</Heading>
      <p className={styles.meta}>{testSize(t)}</p>
      <p className={styles.meta}>{`Sample: ${t.sampleType} · ${t.fasting ? 'Fasting required' : 'No fasting required'}`}</p>
      {extra}
      <Price mrpPaise={price?.mrpPaise ?? t.mrpPaise} pricePaise={price?.pricePaise ?? t.pricePaise} />
      <div className={styles.actions}>
        <AddLabTestButton testId={t.id} name={t.name} />
        <Link to={labTestPath(t, city)}>
          {TEST_DETAIL_BUTTON_LABEL}
          <span className="visually-hidden">{` of ${t.name}`}</span>
        </Link>
      </div>
    </li>
  )
}

/** The labs pages' footnote: the catalog's prices, times, ratings and addresses are sample data. */
export function SampleDataNote() {
  return (
    <p className={styles.note}>
      <strong>Sample data.</strong> {SAMPLE_DATA_NOTE}
    </p>
  )
}
