import type { TestProject } from 'vitest/node'
import { E2E_PORT, startServer, type ServerProcess } from './server-process.ts'

let server: ServerProcess | undefined

// One seeded server for the page suites (each file gets its own browser).
export default async function setup(project: TestProject) {
  server = await startServer({ port: E2E_PORT })
  project.provide('baseURL', server.url)
  return async () => {
    await server?.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}
