import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { alertFor, alertHistory, alertOutbox, alertRow, endedCall, fundedAccount, ledgerEntry, setBalance } from '../../testing/alert-fixtures';
import { evaluateAlerts } from './evaluate';

const MIN = 60_000;
const T0 = new Date('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('each metric over its window', () => {
  it('computes the failed rate, the p95 latency, the spend and the balance of its own account only', async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    const other = await fundedAccount();
    const now = at(0);
    // In the 60-minute window: 2 completed, 1 failed, 1 busy, 1 voicemail; a canceled call is not an ended one.
    for (const s of ['completed', 'completed', 'failed', 'busy', 'voicemail', 'canceled'] as const) await endedCall(acct, s, at(-10 * MIN));
    // Outside it: exactly at its start (exclusive), before it, after now.
    await endedCall(acct, 'failed', at(-60 * MIN));
    await endedCall(acct, 'failed', at(-90 * MIN));
    await endedCall(acct, 'failed', at(1000));
    // Another account's failures, in the same window, never count.
    for (let i = 0; i < 5; i++) await endedCall(other, 'failed', at(-5 * MIN), 9000);
    // Latencies 100..2000 on twenty calls in the window (and one without a report); one huge outside it.
    const latencyAcct = await fundedAccount();
    for (let i = 1; i <= 20; i++) await endedCall(latencyAcct, 'completed', at(-i * MIN), i * 100);
    await endedCall(latencyAcct, 'completed', at(-3 * MIN));
    await endedCall(latencyAcct, 'completed', at(-61 * MIN), 60_000);
    // Debits of 100 and 250 in the window; one outside; a credit is no spend.
    await ledgerEntry(acct.accountId, 'call_debit', -100, at(-59 * MIN));
    await ledgerEntry(acct.accountId, 'call_debit', -250, at(-1 * MIN));
    await ledgerEntry(acct.accountId, 'call_debit', -999, at(-61 * MIN));
    await ledgerEntry(acct.accountId, 'credit', 5000, at(-2 * MIN));
    await ledgerEntry(other.accountId, 'call_debit', -777, at(-2 * MIN));
    await setBalance(acct.accountId, 1234);

    const rate = await alertFor(acct, { metric: 'failed_call_rate', op: 'above', threshold: 0.9, window_minutes: 60 });
    const p95 = await alertFor(latencyAcct, { metric: 'p95_latency_ms', op: 'above', threshold: 5000, window_minutes: 60 });
    const spend = await alertFor(acct, { metric: 'spend_cents', op: 'above', threshold: 100_000, window_minutes: 60 });
    const balance = await alertFor(acct, { metric: 'wallet_balance_cents', op: 'below', threshold: 0, window_minutes: 5 });
    // Nothing ended in this account's window: the rate and the latency have no value; the spend is 0.
    const quiet = await fundedAccount();
    const quietRate = await alertFor(quiet, { metric: 'failed_call_rate', op: 'above', threshold: 0, window_minutes: 60 });
    const quietP95 = await alertFor(quiet, { metric: 'p95_latency_ms', op: 'above', threshold: 0, window_minutes: 60 });
    const quietSpend = await alertFor(quiet, { metric: 'spend_cents', op: 'above', threshold: 0, window_minutes: 60 });

    await evaluateAlerts(db, now);
    const table: [number, number | null][] = [
      // failed ÷ ended: 1 ÷ (2 completed + failed + busy + voicemail)
      [rate.id, 1 / 5],
      // percentile_disc(0.95) over 20 values: the 19th smallest
      [p95.id, 1900],
      [spend.id, 350],
      [balance.id, 1234],
      [quietRate.id, null],
      [quietP95.id, null],
      [quietSpend.id, 0],
    ];
    for (const [id, value] of table) {
      const row = await alertRow(id);
      expect(row.lastValue, `alert ${id} (${row.metric})`).toBe(value);
      expect(row.lastEvaluatedAt).toEqual(now);
      expect(row.state).toBe('ok');
    }
    // No value crosses nothing, even at a threshold of 0.
    expect(await alertOutbox(quiet.accountId)).toEqual([]);
  });

  it('counts busy and no-answer calls in the base only, and a window of five minutes sees five minutes', async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    for (const s of ['no_answer', 'busy', 'failed'] as const) await endedCall(acct, s, at(-2 * MIN));
    await endedCall(acct, 'failed', at(-6 * MIN));
    const a = await alertFor(acct, { metric: 'failed_call_rate', op: 'above', threshold: 0.3, window_minutes: 5 });
    await evaluateAlerts(db, at(0));
    expect((await alertRow(a.id)).lastValue).toBeCloseTo(1 / 3);
    expect((await alertRow(a.id)).state).toBe('triggered');
  });
});

