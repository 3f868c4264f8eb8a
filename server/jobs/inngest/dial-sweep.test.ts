import { InngestTestEngine } from '@inngest/test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import { callRowOf, fundedAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { DIAL_DEADLINE_MS, unconfirmedDialReasons } from '../../services/calls/dial-handoff';
import { initiateCall } from '../../services/calls/initiate';
import { dialSweepCron, functions } from './functions';

describe('calls-dial-sweep function', () => {
  it('is registered on a one-minute cron and ends failed a dialed call stuck past its deadline, once', async () => {
    expect(functions).toContain(dialSweepCron);
    expect((dialSweepCron as unknown as { opts: { triggers: { cron: string }[] } }).opts.triggers).toEqual([{ cron: '* * * * *' }]);
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 10_000, rateCents: 10 });
    const call = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', agent_id: acct.agent.id, phone_number: '+14155553301' });
    // Dialed long ago by a runner that never handed it off.
    await db.update(calls).set({ dialedAt: new Date(Date.now() - DIAL_DEADLINE_MS - 60_000) }).where(eq(calls.id, call.id));

    const first = await new InngestTestEngine({ function: dialSweepCron }).execute();
    expect(first.result).toBeGreaterThanOrEqual(1);
    expect(first.ctx.step.run.mock.calls.map((c: unknown[]) => c[0])).toEqual(['sweep']);
    expect(await callRowOf(call.id)).toMatchObject({ status: 'failed', failureReason: unconfirmedDialReasons.notHandedOff, holdCents: 0 });
    expect((await new InngestTestEngine({ function: dialSweepCron }).execute()).result).toBe(0);
  });
});
