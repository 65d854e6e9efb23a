import { salts } from './salts.ts'
import type { DrugSchedule, MedicineSeed, SaltSeed } from './types.ts'

/**
 * Deterministic synthetic medicine SKUs for benchmarks.
 *
 * Every SKU is built from molecules in salts.ts and the embedded lists below: real Indian pharma
 * companies, dosage forms with matching packs, typical strengths per salt and form, and real
 * two-salt combinations. Brand names are made from salt stems and syllables ('Paracip', 'Azimax',
 * 'Telmivas-AM'), so they read like Indian brands but are not real products. The same seed always
 * yields the same sequence; nothing depends on Math.random or the clock.
 */

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: a tiny, fast 32-bit PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash, used for seed-independent per-salt and per-brand traits. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

const round2 = (value: number): number => Math.round(value * 100) / 100

// ---------------------------------------------------------------------------------------------
// Companies, brand syllables and suffixes

const COMPANIES: readonly string[] = [
  'Sun Pharmaceutical Industries Ltd', 'Cipla Ltd', "Dr. Reddy's Laboratories Ltd", 'Lupin Ltd',
  'Zydus Lifesciences Ltd', 'Torrent Pharmaceuticals Ltd', 'Alkem Laboratories Ltd', 'Mankind Pharma Ltd',
  'Intas Pharmaceuticals Ltd', 'Glenmark Pharmaceuticals Ltd', 'Aristo Pharmaceuticals Pvt Ltd',
  'Macleods Pharmaceuticals Pvt Ltd', 'Abbott India Ltd', 'GlaxoSmithKline Pharmaceuticals Ltd', 'Pfizer Ltd',
  'Sanofi India Ltd', 'Micro Labs Ltd', 'Ipca Laboratories Ltd', 'Emcure Pharmaceuticals Ltd',
  'Alembic Pharmaceuticals Ltd', 'Ajanta Pharma Ltd', 'FDC Ltd', 'Wockhardt Ltd', 'Biocon Ltd',
  'Eris Lifesciences Ltd', 'J B Chemicals & Pharmaceuticals Ltd', 'Indoco Remedies Ltd', 'Unichem Laboratories Ltd',
  'Blue Cross Laboratories Pvt Ltd', 'Hetero Healthcare Ltd', 'MSN Laboratories Pvt Ltd', 'Natco Pharma Ltd',
  'Granules India Ltd', 'Aurobindo Pharma Ltd', 'Cadila Pharmaceuticals Ltd', 'Piramal Pharma Ltd',
  'Jagsonpal Pharmaceuticals Ltd', 'Shreya Life Sciences Pvt Ltd', 'USV Pvt Ltd', 'Systopic Laboratories Pvt Ltd',
  'Medley Pharmaceuticals Ltd', 'Leeford Healthcare Ltd', 'Corona Remedies Pvt Ltd', 'Akumentis Healthcare Ltd',
  'Zuventus Healthcare Ltd', 'Centaur Pharmaceuticals Pvt Ltd', 'Fourrts (India) Laboratories Pvt Ltd',
  'Apex Laboratories Pvt Ltd', 'Franco-Indian Pharmaceuticals Pvt Ltd', 'Bharat Serums and Vaccines Ltd',
  'Troikaa Pharmaceuticals Ltd', 'La Renon Healthcare Pvt Ltd', 'Morepen Laboratories Ltd', 'Panacea Biotec Ltd',
  'Novartis India Ltd', 'Procter & Gamble Health Ltd', 'Bayer Pharmaceuticals Pvt Ltd', 'AstraZeneca Pharma India Ltd',
  'Novo Nordisk India Pvt Ltd', 'Eli Lilly and Company (India) Pvt Ltd', 'Boehringer Ingelheim India Pvt Ltd',
  'Lincoln Pharmaceuticals Ltd', 'Marksans Pharma Ltd', 'Caplin Point Laboratories Ltd', 'Bal Pharma Ltd',
  'Themis Medicare Ltd', 'Hegde & Hegde Pharmaceutica LLP', 'Zee Laboratories Ltd', 'Gufic Biosciences Ltd',
  'Mylan Pharmaceuticals Pvt Ltd', 'Brinton Pharmaceuticals Ltd', 'Sava Healthcare Ltd', 'Sun Pharma Laboratories Ltd',
  'Win-Medicare Pvt Ltd', 'Raptakos Brett & Co Ltd', 'Kopran Ltd', 'Bliss GVS Pharma Ltd', 'Ind-Swift Laboratories Ltd',
  'Knoll Healthcare Pvt Ltd', 'Wallace Pharmaceuticals Pvt Ltd', 'Koye Pharmaceuticals Pvt Ltd', 'Tablets (India) Ltd',
  'East India Pharmaceutical Works Ltd', 'Psychotropics India Ltd',
]

/** Optional middle syllables (consonant + vowel) and brand endings (starting with a consonant). */
const MIDDLES: readonly string[] = [
  '', '', '', '', 'ro', 'lo', 'ni', 'ta', 've', 'zi', 'mo', 'ka', 'ri', 'do', 'la', 'me', 'ti', 'so', 'na', 'ke', 'vo', 'pi',
]
const ENDINGS: readonly string[] = [
  'cip', 'max', 'wel', 'vas', 'zol', 'dox', 'nova', 'lin', 'ra', 'zen', 'tor', 'gard', 'cure', 'fix', 'met', 'lex',
  'vin', 'dex', 'tas', 'rex', 'mol', 'vix', 'zor', 'pex', 'lo', 'na', 'tra', 'sol', 'ven', 'cor', 'rin', 'dor', 'zil',
  'vel', 'tris', 'nex', 'bix', 'ral', 'zim', 'tiv', 'pro', 'lyn', 'ta', 'fen', 'gen', 'mac', 'ron', 'sid', 'kem', 'zo',
  'bid', 'cam', 'dil', 'fal', 'gem', 'hil', 'jet', 'kor', 'lam', 'mik', 'nol', 'pan', 'rol', 'sal', 'tam', 'van',
  'bel', 'cel', 'del', 'fort', 'gil', 'kin', 'lor', 'mer', 'nim', 'pil', 'ril', 'sen', 'tel', 'vor', 'zet', 'rid',
  'lap', 'noz', 'ster', 'gest', 'plex', 'tec', 'vac', 'nil',
]
const SOLID_SUFFIXES: readonly string[] = [' Forte', '-DS', ' XR', ' SR', ' OD', ' CR', ' MR', ' ER']
const OTHER_SUFFIXES: readonly string[] = [' Forte', '-DS']

