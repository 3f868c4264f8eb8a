/** Durable job kinds of the calls domain (registered in server/jobs/handlers.ts). */
export const START_CALL_JOB = 'calls.start';
export const SIMULATOR_STEP_JOB = 'calls.simulator_step';
