import { InngestTestEngine } from '@inngest/test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import { fundedAccount } from '../../testing/call-fixtures';
import { daysAgo, insertEndedCalls } from '../../testing/retention-fixtures';
import { PURGE_CRON } from '../../services/retention/schedule';
import { functions, retentionPurgeCron } from './functions';

describe('retention-purge function', () => {
  it('is registered on the daily cron and purges calls past their account\'s retention, then finds nothing', async () => {
    expect(functions).toContain(retentionPurgeCron);
    expect((retentionPurgeCron as unknown as { opts: { triggers: { cron: string }[] } }).opts.triggers).toEqual([{ cron: PURGE_CRON }]);
    const db = await getDb();
    const acct = await fundedAccount();
    const [old, recent] = await insertEndedCalls(acct.accountId, [
      { agentId: acct.agent.id, endedAt: daysAgo(400) }, { agentId: acct.agent.id, endedAt: daysAgo(10) },
    ]);
    const first = await new InngestTestEngine({ function: retentionPurgeCron }).execute();
    expect((first.result as { calls: number }).calls).toBeGreaterThanOrEqual(1);
    expect(first.ctx.step.run.mock.calls.map((c: unknown[]) => c[0])).toEqual(['purge-0']);
    const [o] = await db.select().from(calls).where(eq(calls.id, old));
    const [r] = await db.select().from(calls).where(eq(calls.id, recent));
    expect(o).toMatchObject({ transcript: null, summary: null });
    expect(o.contentPurgedAt).not.toBeNull();
    expect(r.contentPurgedAt).toBeNull();
    expect((await new InngestTestEngine({ function: retentionPurgeCron }).execute()).result).toEqual({ calls: 0, messages: 0, consents: 0, complianceRecords: 0 });
  });
});
