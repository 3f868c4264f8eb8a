import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { alertEvents, outboxEvents } from '../db/schema';
import { alertFor, alertRow, fundedAccount, setBalance } from './alert-fixtures';
import { childEnvFor, runScript } from './child-process';

/**
 * Alerts across processes: two real processes on one PostgreSQL database evaluate the same alerts at once, several
 * passes each. Every crossing is recorded once (one history row, one outbox event), whichever process wins it, and
 * nothing is recorded while the alerts stay crossed. PGlite opens a folder from one process only, so this runs on
 * PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);

type Result = { evaluated: number; triggered: number; resolved: number };
const evaluate = (env: NodeJS.ProcessEnv, startAt: number, now: Date, passes = 4) =>
  runScript('server/testing/alerts-race-child.ts', env, [String(startAt), now.toISOString(), String(passes)]).then((out) => JSON.parse(out) as Result);
/** Both processes at once, the second's clock 10 ms ahead (two servers' clocks never agree to the millisecond). */
const both = (env: NodeJS.ProcessEnv, now: Date) => {
  const startAt = Date.now() + 2500;
  return Promise.all([evaluate(env, startAt, now), evaluate(env, startAt, new Date(now.getTime() + 10))]);
};

describe.skipIf(!onPostgres)('two processes evaluating alerts (PostgreSQL)', () => {
  it('record each crossing exactly once: one trigger and one resolution per alert, one webhook each', async () => {
    const db = await getDb();
    const accounts = [await fundedAccount(), await fundedAccount(), await fundedAccount()];
    const ids: number[] = [];
    for (const acct of accounts) {
      await setBalance(acct.accountId, 100);
      for (let i = 0; i < 8; i++) ids.push((await alertFor(acct, { name: `low ${i}`, metric: 'wallet_balance_cents', op: 'below', threshold: 500 + i })).id);
    }
    const env = await childEnvFor({});
    const t0 = new Date(Date.now() + 3_600_000);

    // Round 1: every alert is crossed; both processes race to record it.
    const [a, b] = await both(env, t0);
    expect(a.triggered + b.triggered).toBe(ids.length);
    expect(a.resolved + b.resolved).toBe(0);

    // Round 2, a minute on: still crossed, so nothing at all.
    const quiet = await both(env, new Date(t0.getTime() + 60_000));
    expect(quiet.map((r) => r.triggered + r.resolved)).toEqual([0, 0]);

    // Round 3: the balance is back; each alert resolves once.
    for (const acct of accounts) await setBalance(acct.accountId, 10_000);
    const [c, d] = await both(env, new Date(t0.getTime() + 120_000));
    expect(c.resolved + d.resolved).toBe(ids.length);
    expect(c.triggered + d.triggered).toBe(0);

    const history = await db.select().from(alertEvents).where(inArray(alertEvents.alertId, ids));
    for (const id of ids) expect(history.filter((h) => h.alertId === id).map((h) => h.kind).sort()).toEqual(['resolved', 'triggered']);
    const events = await db.select().from(outboxEvents).where(inArray(outboxEvents.accountId, accounts.map((x) => x.accountId)));
    const alertEventsSent = events.filter((e) => e.eventType.startsWith('alert.'));
    expect(alertEventsSent).toHaveLength(ids.length * 2);
    const perAlert = new Map<string, number>();
    for (const e of alertEventsSent) {
      const key = `${(e.payload as { alert: { id: number } }).alert.id} ${e.eventType}`;
      perAlert.set(key, (perAlert.get(key) ?? 0) + 1);
    }
    expect([...perAlert.values()].every((n) => n === 1)).toBe(true);
    expect(perAlert.size).toBe(ids.length * 2);
    for (const id of ids) expect((await alertRow(id)).state).toBe('ok');
  }, 90_000);
});
