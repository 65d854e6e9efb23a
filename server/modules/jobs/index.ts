// The public face of the jobs module: what other modules, the process (services.ts, main.ts) and the pages' server
// code may use. Everything else in this folder is the module's own.
export {
  createJobRunner,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  JobLeaseLostError,
  type JobRunner,
} from './runner.ts'
export { createJobsService, type JobRequest, type JobsService, type JobView, purgeFinishedJobs } from './service.ts'
export { devJobsApi } from './dev-api.ts'