/** Company-style codes for the second salt of a combination, e.g. Telmivas-AM, Amoxiwel-CV. */
const COMBO_CODES: Readonly<Record<string, string>> = {
  'Amlodipine': 'AM', 'Hydrochlorothiazide': 'H', 'Clavulanic Acid': 'CV', 'Domperidone': 'D', 'Metformin': 'M',
  'Ornidazole': 'OZ', 'Tinidazole': 'TZ', 'Levocetirizine': 'LC', 'Chlorthalidone': 'CT', 'Metoprolol': 'MT',
  'Paracetamol': 'P', 'Sulbactam': 'S', 'Ofloxacin': 'O', 'Thiocolchicoside': 'TH', 'Serratiopeptidase': 'SP',
  'Mefenamic Acid': 'M', 'Hesperidin': 'H', 'Itopride': 'IT', 'Magnesium Hydroxide': 'MG', 'Clidinium': 'C',
  'Fexofenadine': 'FX', 'Budesonide': 'B', 'Fluticasone': 'F', 'Ipratropium': 'IP', 'Theophylline': 'T',
  'Guaifenesin': 'G', 'Chlorpheniramine': 'C', 'Valsartan': 'V', 'Atenolol': 'AT', 'Cilnidipine': 'CN',
  'Aspirin': 'A', 'Fenofibrate': 'F', 'Ezetimibe': 'EZ', 'Linagliptin': 'L', 'Sitagliptin': 'S',
  'Methylcobalamin': 'M', 'Nortriptyline': 'NT', 'Clonazepam': 'CZ', 'Amitriptyline': 'A', 'Flunarizine': 'F',
  'Pyridoxine': 'PY', 'Vitamin D3': 'D3', 'Folic Acid': 'FA', 'Dutasteride': 'D', 'Ethinylestradiol': 'E',
  'Beclomethasone': 'B', 'Betamethasone': 'B', 'Clindamycin': 'C', 'Benzoyl Peroxide': 'BPO', 'Dexamethasone': 'DX',
  'Valproic Acid': 'CR', 'Isoniazid': 'INH', 'Caffeine': 'CF', 'Lumefantrine': 'L',
}

// ---------------------------------------------------------------------------------------------
// Dosage forms: the `form` stored on the SKU, the word used in its name, packs and a base MRP in
// rupees for a pack of factor 1 (for example a strip of 10 tablets).

interface FormSpec {
  form: string
  label: string
  packs: ReadonlyArray<readonly [pack: string, factor: number]>
  base: number
}

const TUBES = [['tube of 15 gm', 1], ['tube of 20 gm', 1.3], ['tube of 30 gm', 1.8]] as const

const FORMS: Readonly<Record<string, FormSpec>> = {
  tablet: { form: 'tablet', label: 'Tablet', base: 55, packs: [['strip of 10 tablets', 1], ['strip of 15 tablets', 1.5], ['strip of 6 tablets', 0.6], ['strip of 30 tablets', 3]] },
  capsule: { form: 'capsule', label: 'Capsule', base: 75, packs: [['strip of 10 capsules', 1], ['strip of 15 capsules', 1.5], ['strip of 6 capsules', 0.6]] },
  softgel: { form: 'soft gelatin capsule', label: 'Soft Gelatin Capsule', base: 110, packs: [['strip of 10 soft gelatin capsules', 1], ['strip of 4 soft gelatin capsules', 0.4]] },
  syrup: { form: 'syrup', label: 'Syrup', base: 65, packs: [['bottle of 60 ml', 1], ['bottle of 100 ml', 1.5], ['bottle of 200 ml', 2.6]] },
  suspension: { form: 'suspension', label: 'Oral Suspension', base: 55, packs: [['bottle of 30 ml', 0.7], ['bottle of 60 ml', 1]] },
  drysyrup: { form: 'suspension', label: 'Dry Syrup', base: 75, packs: [['bottle of 30 ml', 0.7], ['bottle of 60 ml', 1]] },
  oralsolution: { form: 'solution', label: 'Oral Solution', base: 140, packs: [['bottle of 100 ml', 1], ['bottle of 200 ml', 1.8]] },
  oraldrops: { form: 'drops', label: 'Oral Drops', base: 45, packs: [['bottle of 15 ml', 1], ['bottle of 30 ml', 1.7]] },
  injection: { form: 'injection', label: 'Injection', base: 40, packs: [['ampoule of 1 ml', 1], ['ampoule of 2 ml', 1.6], ['vial of 10 ml', 4.5]] },
  insulin: { form: 'injection', label: 'Injection', base: 420, packs: [['vial of 10 ml', 1], ['cartridge of 3 ml', 0.55], ['pre-filled pen of 3 ml', 0.9]] },
  cream: { form: 'cream', label: 'Cream', base: 85, packs: TUBES },
  gel: { form: 'gel', label: 'Gel', base: 105, packs: TUBES },
  ointment: { form: 'ointment', label: 'Ointment', base: 80, packs: TUBES },
  lotion: { form: 'solution', label: 'Lotion', base: 150, packs: [['bottle of 30 ml', 0.6], ['bottle of 60 ml', 1], ['bottle of 100 ml', 1.5]] },
  topicalsolution: { form: 'solution', label: 'Topical Solution', base: 160, packs: [['bottle of 60 ml', 1], ['bottle of 100 ml', 1.5]] },
  dustingpowder: { form: 'powder', label: 'Dusting Powder', base: 110, packs: [['bottle of 30 gm', 0.6], ['bottle of 75 gm', 1]] },
  eyedrops: { form: 'drops', label: 'Eye Drops', base: 70, packs: [['bottle of 5 ml', 1], ['bottle of 10 ml', 1.7]] },
  nasaldrops: { form: 'drops', label: 'Nasal Drops', base: 60, packs: [['bottle of 10 ml', 1]] },
  nasalspray: { form: 'spray', label: 'Nasal Spray', base: 110, packs: [['bottle of 10 ml', 1], ['bottle of 120 metered doses', 2.4]] },
  spray: { form: 'spray', label: 'Spray', base: 180, packs: [['bottle of 200 metered doses', 1]] },
  inhaler: { form: 'inhaler', label: 'Inhaler', base: 280, packs: [['inhaler of 120 metered doses', 1], ['inhaler of 200 metered doses', 1.5]] },
  respules: { form: 'solution', label: 'Respules', base: 90, packs: [['packet of 5 respules', 1]] },
  sachet: { form: 'sachet', label: 'Sachet', base: 25, packs: [['sachet of 1 gm', 1], ['box of 10 sachets', 9]] },
  orspowder: { form: 'powder', label: 'Powder', base: 22, packs: [['sachet of 21.8 gm', 1], ['box of 25 sachets of 21.8 gm', 24]] },
}

