import { and, eq, isNull } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { providerFor } from '../providers';
import type { ProviderAgent, ProviderCall } from '../providers/port';
import type { CallRow } from './call-row';
import { changeCallStatus, ringCalls, transitionCall } from './lifecycle';

/**
 * Hands a dialed call to its provider and records what the provider answered: its id of the call, a failure (the
 * call fails at once with the reason and is never asked again), or a ring at the far end (the simulator), recorded
 * with the far end's next step in one transaction.
 */
export async function startAtProvider(db: Database, call: CallRow & ProviderCall, agent: ProviderAgent, now: Date): Promise<void> {
  const answer = await providerFor(call.provider).start(call, agent, now);
  if ('failed' in answer) {
    await changeCallStatus(db, call.id, { to: 'failed', at: now, failureReason: answer.failed });
  } else if ('providerCallId' in answer) {
    await db
      .update(calls)
      .set({ providerCallId: answer.providerCallId, updatedAt: now })
      .where(and(eq(calls.id, call.id), isNull(calls.providerCallId)));
  } else {
    await db.transaction(async (tx) => {
      const ringing = await transitionCall(tx, call.id, { to: 'ringing', at: now });
      if (ringing) await answer.inTx(tx);
    });
  }
}

/**
 * Hands several dialed calls of one agent to their provider at once when its far end rings them together (a
 * campaign's pass), else one by one. Answers false when the provider cannot start a batch.
 */
export async function startBatchAtProvider(db: Database, batch: CallRow[], agent: ProviderAgent, now: Date): Promise<boolean> {
  const provider = providerFor(batch[0].provider);
  if (!provider.startBatch || !batch.every((c) => c.provider === provider.name)) return false;
  const answer = await provider.startBatch(batch, agent, now);
  await db.transaction(async (tx) => {
    await Promise.all([ringCalls(tx, batch.map((c) => c.id), now), answer.inTx(tx)]);
  });
  return true;
}
