import { z } from 'zod';
import { jobKind } from '../../outbox/jobs';

/**
 * Dial a call (its handler, `startCallJob`, is in dial.ts). The kind stands alone because the dial uses the
 * lifecycle, whose retries enqueue this kind: declaring the handler here would make that an import circle.
 */
export const startCall = jobKind('calls.start', z.object({ call_id: z.number().int() }));
