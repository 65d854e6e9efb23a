import type { Page } from 'playwright-core'

// The doctor's e-prescription form (/staff/consultations/{id}/prescription), as the e2e files fill it.

/** Searches the doctor's form for a medicine and adds the hit named `name`. */
export async function addMedicine(page: Page, query: string, name: RegExp) {
  await page.getByLabel('Medicine name').fill(query)
  await page.getByRole('button', { name: 'Find medicine' }).click()
  const hit = page.getByRole('list', { name: 'Medicines found' }).getByRole('listitem').filter({ hasText: name })
  await hit.first().waitFor()
  await hit.first().getByRole('link', { name: /^Add / }).click()
  await page.getByRole('group', { name }).waitFor()
}

/** Fills a medicine's row. */
export async function fillRow(
  page: Page,
  name: RegExp,
  row: { strength: string; dose: string; frequency: string; duration: string; quantity: string },
) {
  const group = page.getByRole('group', { name })
  await group.getByLabel('Strength').fill(row.strength)
  await group.getByLabel('Dose').fill(row.dose)
  await group.getByLabel('Frequency').fill(row.frequency)
  await group.getByLabel('Duration').fill(row.duration)
  await group.getByLabel('Packs to dispense').fill(row.quantity)
}
