import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import { fundedAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { callerNumberPicker } from './pick';
import { createPhoneNumber } from './service';

/**
 * The per-number lock of the picker, with two transactions on two connections at once (PostgreSQL; PGlite has one
 * connection): while one pass holds a number, another pass is told it is busy instead of waiting or counting past the
 * first pass's calls, and once the first commits, the second counts them.
 */
describe.skipIf(!config.DATABASE_URL)('the caller-number lock (PostgreSQL)', () => {
  it('makes a second pass skip a number the first holds, then count the calls the first placed', async () => {
    const db = await getDb();
    const acct = await fundedAccount({ agent: { phone_number: '+12125550100' } });
    const number = await createPhoneNumber(db, await actorOf(acct.userId), { phone_number: '+14155550111', agent_ids: [acct.agent.id], max_calls_per_day: 1 });
    const own = await createPhoneNumber(db, await actorOf(acct.userId), { phone_number: '+12125550100', max_calls_per_day: 1 });
    const now = new Date();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let picked!: () => void;
    const first = new Promise<void>((r) => (picked = r));

    const pass1 = db.transaction(async (tx) => {
      const picker = await callerNumberPicker(tx, acct.accountId, acct.agent, now);
      const pick = await picker.pick('+14155550201');
      expect(pick).toMatchObject({ kind: 'number', callerNumberId: number.id });
      // The call this pass places from it, committed with the pass.
      await tx.insert(calls).values({
        accountId: acct.accountId, callId: `call_lock_${acct.accountId}`, agentId: acct.agent.id, phoneNumber: '+14155550201',
        fromNumber: number.phone_number, provider: 'simulator', rateCents: 1, estimatedStartAt: now, status: 'queued', createdAt: now, updatedAt: now,
      });
      picked();
      await held;
    });
    await first;
    const whileHeld = await db.transaction(async (tx) => (await callerNumberPicker(tx, acct.accountId, acct.agent, now)).pick('+14155550202'));
    expect(whileHeld).toEqual({ kind: 'busy' });
    release();
    await pass1;

    // The first pass's call counts: the local number is at its cap, so the agent's own number goes next.
    const after = await db.transaction(async (tx) => (await callerNumberPicker(tx, acct.accountId, acct.agent, now)).pick('+14155550202'));
    expect(after).toMatchObject({ kind: 'number', callerNumberId: own.id, from: { number: '+12125550100' } });
    await db.delete(calls).where(eq(calls.callId, `call_lock_${acct.accountId}`));
  }, 30_000);
});
