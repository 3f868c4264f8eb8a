import { eq } from 'drizzle-orm';
import { agents } from '../../db/schema';
import type { Database } from '../../db/types';
import type { JobContext } from '../../jobs/handlers';
import { loadCall } from './call-row';
import { providerFor } from './providers';
import { runSimulatorStep } from './providers/simulator';

// Function declarations (not consts): server/jobs/handlers.ts imports these while queue.ts may still be
// loading, and hoisted functions are usable at that point.

/** START_CALL_JOB: hands a queued call to the provider it was placed with. */
export async function startCallJob(db: Database, payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const call = await loadCall(db, Number(payload.call_id));
  if (!call || call.status !== 'queued' || call.providerCallId) return;
  const [agent] = await db.select().from(agents).where(eq(agents.id, call.agentId));
  await providerFor(call.provider).start(db, call, agent, ctx.now);
}

/** SIMULATOR_STEP_JOB: one step of a simulated call. */
export async function simulatorStepJob(db: Database, payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  await runSimulatorStep(db, payload, ctx.now);
}
