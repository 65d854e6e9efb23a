import type { Language } from '../../../core/consultations/vocabulary.ts'

// Doctor consultations (issue 24 §1–2). The specialties and their common symptoms are reference data, seeded
// everywhere (production included), in the consultation home's order: what Practo, 1mg and Apollo 24|7 list first.
// The sample doctors are development data only (server/db/seed/consultations.ts; never in production): names marked
// '(Sample)', registration numbers 'SAMPLE-…' that no council issued, accounts in the demo block (98100000xx,
// example.com) marked demo like every demo account, so a production start refuses a database that holds them.

export const specialtySeeds = [
  { code: 'general-physician', name: 'General physician', symptoms: ['Fever', 'Cough and cold', 'Headache', 'Stomach pain', 'Tiredness'] },
  { code: 'dermatology', name: 'Dermatology', symptoms: ['Acne', 'Hair fall', 'Skin rash', 'Itching', 'Dandruff'] },
  { code: 'gynaecology', name: 'Obstetrics & gynaecology', symptoms: ['Irregular periods', 'Pregnancy care', 'PCOS', 'White discharge'] },
  { code: 'paediatrics', name: 'Paediatrics', symptoms: ['Fever in children', 'Cold in children', 'Vaccination advice', 'Poor appetite'] },
  { code: 'psychiatry', name: 'Psychiatry', symptoms: ['Anxiety', 'Low mood', 'Sleep problems', 'Stress'] },
  { code: 'ent', name: 'Ear, nose & throat (ENT)', symptoms: ['Ear pain', 'Sore throat', 'Sinus', 'Blocked nose'] },
  { code: 'orthopaedics', name: 'Orthopaedics', symptoms: ['Back pain', 'Joint pain', 'Knee pain', 'Sprain'] },
  { code: 'cardiology', name: 'Cardiology', symptoms: ['Chest pain', 'High blood pressure', 'Palpitations', 'Breathlessness'] },
  { code: 'oncology', name: 'Oncology', symptoms: ['A lump', 'Cancer second opinion', 'Unexplained weight loss', 'Chemotherapy side effects'] },
  { code: 'gastroenterology', name: 'Gastroenterology', symptoms: ['Acidity', 'Constipation', 'Bloating', 'Loose motions'] },
  { code: 'endocrinology', name: 'Diabetes & endocrinology', symptoms: ['High blood sugar', 'Thyroid', 'Weight gain'] },
  { code: 'ophthalmology', name: 'Eye care', symptoms: ['Red eye', 'Blurred vision', 'Eye strain'] },
] as const

type Hours = { days: number[]; from: string; to: string; slotMinutes?: number }

export interface SampleDoctor {
  name: string
  /** The staff account: a number of the demo block and an example.com address. */
  phone: string
  email: string
  qualifications: string
  registrationNumber: string
  council: string
  specialties: string[]
  languages: Language[]
  experienceYears: number
  feeRupees: number
  initials: string
  ratingTenths: number | null
  ratings: number
  hours: Hours[]
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6]
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]

