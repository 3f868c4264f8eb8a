import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { alertFor, alertHistory, alertOutbox, alertRow, fundedAccount, setBalance } from '../../testing/alert-fixtures';
import { alertsCron, functions } from './functions';

describe('alerts-evaluate function', () => {
  it('is registered on a one-minute cron and evaluates the due alerts in one step, emitting each crossing once', async () => {
    expect(functions).toContain(alertsCron);
    expect((alertsCron as unknown as { opts: { triggers: { cron: string }[] } }).opts.triggers).toEqual([{ cron: '* * * * *' }]);
    const acct = await fundedAccount();
    await setBalance(acct.accountId, 50);
    const alert = await alertFor(acct, { metric: 'wallet_balance_cents', op: 'below', threshold: 100 });

    const first = await new InngestTestEngine({ function: alertsCron }).execute();
    expect(first.result).toMatchObject({ triggered: expect.any(Number) });
    expect((first.result as { triggered: number }).triggered).toBeGreaterThanOrEqual(1);
    expect(first.ctx.step.run.mock.calls.map((c: unknown[]) => c[0])).toEqual(['evaluate']);
    expect(await alertRow(alert.id)).toMatchObject({ state: 'triggered', lastValue: 50 });

    // A second run within the minute finds nothing due: no second event.
    const second = await new InngestTestEngine({ function: alertsCron }).execute();
    expect(second.result).toMatchObject({ triggered: 0, resolved: 0 });
    expect(await alertHistory(alert.id)).toHaveLength(1);
    expect((await alertOutbox(acct.accountId)).map((e) => e.eventType)).toEqual(['alert.triggered']);
  });
});
