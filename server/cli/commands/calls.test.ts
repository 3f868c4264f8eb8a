import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { listDoNotCall } from '../../services/compliance/do-not-call';
import { balanceAndLedgerSum, fundedAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { runCli } from '../run';

describe('CLI: wallet and dnc', () => {
  const cli = async (...argv: string[]) => runCli([...argv, '--json'], getDb);

  it('credits a wallet and answers the balance', async () => {
    const acct = await fundedAccount();
    const r1 = await cli('wallet', 'credit', '--account', String(acct.accountId), '--amount-cents', '500');
    expect(r1.code).toBe(0);
    expect(JSON.parse(r1.stdout)).toEqual({ balance_cents: 500 });
    const r2 = await cli('wallet', 'credit', '--account', String(acct.accountId), '--amount-cents', '25');
    expect(JSON.parse(r2.stdout)).toEqual({ balance_cents: 525 });
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 525, ledgerSum: 525 });
    for (const bad of ['0', '-3', '1.5', 'x']) {
      const r = await cli('wallet', 'credit', '--account', String(acct.accountId), '--amount-cents', bad);
      expect(r.code).toBe(1);
    }
    expect((await cli('wallet', 'credit', '--account', '99999999', '--amount-cents', '5')).code).toBe(1);
  });

  it('reads and sets an account\'s call limits, rate and country', async () => {
    const acct = await fundedAccount({ maxLiveCalls: 10 });
    const read = await cli('wallet', 'limits', '--account', String(acct.accountId));
    expect(JSON.parse(read.stdout)).toEqual({
      account_id: acct.accountId, max_live_calls: 10, max_call_seconds: 600, per_minute_rate_cents: 10, country: 'US', balance_cents: 0, held_cents: 0,
    });
    const set = await cli('wallet', 'limits', '--account', String(acct.accountId), '--max-live-calls', '3', '--max-call-seconds', '300', '--country', 'gb');
    expect(JSON.parse(set.stdout)).toMatchObject({ max_live_calls: 3, max_call_seconds: 300, country: 'GB' });
    for (const bad of [['--max-live-calls', '0'], ['--max-call-seconds', '30'], ['--max-call-seconds', '50000'], ['--country', 'XX']]) {
      expect((await cli('wallet', 'limits', '--account', String(acct.accountId), ...bad)).code).toBe(1);
    }
    expect((await cli('wallet', 'limits', '--account', '99999999')).code).toBe(1);
  });

  it('adds and removes do-not-call numbers', async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    const added = await cli('dnc', 'add', '--account', String(acct.accountId), '--number', '+1 (415) 555-0160');
    expect(JSON.parse(added.stdout)).toEqual({ number: '+14155550160' });
    expect((await listDoNotCall(db, await actorOf(acct.userId))).numbers.map((n) => n.number)).toEqual(['+14155550160']);
    const removed = await cli('dnc', 'remove', '--account', String(acct.accountId), '--number', '+14155550160');
    expect(JSON.parse(removed.stdout)).toEqual({ number: '+14155550160' });
    const again = await cli('dnc', 'remove', '--account', String(acct.accountId), '--number', '+14155550160');
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).error).toBe('not_found');
    expect(JSON.parse((await cli('dnc', 'add', '--account', String(acct.accountId), '--number', '12')).stdout).error).toBe('invalid_phone_number');
    expect(JSON.parse((await cli('dnc', 'add', '--account', '99999999', '--number', '+14155550160')).stdout).error).toBe('not_found');
  });
});
