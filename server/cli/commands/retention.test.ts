import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import { fundedAccount } from '../../testing/call-fixtures';
import { daysAgo, insertEndedCalls } from '../../testing/retention-fixtures';
import { helpText, runCli } from '../run';

describe('CLI: retention purge', () => {
  const cli = (...argv: string[]) => runCli(argv, getDb);

  it("purges one account's content past its retention now, and a second run finds nothing", async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    const other = await fundedAccount();
    const [mine] = await insertEndedCalls(acct.accountId, [{ agentId: acct.agent.id, endedAt: daysAgo(400) }]);
    const [theirs] = await insertEndedCalls(other.accountId, [{ agentId: other.agent.id, endedAt: daysAgo(400) }]);

    const first = await cli('retention', 'purge', '--account', String(acct.accountId), '--json');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ calls: 1, messages: 0, consents: 0, compliance_records: 0 });
    expect((await db.select().from(calls).where(eq(calls.id, mine)))[0].contentPurgedAt).not.toBeNull();
    expect((await db.select().from(calls).where(eq(calls.id, theirs)))[0].contentPurgedAt).toBeNull();

    const again = await cli('retention', 'purge', '--account', String(acct.accountId));
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Removed the content of 0 calls and 0 messages');
    expect((await cli('retention', 'purge', '--account', 'x')).code).toBe(1);
    expect(helpText()).toContain('retention purge [--account ID]');
  });
});