/** Packs for a dry-powder injection (strength without '/ml'). */
const DRY_INJECTION_PACKS = [['vial of 1 injection', 1]] as const
const SOLID_FORMS: ReadonlySet<string> = new Set(['tablet', 'capsule', 'softgel'])

// ---------------------------------------------------------------------------------------------
// Typical strengths per salt and form: 'form:strength|strength;form:strength'. An empty string
// marks a salt sold only in combinations. Salts missing here are sold as tablets in strengths
// picked from a generic list.

const SINGLE_SPECS: Readonly<Record<string, string>> = {
  // Pain, fever, inflammation and muscle relaxants
  'Paracetamol': 'tablet:500mg|650mg|1000mg;suspension:120mg/5ml|250mg/5ml;oraldrops:100mg/ml;injection:150mg/ml',
  'Ibuprofen': 'tablet:200mg|400mg|600mg;suspension:100mg/5ml',
  'Diclofenac': 'tablet:50mg|100mg;injection:25mg/ml;gel:1% w/w',
  'Aceclofenac': 'tablet:100mg|200mg',
  'Nimesulide': 'tablet:100mg;gel:1% w/w',
  'Tramadol': 'tablet:50mg|100mg;capsule:50mg;injection:50mg/ml',
  'Ketorolac': 'tablet:10mg;injection:30mg/ml',
  'Mefenamic Acid': 'tablet:250mg|500mg;suspension:50mg/5ml|100mg/5ml',
  'Etoricoxib': 'tablet:60mg|90mg|120mg',
  'Naproxen': 'tablet:250mg|500mg',
  'Piroxicam': 'capsule:10mg|20mg;gel:0.5% w/w',
  'Propyphenazone': '',
  'Caffeine': '',
  'Aspirin': 'tablet:75mg|150mg|325mg',
  'Thiocolchicoside': 'capsule:4mg|8mg;injection:2mg/ml',
  'Chlorzoxazone': 'tablet:250mg|500mg',
  'Baclofen': 'tablet:10mg|20mg',
  'Tizanidine': 'tablet:2mg|4mg',
  'Serratiopeptidase': 'tablet:10mg|20mg',
  'Trypsin-Chymotrypsin': 'tablet:50000AU|100000AU',
  'Diosmin': 'tablet:500mg|1000mg',
  'Hesperidin': '',

  // Stomach, liver and gut
  'Pantoprazole': 'tablet:20mg|40mg;injection:40mg',
  'Rabeprazole': 'tablet:10mg|20mg',
  'Omeprazole': 'capsule:20mg|40mg',
  'Esomeprazole': 'tablet:20mg|40mg;capsule:40mg',
  'Domperidone': 'tablet:10mg;suspension:1mg/ml',
  'Ondansetron': 'tablet:4mg|8mg;syrup:2mg/5ml;injection:2mg/ml',
  'Metoclopramide': 'tablet:10mg;injection:5mg/ml',
  'Itopride': 'tablet:50mg;capsule:150mg',
  'Ranitidine': 'tablet:150mg|300mg;injection:25mg/ml',
  'Famotidine': 'tablet:20mg|40mg',
  'Sucralfate': 'tablet:1g;suspension:1g/10ml',
  'Oxetacaine': '',
  'Aluminium Hydroxide': '',
  'Magnesium Hydroxide': 'suspension:400mg/5ml',
  'Simethicone': 'oraldrops:40mg/ml',
  'Lactulose': 'oralsolution:10g/15ml',
  'Bisacodyl': 'tablet:5mg',
  'Loperamide': 'capsule:2mg',
  'Racecadotril': 'capsule:100mg;sachet:10mg|30mg',
  'Rifaximin': 'tablet:200mg|400mg|550mg',
  'Ursodeoxycholic Acid': 'tablet:150mg|300mg|450mg',
  'Silymarin': 'capsule:70mg|140mg',
  'Dicyclomine': 'tablet:10mg|20mg;oraldrops:10mg/ml;injection:10mg/ml',
  'Drotaverine': 'tablet:40mg|80mg;injection:20mg/ml',
  'Hyoscine Butylbromide': 'tablet:10mg;injection:20mg/ml',
  'Clidinium': '',
  'Chlordiazepoxide': 'tablet:10mg|25mg',
  'Lactic Acid Bacillus': 'tablet:60M spores;sachet:150M spores',

  // Anti-infectives
  'Azithromycin': 'tablet:250mg|500mg;suspension:200mg/5ml;injection:500mg',
  'Clarithromycin': 'tablet:250mg|500mg',
  'Amoxicillin': 'capsule:250mg|500mg;drysyrup:125mg/5ml|250mg/5ml',
  'Clavulanic Acid': '',
  'Cephalexin': 'capsule:250mg|500mg;drysyrup:125mg/5ml',
  'Cefuroxime': 'tablet:250mg|500mg;injection:750mg|1.5g',
  'Cefixime': 'tablet:100mg|200mg|400mg;drysyrup:50mg/5ml|100mg/5ml',
  'Cefpodoxime': 'tablet:100mg|200mg;drysyrup:50mg/5ml|100mg/5ml',
  'Ceftriaxone': 'injection:250mg|500mg|1g',
  'Cefotaxime': 'injection:250mg|500mg|1g',
  'Cefoperazone': '',
  'Sulbactam': '',
  'Ofloxacin': 'tablet:200mg|400mg;suspension:50mg/5ml;eyedrops:0.3% w/v',
  'Ciprofloxacin': 'tablet:250mg|500mg|750mg;eyedrops:0.3% w/v',
  'Levofloxacin': 'tablet:250mg|500mg|750mg',
  'Moxifloxacin': 'tablet:400mg;eyedrops:0.5% w/v',
  'Norfloxacin': 'tablet:400mg',
  'Metronidazole': 'tablet:200mg|400mg;suspension:200mg/5ml',
  'Tinidazole': 'tablet:300mg|500mg',
  'Ornidazole': 'tablet:500mg',
  'Doxycycline': 'capsule:100mg',
  'Linezolid': 'tablet:600mg',
  'Nitrofurantoin': 'capsule:50mg|100mg',
  'Clindamycin': 'capsule:150mg|300mg;gel:1% w/w',
  'Neomycin': '',
  'Mupirocin': 'ointment:2% w/w',
  'Fusidic Acid': 'cream:2% w/w',
  'Silver Sulfadiazine': 'cream:1% w/w',
  'Fluconazole': 'tablet:50mg|150mg|200mg',
  'Itraconazole': 'capsule:100mg|200mg',
  'Terbinafine': 'tablet:250mg;cream:1% w/w',
  'Clotrimazole': 'cream:1% w/w;dustingpowder:1% w/w',
  'Ketoconazole': 'cream:2% w/w',
  'Luliconazole': 'cream:1% w/w',
  'Nystatin': 'suspension:100000IU/ml',
  'Acyclovir': 'tablet:400mg|800mg;cream:5% w/w',
  'Valacyclovir': 'tablet:500mg|1g',
  'Oseltamivir': 'capsule:75mg',
  'Favipiravir': 'tablet:200mg|400mg',
  'Ivermectin': 'tablet:6mg|12mg',
  'Albendazole': 'tablet:400mg;suspension:200mg/5ml',
  'Hydroxychloroquine': 'tablet:200mg|300mg|400mg',
  'Artemether': '',
  'Lumefantrine': '',
  'Rifampicin': 'capsule:150mg|300mg|450mg',
  'Isoniazid': 'tablet:100mg|300mg',
  'Ethambutol': 'tablet:400mg|800mg',
  'Pyrazinamide': 'tablet:500mg|750mg',
  'Permethrin': 'cream:5% w/w;lotion:1% w/v',
  'Povidone Iodine': 'ointment:5% w/w;topicalsolution:5% w/v',

  // Allergy, cough, cold and respiratory
  'Cetirizine': 'tablet:10mg;syrup:5mg/5ml',
  'Levocetirizine': 'tablet:5mg;syrup:2.5mg/5ml',
  'Fexofenadine': 'tablet:120mg|180mg',
  'Bilastine': 'tablet:20mg',
  'Ebastine': 'tablet:10mg|20mg',
  'Hydroxyzine': 'tablet:10mg|25mg;syrup:10mg/5ml',
  'Chlorpheniramine': 'tablet:4mg',
  'Pheniramine': 'tablet:25mg;injection:22.75mg/ml',
  'Montelukast': 'tablet:4mg|5mg|10mg',
  'Salbutamol': 'tablet:2mg|4mg;syrup:2mg/5ml;inhaler:100mcg;respules:2.5mg',
  'Levosalbutamol': 'inhaler:50mcg;respules:0.63mg|1.25mg;syrup:1mg/5ml',
  'Terbutaline': 'tablet:2.5mg|5mg;syrup:1.5mg/5ml',
  'Formoterol': '',
  'Salmeterol': '',
  'Tiotropium': 'inhaler:9mcg',
  'Ipratropium': 'inhaler:20mcg;respules:500mcg',
  'Budesonide': 'inhaler:100mcg|200mcg;respules:0.5mg|1mg;nasalspray:64mcg',
  'Beclomethasone': 'inhaler:100mcg|200mcg;cream:0.025% w/w',
  'Fluticasone': 'nasalspray:50mcg;cream:0.05% w/w',
  'Mometasone': 'nasalspray:50mcg;cream:0.1% w/w',
  'Doxofylline': 'tablet:400mg|650mg',
  'Acebrophylline': 'capsule:100mg|200mg',
  'Theophylline': 'tablet:100mg|200mg|300mg',
  'Etofylline': '',
  'Ambroxol': 'tablet:30mg;syrup:15mg/5ml|30mg/5ml',
  'Bromhexine': 'tablet:8mg;syrup:4mg/5ml',
  'Guaifenesin': 'syrup:100mg/5ml',
  'Dextromethorphan': 'syrup:10mg/5ml',
  'Phenylephrine': '',
  'Xylometazoline': 'nasalspray:0.1% w/v;nasaldrops:0.05% w/v',
  'Oxymetazoline': 'nasalspray:0.05% w/v;nasaldrops:0.025% w/v',

  // Heart, blood pressure, lipids and blood thinners
  'Telmisartan': 'tablet:20mg|40mg|80mg',
  'Losartan': 'tablet:25mg|50mg',
  'Olmesartan': 'tablet:20mg|40mg',
  'Valsartan': 'tablet:40mg|80mg|160mg',
  'Sacubitril': '',
  'Amlodipine': 'tablet:2.5mg|5mg|10mg',
  'Cilnidipine': 'tablet:5mg|10mg|20mg',
  'Nifedipine': 'tablet:10mg|20mg|30mg',
  'Metoprolol': 'tablet:25mg|50mg|100mg',
  'Bisoprolol': 'tablet:2.5mg|5mg',
  'Nebivolol': 'tablet:2.5mg|5mg',
  'Carvedilol': 'tablet:3.125mg|6.25mg|12.5mg',
  'Propranolol': 'tablet:10mg|20mg|40mg',
  'Atenolol': 'tablet:25mg|50mg',
  'Labetalol': 'tablet:100mg;injection:5mg/ml',
  'Ramipril': 'capsule:2.5mg|5mg|10mg',
  'Enalapril': 'tablet:2.5mg|5mg|10mg',
  'Prazosin': 'tablet:2.5mg|5mg',
  'Hydrochlorothiazide': 'tablet:12.5mg|25mg',
  'Chlorthalidone': 'tablet:6.25mg|12.5mg',
  'Furosemide': 'tablet:40mg;injection:10mg/ml',
  'Torsemide': 'tablet:10mg|20mg',
  'Spironolactone': 'tablet:25mg|50mg',
  'Clopidogrel': 'tablet:75mg',
  'Ticagrelor': 'tablet:90mg',
  'Atorvastatin': 'tablet:10mg|20mg|40mg|80mg',
  'Rosuvastatin': 'tablet:5mg|10mg|20mg',
  'Fenofibrate': 'tablet:145mg|160mg',
  'Ezetimibe': 'tablet:10mg',
  'Warfarin': 'tablet:1mg|2mg|5mg',
  'Rivaroxaban': 'tablet:10mg|15mg|20mg',
  'Apixaban': 'tablet:2.5mg|5mg',
  'Dabigatran': 'capsule:110mg|150mg',
  'Digoxin': 'tablet:0.25mg',
  'Ivabradine': 'tablet:5mg|7.5mg',
  'Ranolazine': 'tablet:500mg|1000mg',
  'Trimetazidine': 'tablet:35mg',
  'Nitroglycerin': 'tablet:2.6mg|6.4mg;spray:0.4mg',
  'Isosorbide Mononitrate': 'tablet:10mg|20mg|30mg',
  'Isosorbide Dinitrate': 'tablet:5mg|10mg',

  // Diabetes and endocrine
  'Metformin': 'tablet:500mg|850mg|1000mg',
  'Glimepiride': 'tablet:1mg|2mg|4mg',
  'Gliclazide': 'tablet:40mg|60mg|80mg',
  'Glibenclamide': 'tablet:2.5mg|5mg',
  'Sitagliptin': 'tablet:50mg|100mg',
  'Vildagliptin': 'tablet:50mg',
  'Teneligliptin': 'tablet:20mg',
  'Linagliptin': 'tablet:5mg',
  'Dapagliflozin': 'tablet:5mg|10mg',
  'Empagliflozin': 'tablet:10mg|25mg',
  'Pioglitazone': 'tablet:15mg|30mg',
  'Voglibose': 'tablet:0.2mg|0.3mg',
  'Acarbose': 'tablet:25mg|50mg',
  'Insulin Glargine': 'insulin:100IU/ml',
  'Insulin Aspart': 'insulin:100IU/ml',
  'Human Insulin': 'insulin:40IU/ml|100IU/ml',
  'Levothyroxine': 'tablet:25mcg|50mcg|75mcg|100mcg',
  'Carbimazole': 'tablet:5mg|10mg',
  'Prednisolone': 'tablet:5mg|10mg|20mg;syrup:5mg/5ml',
  'Methylprednisolone': 'tablet:4mg|8mg|16mg;injection:40mg|500mg',
  'Dexamethasone': 'tablet:0.5mg|4mg;injection:4mg/ml',
  'Deflazacort': 'tablet:6mg|12mg|30mg',
  'Hydrocortisone': 'tablet:10mg;cream:1% w/w;injection:100mg',
  'Betamethasone': 'tablet:0.5mg|1mg;cream:0.1% w/w',

  // Brain, nerves and mental health
  'Pregabalin': 'capsule:75mg|150mg',
  'Gabapentin': 'tablet:100mg|300mg',
  'Nortriptyline': 'tablet:10mg|25mg',
  'Amitriptyline': 'tablet:10mg|25mg',
  'Escitalopram': 'tablet:5mg|10mg|20mg',
  'Sertraline': 'tablet:25mg|50mg|100mg',
  'Fluoxetine': 'capsule:10mg|20mg|40mg',
  'Paroxetine': 'tablet:12.5mg|25mg',
  'Duloxetine': 'capsule:20mg|30mg|60mg',
  'Clonazepam': 'tablet:0.25mg|0.5mg|1mg|2mg',
  'Alprazolam': 'tablet:0.25mg|0.5mg|1mg',
  'Etizolam': 'tablet:0.25mg|0.5mg',
  'Lorazepam': 'tablet:1mg|2mg;injection:2mg/ml',
  'Diazepam': 'tablet:5mg|10mg;injection:5mg/ml',
  'Zolpidem': 'tablet:5mg|10mg',
  'Olanzapine': 'tablet:2.5mg|5mg|10mg',
  'Quetiapine': 'tablet:25mg|50mg|100mg',
  'Risperidone': 'tablet:1mg|2mg|4mg',
  'Aripiprazole': 'tablet:5mg|10mg|15mg',
  'Levetiracetam': 'tablet:250mg|500mg|750mg;oralsolution:100mg/ml;injection:100mg/ml',
  'Sodium Valproate': 'tablet:200mg|300mg|500mg;syrup:200mg/5ml',
  'Valproic Acid': '',
  'Carbamazepine': 'tablet:100mg|200mg|400mg',
  'Phenytoin': 'tablet:100mg;suspension:30mg/5ml;injection:50mg/ml',
  'Lamotrigine': 'tablet:25mg|50mg|100mg',
  'Donepezil': 'tablet:5mg|10mg',
  'Memantine': 'tablet:5mg|10mg',
  'Betahistine': 'tablet:8mg|16mg|24mg',
  'Cinnarizine': 'tablet:25mg|75mg',
  'Flunarizine': 'tablet:5mg|10mg',
  'Prochlorperazine': 'tablet:5mg;injection:12.5mg/ml',
  'Methylphenidate': 'tablet:5mg|10mg|20mg',

  // Urology, sexual and women's health
  'Tamsulosin': 'capsule:0.4mg',
  'Silodosin': 'capsule:4mg|8mg',
  'Finasteride': 'tablet:1mg|5mg',
  'Dutasteride': 'softgel:0.5mg',
  'Sildenafil': 'tablet:25mg|50mg|100mg',
  'Tadalafil': 'tablet:5mg|10mg|20mg',
  'Mirabegron': 'tablet:25mg|50mg',
  'Solifenacin': 'tablet:5mg|10mg',
  'Progesterone': 'softgel:100mg|200mg|300mg',
  'Dydrogesterone': 'tablet:10mg',
  'Norethisterone': 'tablet:5mg',
  'Clomiphene': 'tablet:25mg|50mg|100mg',
  'Letrozole': 'tablet:2.5mg',
  'Estradiol': 'tablet:1mg|2mg',
  'Ethinylestradiol': '',
  'Levonorgestrel': 'tablet:1.5mg',
  'Tranexamic Acid': 'tablet:500mg;injection:100mg/ml',

  // Bones, joints and immunity
  'Methotrexate': 'tablet:2.5mg|7.5mg|10mg',
  'Sulfasalazine': 'tablet:500mg',
  'Leflunomide': 'tablet:10mg|20mg',
  'Allopurinol': 'tablet:100mg|300mg',
  'Febuxostat': 'tablet:40mg|80mg',
  'Colchicine': 'tablet:0.5mg',

  // Skin and eyes
  'Clobetasol': 'cream:0.05% w/w;ointment:0.05% w/w',
  'Minoxidil': 'topicalsolution:2% w/v|5% w/v',
  'Adapalene': 'gel:0.1% w/w',
  'Tretinoin': 'cream:0.025% w/w|0.05% w/w',
  'Benzoyl Peroxide': 'gel:2.5% w/w|5% w/w',
  'Azelaic Acid': 'cream:10% w/w|20% w/w',
  'Isotretinoin': 'softgel:10mg|20mg',
  'Lidocaine': 'gel:2% w/w;ointment:5% w/w',
  'Carboxymethylcellulose': 'eyedrops:0.5% w/v|1% w/v',

  // Vitamins, minerals and nutrition
  'Vitamin D3': 'softgel:60000IU;sachet:60000IU;oraldrops:400IU/ml',
  'Calcitriol': 'softgel:0.25mcg',
  'Methylcobalamin': 'tablet:500mcg|1500mcg;injection:500mcg/ml',
  'Folic Acid': 'tablet:5mg',
  'Pyridoxine': 'tablet:40mg',
  'Doxylamine': 'tablet:25mg',
  'Ferrous Ascorbate': 'tablet:100mg;syrup:30mg/5ml',
  'Iron Sucrose': 'injection:20mg/ml',
  'Calcium Carbonate': 'tablet:500mg|1250mg',
  'Zinc Sulfate': 'tablet:20mg;syrup:20mg/5ml',
  'Oral Rehydration Salts': 'orspowder:21.8g',
}

