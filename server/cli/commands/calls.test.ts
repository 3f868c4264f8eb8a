import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { listDoNotCall } from '../../services/calls/do-not-call';
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
