import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Account,
  createPrescriptionFixture,
  DOCX,
  phonePhoto,
  type PrescriptionFixture,
  prescriptionPdf,
} from '../../../tests/helpers/prescriptions-fixture.ts'
import { users } from '../auth/index.ts'
import { outboxMessages } from '../../db/schema.ts'

// Issue 24 §8: a signed-in account asks for a second opinion with its reports; another account gets 404 for every
// read; bad files are refused with messages naming them; the care coordinator assigns an oncologist and uploads the
// written opinion, the patient is told and downloads it.

const BASE = '/pwa-api/api/v1/cancer-care/second-opinions'
let f: PrescriptionFixture
let pdf: Uint8Array
let photo: Uint8Array
let coordinator: number

beforeAll(async () => {
  f = await createPrescriptionFixture()
  pdf = await prescriptionPdf('Histopathology: invasive ductal carcinoma, grade 2')
  photo = await phonePhoto('jpeg')
  const [staff] = await f.database.db
    .insert(users)
    .values({ name: 'Care Coordinator', phone: '7000099001', phoneVerified: true, roles: ['ROLE_CCARE'] })
    .returning()
  coordinator = staff!.id
})
afterAll(() => f?.close())

async function patientOf(a: Account, name = 'Lakshmi Iyer') {
  return (await f.services.patients.create(a.owner, { name, age: 58, gender: 'female', relation: 'parent' })).id
}

function requestForm(
  patientId: number,
  files: { pathology?: Array<[string, Uint8Array]>; imaging?: Array<[string, Uint8Array]> },
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData()
  const values = {
    patient_id: String(patientId),
    diagnosis: 'Carcinoma of the left breast',
    stage: 'stage_2',
    treatment: 'Lumpectomy in October;\nfour cycles of chemotherapy planned',
    contact_phone: '9876501234',
    ...fields,
  }
  for (const [k, v] of Object.entries(values)) form.append(k, v)
  for (const kind of ['pathology', 'imaging'] as const) {
    for (const [name, bytes] of files[kind] ?? []) form.append(kind, new File([bytes as Uint8Array<ArrayBuffer>], name))
  }
  return form
}

const send = (a: Account, form: FormData) => a.request(BASE, { method: 'POST', body: form })
const lastMessage = async () => (await f.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0]

describe('the second-opinion request', () => {
  it('is received with its reports, listed and read by its account only; 404 for another', async () => {
    const asha = await f.account()
    const patientId = await patientOf(asha)
    const res = await send(asha, requestForm(patientId, { pathology: [['biopsy.pdf', pdf]], imaging: [['scan.jpg', photo]] }))
    expect(res.status).toBe(201)
    const made = ((await res.json()) as any).data
    expect(made).toMatchObject({
      state: 'received',
      state_label: 'Received',
      patient: { id: patientId, name: 'Lakshmi Iyer', age: 58, gender: 'female' },
      diagnosis: 'Carcinoma of the left breast',
      stage: 'stage_2',
      stage_label: 'Stage II',
      treatment: 'Lumpectomy in October;\nfour cycles of chemotherapy planned',
      contact_phone: '9876501234',
      price: 0,
      oncologist: null,
      opinion_url: null,
    })
    expect(made.reference).toBe(`SO-${String(made.id).padStart(6, '0')}`)
    expect(made.files.map((x: any) => [x.kind, x.name, x.content_type])).toEqual([
      ['pathology', 'biopsy.pdf', 'application/pdf'],
      ['imaging', 'scan.jpg', 'image/jpeg'],
    ])
    expect((await lastMessage())?.to).toBe('+919876501234')
    expect((await lastMessage())?.text).toContain(made.reference)

    const list = ((await (await asha.request(BASE)).json()) as any).data.requests
    expect(list.map((r: any) => r.id)).toEqual([made.id])
    expect(((await (await asha.request(`${BASE}/${made.id}`)).json()) as any).data.id).toBe(made.id)

    const ravi = await f.account()
    expect((await ravi.request(`${BASE}/${made.id}`)).status).toBe(404)
    expect((await ravi.request(`${BASE}/${made.id}/opinion`)).status).toBe(404)
    expect(((await (await ravi.request(BASE)).json()) as any).data.requests).toEqual([])
    // Nor can another account ask about Asha's patient.
    expect((await send(ravi, requestForm(patientId, { pathology: [['biopsy.pdf', pdf]] }))).status).toBe(404)
    // A guest is asked to log in.
    expect((await f.app.request(BASE, { headers: await f.guest() })).status).toBe(401)
  })

  it.each([
    ['no pathology report', { imaging: [['scan.jpg', 'photo']] }, 'pathology', /^Please attach the pathology \(biopsy\) report/],
    ['a Word file', { pathology: [['report.docx', 'docx']] }, 'pathology', /^report\.docx is not a JPEG, PNG or PDF file$/],
    ['an empty scan', { pathology: [['biopsy.pdf', 'pdf']], imaging: [['ct.png', 'empty']] }, 'imaging', /^ct\.png is empty$/],
    [
      'six pathology files',
      { pathology: Array.from({ length: 6 }, (_, i) => [`p${i}.pdf`, 'pdf']) },
      'pathology',
      /^You can attach at most 5 files$/,
    ],
  ] as const)('refuses %s with a message under its field', async (_, files, field, message) => {
    const a = await f.account()
    const patientId = await patientOf(a)
    const bytes = { photo, pdf, docx: DOCX, empty: new Uint8Array() } as Record<string, Uint8Array>
    const real = Object.fromEntries(
      Object.entries(files).map(([k, list]) => [
        k,
        (list as ReadonlyArray<readonly [string, string]>).map(([n, b]) => [n, bytes[b]!]),
      ]),
    )
    const res = await send(a, requestForm(patientId, real))
    expect(res.status).toBe(400)
    const body = (await res.json()) as any
    expect(body.message).toMatch(message)
    expect(body.data.errors[0].field).toBe(field)
    expect(((await (await a.request(BASE)).json()) as any).data.requests).toEqual([])
  })

  it('refuses a diagnosis too short and an unknown stage with their messages', async () => {
    const a = await f.account()
    const patientId = await patientOf(a)
    const short = await send(a, requestForm(patientId, { pathology: [['b.pdf', pdf]] }, { diagnosis: 'Ca' }))
    expect(short.status).toBe(400)
    expect(((await short.json()) as any).message).toBe('Please tell us the diagnosis in 3 to 200 characters')
    const stage = await send(a, requestForm(patientId, { pathology: [['b.pdf', pdf]] }, { stage: 'stage_9' }))
    expect(((await stage.json()) as any).message).toBe('Please choose the stage, or ‘Not known yet’')
  })
})

