import { describe, expect, test } from 'vitest'
import { buildRecordsBundle } from '../../../core/records/fhir.ts'
import { bundleStream } from './sharing.ts'

// The export writes the bundle a resource at a time (decision 079): the bytes are the bundle's JSON, whatever its size.

const bundleOf = (n: number) =>
  buildRecordsBundle({
    seed: 'stream-test',
    generatedAt: new Date('2026-11-29T10:00:00Z'),
    organisation: { name: 'MedWise', url: 'https://medwise.example' },
    patient: { name: 'Asha Verma', gender: 'female', birthDate: '1990-02-14', abhaNumber: '91123456789012' },
    records: Array.from({ length: n }, (_, i) => ({
      id: String(i + 1),
      kind: 'DiagnosticReport' as const,
      date: '2026-10-01',
      title: `HbA1c ${i + 1}`,
      observations: [{ name: 'HbA1c', value: 5 + i / 10, unit: '%', range: { low: 4, high: 5.6 } }],
    })),
  })

describe('bundleStream', () => {
  test.each([0, 1, 3, 50])('%i records: the streamed text is the bundle’s JSON, in chunks', async (n) => {
    const bundle = bundleOf(n)
    const chunks: string[] = []
    const reader = bundleStream(bundle).getReader()
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(decoder.decode(value))
    }
    expect(JSON.parse(chunks.join(''))).toEqual(bundle)
    expect(chunks.join('')).toBe(JSON.stringify(bundle))
    expect(chunks).toHaveLength(bundle.entry!.length + 2)
  })
})
