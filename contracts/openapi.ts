import { z } from 'zod'

// GET /pwa-api/openapi.json: the OpenAPI 3.1 description of every /pwa-api call, generated from the contracts by
// server/http/openapi.ts. This is the document's outer shape (OpenAPI 3.1 §4.8.1: openapi, info and paths); its schemas
// are JSON Schema 2020-12, generated, so they are read here as JSON values.

const json = z.record(z.string(), z.unknown())

export const OpenApiDocumentSchema = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  jsonSchemaDialect: z.literal('https://json-schema.org/draft/2020-12/schema'),
  servers: z.array(z.object({ url: z.string(), description: z.string() })),
  tags: z.array(z.object({ name: z.string(), description: z.string() })),
  paths: z.record(z.string().regex(/^\//), json),
  components: z.object({ schemas: z.record(z.string(), json), securitySchemes: z.record(z.string(), json) }),
})
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>
