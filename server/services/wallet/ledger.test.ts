import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf } from '../../testing/fixtures';
import { balanceAndLedgerSum, fundedAccount } from '../../testing/call-fixtures';
import { creditAccount, listLedger, walletBalance } from './ledger';

describe('wallet', () => {
  it('credits through the ledger and the cached balance together, and lists entries newest first', async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    const owner = await actorOf(acct.userId);
    expect(await walletBalance(db, owner)).toEqual({
      balance_cents: 0, balance: 0, currency: 'USD', per_minute_rate_cents: 10, held_cents: 0, available_cents: 0,
      max_call_seconds: 600, max_live_calls: 1000, payments_enabled: false,
    });
    expect(await creditAccount(db, acct.accountId, 250)).toEqual({ balance_cents: 250 });
    expect(await creditAccount(db, acct.accountId, 1000, { description: 'Top-up' })).toEqual({ balance_cents: 1250 });
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 1250, ledgerSum: 1250 });
    const ledger = await listLedger(db, owner, { limit: 1 });
    expect(ledger).toMatchObject({ count: 2, page: 1, limit: 1, pages: 2 });
    expect(ledger.entries).toEqual([
      { id: expect.any(Number), kind: 'credit', amount_cents: 1000, balance_after_cents: 1250, call_id: null, description: 'Top-up', created_at: expect.any(String) },
    ]);
  });

  it('refuses operator credits that are not positive whole cents, or for a missing account', async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    for (const amount of [0, -5, 1.5]) {
      await expect(creditAccount(db, acct.accountId, amount)).rejects.toMatchObject({ code: 'validation_error' });
    }
    await expect(creditAccount(db, 99999999, 100)).rejects.toMatchObject({ code: 'not_found' });
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 0, ledgerSum: 0 });
  });
});
