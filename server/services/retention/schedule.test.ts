import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { jobSteps } from '../../jobs/worker';
import { fundedAccount } from '../../testing/call-fixtures';
import { daysAgo, insertEndedCalls } from '../../testing/retention-fixtures';
import { lastPurgeMomentAt, nextPurgeAt } from './schedule';
import { purgeWhenDue } from './scheduled-purge';

describe('the purge schedule', () => {
  it.each([
    ['2026-03-01T03:16:59Z', '2026-02-28T03:17:00Z', '2026-03-01T03:17:00Z'],
    ['2026-03-01T03:17:00Z', '2026-03-01T03:17:00Z', '2026-03-02T03:17:00Z'],
    ['2026-12-31T23:59:00Z', '2026-12-31T03:17:00Z', '2027-01-01T03:17:00Z'],
  ])('at %s the last purge moment is %s and the next %s', (now, last, next) => {
    expect(lastPurgeMomentAt(new Date(now)).toISOString()).toBe(new Date(last).toISOString());
    expect(nextPurgeAt(new Date(now)).toISOString()).toBe(new Date(next).toISOString());
  });

  it("is a step of the embedded worker's jobs lane, which purges once per purge moment", async () => {
    expect(jobSteps).toContain(purgeWhenDue);
    const db = await getDb();
    const acct = await fundedAccount();
    await insertEndedCalls(acct.accountId, [{ agentId: acct.agent.id, endedAt: daysAgo(400) }]);
    const now = new Date();
    expect(await purgeWhenDue(db, now)).toBeGreaterThanOrEqual(1);
    expect(await purgeWhenDue(db, now)).toBe(0);
    // Work ended since is left to the next day's moment.
    await insertEndedCalls(acct.accountId, [{ agentId: acct.agent.id, endedAt: daysAgo(400) }]);
    expect(await purgeWhenDue(db, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await purgeWhenDue(db, nextPurgeAt(now))).toBe(1);
  });
});