/** Real two-salt combinations: [first salt, second salt, 'form:a+b|a+b;form:a+b']. */
const COMBO_SPECS: ReadonlyArray<readonly [string, string, string]> = [
  ['Amoxicillin', 'Clavulanic Acid', 'tablet:500mg+125mg|875mg+125mg;drysyrup:200mg/5ml+28.5mg/5ml'],
  ['Cefpodoxime', 'Clavulanic Acid', 'tablet:200mg+125mg'],
  ['Cefixime', 'Clavulanic Acid', 'tablet:200mg+125mg'],
  ['Cefuroxime', 'Clavulanic Acid', 'tablet:500mg+125mg'],
  ['Ceftriaxone', 'Sulbactam', 'injection:1g+500mg'],
  ['Cefoperazone', 'Sulbactam', 'injection:500mg+500mg|1g+1g'],
  ['Cefixime', 'Ofloxacin', 'tablet:200mg+200mg'],
  ['Ofloxacin', 'Ornidazole', 'tablet:200mg+500mg'],
  ['Norfloxacin', 'Tinidazole', 'tablet:400mg+600mg'],
  ['Ciprofloxacin', 'Tinidazole', 'tablet:500mg+600mg'],
  ['Artemether', 'Lumefantrine', 'tablet:20mg+120mg|80mg+480mg'],
  ['Rifampicin', 'Isoniazid', 'capsule:450mg+300mg|600mg+300mg'],
  ['Aceclofenac', 'Paracetamol', 'tablet:100mg+325mg'],
  ['Diclofenac', 'Paracetamol', 'tablet:50mg+325mg'],
  ['Ibuprofen', 'Paracetamol', 'tablet:400mg+325mg;suspension:100mg/5ml+162.5mg/5ml'],
  ['Tramadol', 'Paracetamol', 'tablet:37.5mg+325mg'],
  ['Nimesulide', 'Paracetamol', 'tablet:100mg+325mg'],
  ['Dicyclomine', 'Paracetamol', 'tablet:20mg+325mg'],
  ['Paracetamol', 'Caffeine', 'tablet:650mg+50mg'],
  ['Aceclofenac', 'Thiocolchicoside', 'tablet:100mg+4mg|100mg+8mg'],
  ['Etoricoxib', 'Thiocolchicoside', 'tablet:60mg+4mg|60mg+8mg'],
  ['Aceclofenac', 'Serratiopeptidase', 'tablet:100mg+15mg'],
  ['Diclofenac', 'Serratiopeptidase', 'tablet:50mg+10mg'],
  ['Drotaverine', 'Mefenamic Acid', 'tablet:80mg+250mg'],
  ['Tranexamic Acid', 'Mefenamic Acid', 'tablet:500mg+250mg'],
  ['Diosmin', 'Hesperidin', 'tablet:450mg+50mg|900mg+100mg'],
  ['Pantoprazole', 'Domperidone', 'capsule:40mg+30mg'],
  ['Rabeprazole', 'Domperidone', 'capsule:20mg+30mg'],
  ['Esomeprazole', 'Domperidone', 'capsule:40mg+30mg'],
  ['Omeprazole', 'Domperidone', 'capsule:20mg+10mg'],
  ['Pantoprazole', 'Itopride', 'capsule:40mg+150mg'],
  ['Aluminium Hydroxide', 'Magnesium Hydroxide', 'suspension:250mg/5ml+250mg/5ml'],
  ['Chlordiazepoxide', 'Clidinium', 'capsule:5mg+2.5mg'],
  ['Chlordiazepoxide', 'Amitriptyline', 'tablet:5mg+12.5mg|10mg+25mg'],
  ['Montelukast', 'Levocetirizine', 'tablet:10mg+5mg;syrup:4mg/5ml+2.5mg/5ml'],
  ['Montelukast', 'Fexofenadine', 'tablet:10mg+120mg'],
  ['Ambroxol', 'Levocetirizine', 'tablet:75mg+5mg'],
  ['Ambroxol', 'Guaifenesin', 'syrup:15mg/5ml+50mg/5ml'],
  ['Dextromethorphan', 'Chlorpheniramine', 'syrup:10mg/5ml+2mg/5ml'],
  ['Phenylephrine', 'Chlorpheniramine', 'tablet:10mg+2mg;syrup:5mg/5ml+2mg/5ml;oraldrops:2.5mg/ml+1mg/ml'],
  ['Formoterol', 'Budesonide', 'inhaler:6mcg+200mcg|6mcg+400mcg;respules:20mcg+0.5mg'],
  ['Salmeterol', 'Fluticasone', 'inhaler:25mcg+125mcg|25mcg+250mcg'],
  ['Levosalbutamol', 'Ipratropium', 'inhaler:50mcg+20mcg;respules:1.25mg+500mcg'],
  ['Etofylline', 'Theophylline', 'tablet:115mg+35mg|231mg+69mg'],
  ['Telmisartan', 'Amlodipine', 'tablet:40mg+5mg|80mg+5mg'],
  ['Telmisartan', 'Hydrochlorothiazide', 'tablet:40mg+12.5mg|80mg+12.5mg'],
  ['Telmisartan', 'Chlorthalidone', 'tablet:40mg+6.25mg|40mg+12.5mg'],
  ['Telmisartan', 'Metoprolol', 'tablet:40mg+25mg|40mg+50mg'],
  ['Telmisartan', 'Cilnidipine', 'tablet:40mg+10mg'],
  ['Losartan', 'Hydrochlorothiazide', 'tablet:50mg+12.5mg'],
  ['Losartan', 'Amlodipine', 'tablet:50mg+5mg'],
  ['Olmesartan', 'Amlodipine', 'tablet:20mg+5mg|40mg+5mg'],
  ['Olmesartan', 'Hydrochlorothiazide', 'tablet:20mg+12.5mg|40mg+12.5mg'],
  ['Sacubitril', 'Valsartan', 'tablet:24mg+26mg|49mg+51mg|97mg+103mg'],
  ['Amlodipine', 'Atenolol', 'tablet:5mg+50mg'],
  ['Metoprolol', 'Amlodipine', 'tablet:25mg+5mg|50mg+5mg'],
  ['Clopidogrel', 'Aspirin', 'capsule:75mg+75mg|75mg+150mg'],
  ['Atorvastatin', 'Aspirin', 'capsule:10mg+75mg|20mg+75mg'],
  ['Atorvastatin', 'Fenofibrate', 'tablet:10mg+160mg'],
  ['Rosuvastatin', 'Fenofibrate', 'tablet:10mg+160mg'],
  ['Rosuvastatin', 'Ezetimibe', 'tablet:10mg+10mg'],
  ['Glimepiride', 'Metformin', 'tablet:1mg+500mg|2mg+500mg|1mg+1000mg|2mg+1000mg'],
  ['Gliclazide', 'Metformin', 'tablet:80mg+500mg'],
  ['Sitagliptin', 'Metformin', 'tablet:50mg+500mg|50mg+1000mg'],
  ['Vildagliptin', 'Metformin', 'tablet:50mg+500mg|50mg+1000mg'],
  ['Teneligliptin', 'Metformin', 'tablet:20mg+500mg|20mg+1000mg'],
  ['Linagliptin', 'Metformin', 'tablet:2.5mg+500mg|2.5mg+1000mg'],
  ['Dapagliflozin', 'Metformin', 'tablet:10mg+500mg|10mg+1000mg'],
  ['Pioglitazone', 'Metformin', 'tablet:15mg+500mg'],
  ['Empagliflozin', 'Linagliptin', 'tablet:10mg+5mg|25mg+5mg'],
  ['Dapagliflozin', 'Sitagliptin', 'tablet:10mg+100mg'],
  ['Pregabalin', 'Methylcobalamin', 'capsule:75mg+750mcg'],
  ['Pregabalin', 'Nortriptyline', 'tablet:75mg+10mg'],
  ['Escitalopram', 'Clonazepam', 'tablet:10mg+0.5mg'],
  ['Propranolol', 'Flunarizine', 'tablet:40mg+10mg'],
  ['Sodium Valproate', 'Valproic Acid', 'tablet:200mg+87mg|333mg+145mg'],
  ['Doxylamine', 'Pyridoxine', 'tablet:10mg+10mg|20mg+20mg'],
  ['Calcium Carbonate', 'Vitamin D3', 'tablet:1250mg+250IU|1250mg+500IU'],
  ['Ferrous Ascorbate', 'Folic Acid', 'tablet:100mg+1.5mg;syrup:30mg/5ml+550mcg/5ml'],
  ['Tamsulosin', 'Dutasteride', 'capsule:0.4mg+0.5mg'],
  ['Silodosin', 'Dutasteride', 'capsule:8mg+0.5mg'],
  ['Levonorgestrel', 'Ethinylestradiol', 'tablet:0.15mg+0.03mg'],
  ['Clotrimazole', 'Beclomethasone', 'cream:1% w/w+0.025% w/w'],
  ['Fusidic Acid', 'Betamethasone', 'cream:2% w/w+0.1% w/w'],
  ['Adapalene', 'Clindamycin', 'gel:0.1% w/w+1% w/w'],
  ['Adapalene', 'Benzoyl Peroxide', 'gel:0.1% w/w+2.5% w/w'],
  ['Moxifloxacin', 'Dexamethasone', 'eyedrops:0.5% w/v+0.1% w/v'],
]