describe('crossings', () => {
  it('triggers once, stays quiet while crossed, resolves once, with one outbox event each in order', async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    const a = await alertFor(acct, { name: 'Failures', metric: 'failed_call_rate', op: 'above', threshold: 0.5, window_minutes: 10 });
    await endedCall(acct, 'failed', at(-MIN));
    await endedCall(acct, 'failed', at(-MIN));
    await endedCall(acct, 'completed', at(-MIN));

    expect(await evaluateAlerts(db, at(0))).toMatchObject({ triggered: 1 });
    // Crossed at every later minute: no second event. An evaluation sooner than the spacing does nothing.
    expect(await evaluateAlerts(db, at(20_000))).toMatchObject({ triggered: 0, resolved: 0 });
    for (let m = 1; m <= 4; m++) {
      await endedCall(acct, 'failed', at(m * MIN - 1000));
      const r = await evaluateAlerts(db, at(m * MIN));
      expect(r.triggered + r.resolved).toBe(0);
      expect((await alertRow(a.id)).state).toBe('triggered');
    }
    // Seven completed calls bring the rate to 6 failed of 14 ended, under 0.5: resolved, once.
    for (let i = 0; i < 7; i++) await endedCall(acct, 'completed', at(5 * MIN - 1000));
    expect(await evaluateAlerts(db, at(5 * MIN))).toMatchObject({ resolved: 1 });
    for (let m = 6; m <= 8; m++) expect(await evaluateAlerts(db, at(m * MIN))).toMatchObject({ triggered: 0, resolved: 0 });
    // The window empties (no ended call in the last 10 minutes): no value, the state stays.
    await evaluateAlerts(db, at(30 * MIN));
    expect(await alertRow(a.id)).toMatchObject({ state: 'ok', lastValue: null });

    const history = await alertHistory(a.id);
    expect(history.map((e) => [e.kind, e.at])).toEqual([['triggered', at(0)], ['resolved', at(5 * MIN)]]);
    expect(history[0].value).toBeCloseTo(2 / 3);
    expect(history[1].value).toBeCloseTo(6 / 14);
    const events = await alertOutbox(acct.accountId);
    expect(events.map((e) => e.eventType)).toEqual(['alert.triggered', 'alert.resolved']);
    expect(events[0].payload).toEqual({
      event_type: 'alert.triggered',
      alert: { id: a.id, name: 'Failures', metric: 'failed_call_rate', op: 'above', threshold: 0.5, value: 2 / 3 },
      timestamp: '2026-06-01T12:00:00Z',
    });
    expect(events[1].payload).toMatchObject({ event_type: 'alert.resolved', alert: { id: a.id, value: 6 / 14 } });
  });

  it('an evaluator running late never overwrites a later evaluation nor emits for it', async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    await setBalance(acct.accountId, 10);
    const a = await alertFor(acct, { metric: 'wallet_balance_cents', op: 'below', threshold: 100, window_minutes: 5 });
    await evaluateAlerts(db, at(10 * MIN));
    await setBalance(acct.accountId, 1000);
    // A clock behind the last evaluation: not due (and were it due, the conditional update would refuse it).
    await evaluateAlerts(db, at(5 * MIN), 0);
    expect(await alertRow(a.id)).toMatchObject({ state: 'triggered', lastValue: 10, lastEvaluatedAt: at(10 * MIN) });
    expect(await alertHistory(a.id)).toHaveLength(1);
  });

  it('stops evaluating a deleted alert', async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    const a = await alertFor(acct, { metric: 'wallet_balance_cents', op: 'below', threshold: 100, window_minutes: 5 });
    const { deleteAlert } = await import('./service');
    const { actorOf } = await import('../../testing/fixtures');
    await deleteAlert(db, await actorOf(acct.userId), a.id);
    await evaluateAlerts(db, at(0));
    expect(await alertOutbox(acct.accountId)).toEqual([]);
  });
});