/** A dozen sample doctors; two general physicians keep long hours every day, so 'consult now' finds someone. */
export const SAMPLE_DOCTORS: SampleDoctor[] = [
  {
    name: 'Dr Kavya Menon (Sample)',
    phone: '9810000021',
    email: 'doctor.kavya@example.com',
    qualifications: 'MBBS, MD (General Medicine)',
    registrationNumber: 'SAMPLE-KMC-0001',
    council: 'Karnataka Medical Council (sample)',
    specialties: ['general-physician'],
    languages: ['english', 'hindi', 'malayalam', 'kannada'],
    experienceYears: 9,
    feeRupees: 299,
    initials: 'KM',
    ratingTenths: 46,
    ratings: 212,
    hours: [{ days: EVERY_DAY, from: '07:00', to: '23:00' }],
  },
  {
    name: 'Dr Arjun Batra (Sample)',
    phone: '9810000022',
    email: 'doctor.arjun@example.com',
    qualifications: 'MBBS',
    registrationNumber: 'SAMPLE-DMC-0002',
    council: 'Delhi Medical Council (sample)',
    specialties: ['general-physician'],
    languages: ['english', 'hindi', 'punjabi'],
    experienceYears: 4,
    feeRupees: 199,
    initials: 'AB',
    ratingTenths: 43,
    ratings: 88,
    hours: [{ days: EVERY_DAY, from: '00:00', to: '07:00' }, { days: EVERY_DAY, from: '15:00', to: '24:00' }],
  },
  {
    name: 'Dr Nandini Rao (Sample)',
    phone: '9810000023',
    email: 'doctor.nandini@example.com',
    qualifications: 'MBBS, MD (Dermatology, Venereology & Leprosy)',
    registrationNumber: 'SAMPLE-TSMC-0003',
    council: 'Telangana State Medical Council (sample)',
    specialties: ['dermatology'],
    languages: ['english', 'telugu', 'hindi'],
    experienceYears: 12,
    feeRupees: 499,
    initials: 'NR',
    ratingTenths: 47,
    ratings: 340,
    hours: [{ days: WEEKDAYS, from: '10:00', to: '13:00' }, { days: WEEKDAYS, from: '17:00', to: '20:00' }],
  },
  {
    name: 'Dr Farah Siddiqui (Sample)',
    phone: '9810000024',
    email: 'doctor.farah@example.com',
    qualifications: 'MBBS, MS (Obstetrics & Gynaecology)',
    registrationNumber: 'SAMPLE-UPMC-0004',
    council: 'Uttar Pradesh Medical Council (sample)',
    specialties: ['gynaecology'],
    languages: ['english', 'hindi', 'urdu'],
    experienceYears: 15,
    feeRupees: 599,
    initials: 'FS',
    ratingTenths: 48,
    ratings: 410,
    hours: [{ days: WEEKDAYS, from: '09:00', to: '14:00', slotMinutes: 20 }],
  },
  {
    name: 'Dr Vivek Kulkarni (Sample)',
    phone: '9810000025',
    email: 'doctor.vivek@example.com',
    qualifications: 'MBBS, MD (Paediatrics)',
    registrationNumber: 'SAMPLE-MMC-0005',
    council: 'Maharashtra Medical Council (sample)',
    specialties: ['paediatrics'],
    languages: ['english', 'marathi', 'hindi'],
    experienceYears: 11,
    feeRupees: 449,
    initials: 'VK',
    ratingTenths: 46,
    ratings: 190,
    hours: [{ days: EVERY_DAY, from: '08:00', to: '12:00' }, { days: WEEKDAYS, from: '18:00', to: '21:00' }],
  },
  {
    name: 'Dr Ananya Bose (Sample)',
    phone: '9810000026',
    email: 'doctor.ananya@example.com',
    qualifications: 'MBBS, MD (Psychiatry)',
    registrationNumber: 'SAMPLE-WBMC-0006',
    council: 'West Bengal Medical Council (sample)',
    specialties: ['psychiatry'],
    languages: ['english', 'bengali', 'hindi'],
    experienceYears: 8,
    feeRupees: 799,
    initials: 'AB',
    ratingTenths: 49,
    ratings: 156,
    hours: [{ days: WEEKDAYS, from: '11:00', to: '19:00', slotMinutes: 30 }],
  },
  {
    name: 'Dr Senthil Kumar (Sample)',
    phone: '9810000027',
    email: 'doctor.senthil@example.com',
    qualifications: 'MBBS, MS (ENT)',
    registrationNumber: 'SAMPLE-TNMC-0007',
    council: 'Tamil Nadu Medical Council (sample)',
    specialties: ['ent'],
    languages: ['english', 'tamil'],
    experienceYears: 18,
    feeRupees: 399,
    initials: 'SK',
    ratingTenths: 45,
    ratings: 97,
    hours: [{ days: WEEKDAYS, from: '09:30', to: '13:30' }],
  },
  {
    name: 'Dr Harpreet Gill (Sample)',
    phone: '9810000028',
    email: 'doctor.harpreet@example.com',
    qualifications: 'MBBS, MS (Orthopaedics)',
    registrationNumber: 'SAMPLE-PMC-0008',
    council: 'Punjab Medical Council (sample)',
    specialties: ['orthopaedics'],
    languages: ['english', 'hindi', 'punjabi'],
    experienceYears: 21,
    feeRupees: 699,
    initials: 'HG',
    ratingTenths: 44,
    ratings: 230,
    hours: [{ days: [1, 3, 5], from: '16:00', to: '20:00' }],
  },
  {
    name: 'Dr Meera Pillai (Sample)',
    phone: '9810000029',
    email: 'doctor.meera@example.com',
    qualifications: 'MBBS, MD (Medicine), DM (Cardiology)',
    registrationNumber: 'SAMPLE-TCMC-0009',
    council: 'Travancore-Cochin Medical Council (sample)',
    specialties: ['cardiology', 'general-physician'],
    languages: ['english', 'malayalam', 'tamil'],
    experienceYears: 24,
    feeRupees: 1199,
    initials: 'MP',
    ratingTenths: 49,
    ratings: 520,
    hours: [{ days: [2, 4, 6], from: '10:00', to: '13:00', slotMinutes: 20 }],
  },
  {
    name: 'Dr Rohan Desai (Sample)',
    phone: '9810000030',
    email: 'doctor.rohan@example.com',
    qualifications: 'MBBS, MD (Medicine), DM (Medical Oncology)',
    registrationNumber: 'SAMPLE-GMC-0010',
    council: 'Gujarat Medical Council (sample)',
    specialties: ['oncology'],
    languages: ['english', 'gujarati', 'hindi'],
    experienceYears: 16,
    feeRupees: 1499,
    initials: 'RD',
    ratingTenths: 48,
    ratings: 64,
    hours: [{ days: WEEKDAYS, from: '14:00', to: '17:00', slotMinutes: 30 }],
  },
  {
    name: 'Dr Sunita Mohanty (Sample)',
    phone: '9810000031',
    email: 'doctor.sunita@example.com',
    qualifications: 'MBBS, MD (Medicine), DM (Gastroenterology)',
    registrationNumber: 'SAMPLE-OMC-0011',
    council: 'Odisha Medical Council (sample)',
    specialties: ['gastroenterology'],
    languages: ['english', 'odia', 'hindi'],
    experienceYears: 13,
    feeRupees: 899,
    initials: 'SM',
    ratingTenths: null,
    ratings: 0,
    hours: [{ days: [1, 2, 3, 4, 5], from: '18:00', to: '21:00' }],
  },
  {
    name: 'Dr Imran Shaikh (Sample)',
    phone: '9810000032',
    email: 'doctor.imran@example.com',
    qualifications: 'MBBS, MD (Medicine), DM (Endocrinology)',
    registrationNumber: 'SAMPLE-MMC-0012',
    council: 'Maharashtra Medical Council (sample)',
    specialties: ['endocrinology', 'general-physician'],
    languages: ['english', 'hindi', 'urdu', 'marathi'],
    experienceYears: 7,
    feeRupees: 549,
    initials: 'IS',
    ratingTenths: 45,
    ratings: 41,
    hours: [{ days: [0, 6], from: '09:00', to: '18:00' }],
  },
]

/** '09:30' → 570 (minutes of the day). */
export const minuteOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return h! * 60 + m!
}
