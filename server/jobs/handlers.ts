import type { Database } from '../db/types';
import { SIMULATOR_STEP_JOB, START_CALL_JOB } from '../services/calls/job-kinds';
import { simulatorStepJob, startCallJob } from '../services/calls/jobs';

export interface JobContext {
  jobId: number;
  /** The worker's clock for this run (tests inject it). */
  now: Date;
}

export type JobHandler = (db: Database, payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

/** Every kind of background job and the function that runs it. */
export const jobHandlers: Record<string, JobHandler> = {
  [START_CALL_JOB]: startCallJob,
  [SIMULATOR_STEP_JOB]: simulatorStepJob,
};
