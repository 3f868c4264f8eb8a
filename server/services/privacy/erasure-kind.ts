import { z } from 'zod';
import { jobKind } from '../../outbox/jobs';

/** The durable job that carries out an erasure (run-erasure.ts); it re-schedules itself while a call is live. */
export const contactErasureKind = jobKind('contact.erase', z.object({ erasure_id: z.number().int() }));
