import type { Database } from '../db/types';

export interface JobContext {
  jobId: number;
  /** The worker's clock for this run (tests inject it). */
  now: Date;
}

export type JobHandler = (db: Database, payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

/** Every kind of background job and the function that runs it. */
export const jobHandlers: Record<string, JobHandler> = {};
