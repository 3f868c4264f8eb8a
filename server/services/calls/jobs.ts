import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { agents } from '../../db/schema';
import { defineJob } from '../../outbox/jobs';
import { findCall } from './call-row';
import { providerFor } from './providers';

/** Hands a queued call to the provider it was placed with. */
export const startCallJob = defineJob({
  kind: 'calls.start',
  payload: z.object({ call_id: z.number().int() }),
  async run(db, { call_id }, ctx) {
    const call = await findCall(db, call_id);
    if (!call || call.status !== 'queued' || call.providerCallId) return;
    const [agent] = await db.select().from(agents).where(eq(agents.id, call.agentId));
    await providerFor(call.provider).start(db, call, agent, ctx.now);
  },
});
