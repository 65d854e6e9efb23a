import { z } from 'zod'

// The place calls of spec 1 §7.1: the city lists, serviceability and the city of a GPS position.

/** GET /api/v4/city-serviceable?city= */
export const CityQuerySchema = z.object({ city: z.string().trim().min(1, 'city is required').max(80) })

/** GET /location/latlng/{lat},{long} */
export const LatLngParamsSchema = z.object({
  coords: z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?,-?\d{1,3}(\.\d{1,12})?$/, 'Expected {lat},{long} in decimal degrees')
    .transform((s) => s.split(',').map(Number) as [number, number])
    .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'Coordinates out of range'),
})

export const CityItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
})
export type CityItem = z.infer<typeof CityItemSchema>

const CityListSchema = z.object({ display_text: z.string(), data: z.array(CityItemSchema) })
/** GET /api/v5/cities: all_cities and top_cities, each with data and display_text. */
export const CityListsSchema = z.object({ all_cities: CityListSchema, top_cities: CityListSchema })
export type CityLists = z.infer<typeof CityListsSchema>

export const ServiceabilitySchema = z.object({
  serviceable: z.boolean(),
  city: z.string(),
  pharma_available: z.boolean(),
  otc_available: z.boolean(),
})
export type Serviceability = z.infer<typeof ServiceabilitySchema>
export const ServiceabilityAnswerSchema = z.object({ data: ServiceabilitySchema })
export type ServiceabilityAnswer = z.infer<typeof ServiceabilityAnswerSchema>

export const LocationResultSchema = z.object({
  city: z.string(),
  pincode: z.string(),
  place: z.string(),
  district: z.string(),
  state: z.string(),
  distance_km: z.number().nonnegative(),
})
export type LocationResult = z.infer<typeof LocationResultSchema>
/** The spec reads result[0].city. */
export const LocationAnswerSchema = z.object({ result: z.array(LocationResultSchema) })
export type LocationAnswer = z.infer<typeof LocationAnswerSchema>
