import { z } from 'zod';
import { jobKind } from '../../outbox/jobs';

/** The durable job that carries out a test run (run-tests.ts): a repeat resumes at the first test without a verdict. */
export const agentTestRunKind = jobKind('agent_tests.run', z.object({ run_id: z.number().int() }));
