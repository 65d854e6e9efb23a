import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '../context.server.ts'

// /cancer-care/home (issue 24 §8): what we offer. The only data: cancer medicines with their generic alternatives from
// the catalog (server/modules/cancer-care/medicines.ts, kept ten minutes); everything else is the page's own words.

export async function loadCancerCareHome(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const medicines = await services.oncologyMedicines()
  return { medicines }
}
