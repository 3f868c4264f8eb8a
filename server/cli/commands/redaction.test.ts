import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { accounts, jobs } from '../../db/schema';
import { newAccount } from '../../testing/fixtures';
import { helpText, runCli } from '../run';

describe('CLI: account redact-pii', () => {
  const cli = (...argv: string[]) => runCli(argv, getDb);
  const stored = async (id: number) => (await (await getDb()).select({ on: accounts.redactPii }).from(accounts).where(eq(accounts.id, id)))[0].on;

  it("sets one account's redact_pii and queues the push to its providers", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const off = await cli('account', 'redact-pii', '--account', String(acct.accountId), '--off', '--json');
    expect(off.code).toBe(0);
    expect(JSON.parse(off.stdout)).toEqual({ account_id: acct.accountId, redact_pii: false });
    expect(await stored(acct.accountId)).toBe(false);
    expect(await stored(other.accountId)).toBe(true);
    const queued = (await (await getDb()).select().from(jobs).where(eq(jobs.kind, 'agents.push_redaction'))).filter((j) => j.payload.account_id === acct.accountId);
    expect(queued).toHaveLength(1);
    expect((await cli('account', 'redact-pii', '--account', String(acct.accountId), '--on', '--json')).code).toBe(0);
    expect(await stored(acct.accountId)).toBe(true);
    expect(helpText()).toContain('account redact-pii --account ID (--on | --off)');
  });

  it('refuses an unknown account, both switches or neither with exit code 1, changing nothing', async () => {
    const acct = await newAccount();
    for (const argv of [
      ['account', 'redact-pii', '--account', '99999999', '--off'],
      ['account', 'redact-pii', '--account', String(acct.accountId), '--on', '--off'],
      ['account', 'redact-pii', '--account', String(acct.accountId)],
      ['account', 'redact-pii', '--off'],
    ]) {
      const res = await cli(...argv);
      expect(res.code).toBe(1);
      expect(res.stderr.length).toBeGreaterThan(0);
    }
    expect(await stored(acct.accountId)).toBe(true);
  });
});