/** Generic tablet strengths for salts without an entry in SINGLE_SPECS. */
const GENERIC_TABLET_STRENGTHS: readonly string[] = ['1mg', '2mg', '5mg', '10mg', '20mg', '25mg', '40mg', '50mg', '100mg', '200mg', '250mg', '500mg']

// ---------------------------------------------------------------------------------------------
// Catalogue model built once from the specs above

interface Option {
  formKey: string
  /** One strength per salt of the product. */
  strengths: string[]
  /** Position among the strengths offered in this form (drives price). */
  rank: number
  /** Whether the form is offered in more than one strength (then the name shows it). */
  several: boolean
}

interface Product {
  salts: SaltSeed[]
  options: Option[]
  schedule: DrugSchedule
  /** Seed-independent price factor of the molecule(s). */
  priceFactor: number
  /** Brand stems taken from the first salt's name. */
  stems: string[]
  /** Company-style code of the second salt, e.g. 'AM'. */
  comboCode?: string
}

const SCHEDULE_RANK: Readonly<Record<DrugSchedule, number>> = { OTC: 0, G: 1, H: 2, H1: 3, X: 4 }
const SCHEDULE_PRICE: Readonly<Record<DrugSchedule, number>> = { OTC: 0.7, G: 0.8, H: 1, H1: 1.4, X: 1.5 }

