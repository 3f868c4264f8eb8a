import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { callerNumbers } from '../../db/schema';
import { fundedAccount } from '../../testing/call-fixtures';
import { newUser } from '../../testing/fixtures';
import { runCli } from '../run';

describe('CLI: number add, list, clear-rest', () => {
  const cli = async (...argv: string[]) => runCli([...argv, '--json'], getDb);

  it('adds a caller number for an agent, lists it, and clears its rest as an owner only', async () => {
    const acct = await fundedAccount();
    const user = String(acct.userId);
    const added = await cli('number', 'add', '--user', user, '--phone', '+14155550111', '--agents', String(acct.agent.id), '--max-per-day', '40');
    expect(added.code).toBe(0);
    const made = JSON.parse(added.stdout);
    expect(made).toMatchObject({ phone_number: '+14155550111', agent_ids: [acct.agent.id], max_calls_per_day: 40, calls_today: 0 });
    const listed = JSON.parse((await cli('number', 'list', '--user', user)).stdout);
    expect(listed.phone_numbers.map((n: { id: number }) => n.id)).toEqual([made.id]);
    // For a person: a table with a header, one row per number, and the count.
    const text = (await runCli(['number', 'list', '--user', user], getDb)).stdout.split('\n');
    expect(text[0]).toMatch(/^ID +NUMBER +AGENTS +CALLS TODAY +ANSWERED 7D +RESTING$/);
    expect(text[1].split(/\s{2,}/)).toEqual([String(made.id), '+14155550111', String(acct.agent.id), '0 of 40', '-', 'no']);
    expect(text[2]).toBe('(1 in all)');

    const db = await getDb();
    await db.update(callerNumbers).set({ restingSince: new Date() }).where(eq(callerNumbers.id, made.id));
    const member = await newUser(acct.accountId, { role: 'member' });
    expect((await cli('number', 'clear-rest', '--user', String(member.userId), '--id', String(made.id))).code).toBe(1);
    const cleared = await cli('number', 'clear-rest', '--user', user, '--id', String(made.id));
    expect(JSON.parse(cleared.stdout)).toMatchObject({ resting: false });
  });

  it('says so, and how to add one, when the account has no caller number', async () => {
    const acct = await fundedAccount();
    const text = await runCli(['number', 'list', '--user', String(acct.userId)], getDb);
    expect(text.stdout).toBe('No caller numbers yet. Add one with: number add --user ID --phone +14155550100\n');
    expect(JSON.parse((await cli('number', 'list', '--user', String(acct.userId))).stdout)).toMatchObject({ count: 0, page: 1, phone_numbers: [] });
  });

  it('refuses malformed options and writes nothing', async () => {
    const acct = await fundedAccount();
    const user = String(acct.userId);
    for (const argv of [['--phone', '415'], ['--phone', '+14155550111', '--agents', 'a,b'], ['--phone', '+14155550111', '--max-per-day', 'ten'], []]) {
      expect((await cli('number', 'add', '--user', user, ...argv)).code, argv.join(' ')).not.toBe(0);
    }
    const db = await getDb();
    expect(await db.select().from(callerNumbers).where(eq(callerNumbers.accountId, acct.accountId))).toEqual([]);
  });
});