describe('the coordinator', () => {
  it('assigns an oncologist, uploads the written opinion; the patient is told and downloads it', async () => {
    const asha = await f.account()
    const res = await send(asha, requestForm(await patientOf(asha), { pathology: [['biopsy.pdf', pdf]] }))
    const { id, reference } = ((await res.json()) as any).data
    const cc = f.services.cancerCare

    expect((await cc.queue()).map((r) => r.id)).toContain(id)
    const view = await cc.staffView(id)
    expect(view.oncologists.length).toBeGreaterThan(0)
    const oncologist = view.oncologists[0]!

    // No opinion before an oncologist has it; an unknown doctor is refused.
    await expect(cc.deliver(coordinator, id, { name: 'opinion.pdf', bytes: pdf })).rejects.toMatchObject({
      status: 409,
      message: 'A request that is received cannot be given a written opinion. Assign an oncologist first.',
    })
    await expect(cc.assign(coordinator, id, 999_999)).rejects.toMatchObject({ status: 400, code: 'not_an_oncologist' })

    await cc.assign(coordinator, id, oncologist.id)
    await cc.note(coordinator, id, 'Called the daughter; the CT report follows.')
    const assigned = await cc.staffView(id)
    expect(assigned.request.state).toBe('assigned')
    expect(assigned.request.oncologist?.name).toBe(oncologist.name)
    expect(assigned.notes.map((n) => [n.text, n.author])).toEqual([
      ['Called the daughter; the CT report follows.', 'Care Coordinator'],
    ])

    // The opinion must be a PDF.
    await expect(cc.deliver(coordinator, id, { name: 'opinion.jpg', bytes: photo })).rejects.toMatchObject({
      status: 400,
      message: 'The written opinion must be a PDF file',
    })
    const opinion = await prescriptionPdf('Opinion: continue adjuvant chemotherapy, then radiotherapy')
    await cc.deliver(coordinator, id, { name: 'opinion.pdf', bytes: opinion })
    const message = await lastMessage()
    expect(message?.to).toBe('+919876501234')
    expect(message?.text).toContain(`request ${reference}`)
    expect(message?.text).toContain('is ready')

    const mine = ((await (await asha.request(`${BASE}/${id}`)).json()) as any).data
    expect(mine).toMatchObject({ state: 'opinion_ready', opinion_url: `${BASE}/${id}/opinion` })
    const download = await asha.request(mine.opinion_url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="second-opinion-${reference}.pdf"`)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(opinion)
    const other = await f.account()
    expect((await other.request(mine.opinion_url)).status).toBe(404)

    // Ready requests leave the open queue; closed ones cannot move again.
    expect((await cc.queue()).map((r) => r.id)).not.toContain(id)
    expect((await cc.queue('all')).map((r) => r.id)).toContain(id)
    await cc.close(coordinator, id)
    await expect(cc.assign(coordinator, id, oncologist.id)).rejects.toMatchObject({ status: 409 })
  })
})

describe('the cancer-care home’s medicines', () => {
  it('shows oncology brands beside their cheapest substitute of the catalog, with the saving', async () => {
    const medicines = await f.services.oncologyMedicines()
    expect(medicines.length).toBeGreaterThan(0)
    expect(medicines.length).toBeLessThanOrEqual(4)
    // The seeded catalog's letrozole: Femara (Novartis) is the dearest brand with a cheaper one of the same strength.
    const letrozole = medicines.find((m) => m.salt.name === 'Letrozole')
    expect(letrozole?.brand.name).toBe('Femara 2.5 Tablet')
    for (const m of medicines) {
      expect(m.generic.pricePaise).toBeLessThan(m.brand.pricePaise)
      expect(m.saving.paise).toBe(m.brand.pricePaise - m.generic.pricePaise)
      expect(m.brand.url).toMatch(/^\/drugs\//)
      expect(m.salt.url).toMatch(/^\/generics\//)
    }
  })
})