/** The strictest schedule of the given salts (X > H1 > H > G > OTC). */
export function strictestSchedule(schedules: readonly DrugSchedule[]): DrugSchedule {
  let strictest: DrugSchedule = 'OTC'
  for (const schedule of schedules) if (SCHEDULE_RANK[schedule] > SCHEDULE_RANK[strictest]) strictest = schedule
  return strictest
}

function parseOptions(spec: string, saltCount: number): Option[] {
  const options: Option[] = []
  for (const part of spec.split(';')) {
    const [formKey, list] = part.split(':')
    if (!formKey || !list || !FORMS[formKey]) throw new Error(`Bad form spec '${part}'`)
    const variants = list.split('|')
    variants.forEach((variant, rank) => {
      const strengths = variant.split('+')
      if (strengths.length !== saltCount) throw new Error(`Bad strengths '${variant}'`)
      options.push({ formKey, strengths, rank, several: variants.length > 1 })
    })
  }
  return options
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y'])

/** Prefixes of 3 to 6 letters ending in a vowel, e.g. Paracetamol → 'Para', 'Parace'. */
function stemsOf(saltName: string): string[] {
  const words = saltName.split(/[\s-]+/)
  const word = (saltName.startsWith('Insulin ') ? words[1] : words[0]) ?? saltName
  const letters = word.replace(/[^A-Za-z]/g, '').toLowerCase()
  const stems: string[] = []
  for (let length = 3; length <= Math.min(6, letters.length); length++) {
    if (VOWELS.has(letters[length - 1] ?? '')) stems.push(letters.slice(0, length))
  }
  if (stems.length === 0) stems.push(letters.slice(0, 4))
  return stems.map((stem) => stem.charAt(0).toUpperCase() + stem.slice(1))
}

function priceFactorOf(key: string, schedule: DrugSchedule): number {
  const unit = (hash32(key) % 10007) / 10007
  return 0.5 * 2 ** (unit * 2.6) * SCHEDULE_PRICE[schedule]
}

let catalogue: { singles: Product[]; combos: Product[] } | undefined

function buildCatalogue(): { singles: Product[]; combos: Product[] } {
  const byName = new Map(salts.map((salt) => [salt.name, salt]))
  const singles: Product[] = []
  for (const salt of salts) {
    const spec = SINGLE_SPECS[salt.name]
    if (spec === '') continue
    let options: Option[]
    if (spec === undefined) {
      const start = hash32(salt.name) % (GENERIC_TABLET_STRENGTHS.length - 1)
      options = GENERIC_TABLET_STRENGTHS.slice(start, start + 2).map((strength, rank) => ({ formKey: 'tablet', strengths: [strength], rank, several: true }))
    } else {
      options = parseOptions(spec, 1)
    }
    singles.push({ salts: [salt], options, schedule: salt.schedule, priceFactor: priceFactorOf(salt.name, salt.schedule), stems: stemsOf(salt.name) })
  }
  const combos: Product[] = []
  for (const [first, second, spec] of COMBO_SPECS) {
    const a = byName.get(first)
    const b = byName.get(second)
    if (!a || !b) continue
    const schedule = strictestSchedule([a.schedule, b.schedule])
    const code = COMBO_CODES[second] ?? second.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase()
    combos.push({ salts: [a, b], options: parseOptions(spec, 2), schedule, priceFactor: priceFactorOf(`${first}+${second}`, schedule) * 1.3, stems: stemsOf(first), comboCode: code })
  }
  return { singles, combos }
}

// ---------------------------------------------------------------------------------------------
// Naming

/** The number shown in a name: '650mg' → '650', '1g' → '1g', '60000IU' → '60K', '0.05% w/w' → '0.05%'. */
function strengthLabel(strength: string): string {
  const match = /^(\d+(?:\.\d+)?)\s*(%|mcg|mg|g|IU|AU|M)?/.exec(strength)
  if (!match) return strength
  const value = match[1] ?? strength
  const unit = match[2] ?? ''
  if (unit === '%') return `${value}%`
  if (unit === 'g') return `${value}g`
  if (unit === 'IU' && Number(value) >= 1000) return `${Number(value) / 1000}K`
  return value
}

function skuName(brand: string, option: Option): string {
  const spec = FORMS[option.formKey]
  if (!spec) throw new Error(`Unknown form ${option.formKey}`)
  const showStrength = SOLID_FORMS.has(option.formKey) || option.formKey === 'injection' || option.several
  if (!showStrength) return `${brand} ${spec.label}`
  const label = option.strengths.map(strengthLabel).join('/')
  return `${brand} ${label} ${spec.label}`
}

// ---------------------------------------------------------------------------------------------
// Generator

/**
 * Yields exactly `count` synthetic SKUs, deterministically for a given `seed`. Names are unique
 * within the generated set and never equal a name in `reserved` (for example the real catalogue);
 * a clash gets a ' (v2)', ' (v3)'… marker. Only the set of used names is kept in memory.
 */
export function* generateSkus(count: number, seed = 42, reserved: ReadonlySet<string> = new Set()): Generator<MedicineSeed> {
  catalogue ??= buildCatalogue()
  const { singles, combos } = catalogue
  const rand = mulberry32(seed)
  const used = new Set<string>()
  let produced = 0

  while (produced < count) {
    // A brand family: one product (10–20% of families are two-salt combinations), one brand.
    const product = rand() < 0.15 && combos.length > 0 ? pick(rand, combos) : pick(rand, singles)

    // Choose 1–5 of the product's form/strength options, favouring few.
    const options = product.options.slice()
    const wanted = Math.min(options.length, 1 + Math.floor(rand() ** 1.7 * Math.min(5, options.length)))
    for (let i = 0; i < wanted; i++) {
      const j = i + Math.floor(rand() * (options.length - i))
      const swap = options[i]
      options[i] = options[j] as Option
      options[j] = swap as Option
    }
    const chosen = options.slice(0, wanted)

    let suffix = ''
    if (product.comboCode) suffix = `-${product.comboCode}`
    else if (rand() < 0.2) {
      const allSolid = chosen.every((option) => SOLID_FORMS.has(option.formKey))
      suffix = pick(rand, allSolid ? SOLID_SUFFIXES : OTHER_SUFFIXES)
    }

    // Brand: salt stem + optional middle syllable (short stems only) + ending. A few retries keep
    // families from reusing a brand that already names the same product.
    const firstOption = chosen[0] as Option
    let brand = ''
    for (let attempt = 0; attempt < 6; attempt++) {
      const stem = pick(rand, product.stems)
      const middle = stem.length <= 5 ? pick(rand, MIDDLES) : ''
      brand = stem + middle + pick(rand, ENDINGS)
      if (!used.has(skuName(brand + suffix, firstOption)) && !reserved.has(skuName(brand + suffix, firstOption))) break
    }
    const label = brand + suffix
    const manufacturer = COMPANIES[hash32(brand) % COMPANIES.length] ?? 'Cipla Ltd'

    for (const option of chosen) {
      if (produced >= count) return
      const form = FORMS[option.formKey] as FormSpec
      const dryInjection = option.formKey === 'injection' && !(option.strengths[0] ?? '').includes('/')
      const [pack, packFactor] = pick(rand, dryInjection ? DRY_INJECTION_PACKS : form.packs)
      const base = dryInjection ? form.base * 2.5 : form.base
      const mrp = Math.max(1, round2(base * packFactor * product.priceFactor * (1 + 0.3 * option.rank) * (0.85 + rand() * 0.35)))
      const price = round2(mrp * (1 - rand() * 0.25))

      const baseName = skuName(label, option)
      let name = baseName
      for (let version = 2; used.has(name) || reserved.has(name); version++) name = `${baseName} (v${version})`
      used.add(name)

      produced++
      yield {
        name,
        brand,
        form: form.form,
        pack,
        manufacturer,
        salts: product.salts.map((salt, i): [string, string] => [salt.name, option.strengths[i] ?? '']),
        mrp,
        price,
        schedule: product.schedule,
      }
    }
  }
}
