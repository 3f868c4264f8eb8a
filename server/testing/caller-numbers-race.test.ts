import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { businessProfiles, calls, campaignRecipients } from '../db/schema';
import { createCampaign } from '../services/campaigns/service';
import { createPhoneNumber } from '../services/phone-numbers/service';
import { fundedAccount, insertContact } from './call-fixtures';
import { childEnvFor, runScript } from './child-process';
import { actorOf } from './fixtures';

/**
 * Daily caps of caller numbers across processes: two real worker processes on one PostgreSQL database run two
 * campaigns of one agent at once, and no number places more calls than its cap. PGlite opens a folder from one
 * process only, so this runs on PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);

const run = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/campaign-race-child.ts', env, args);

/** A zone where it is the middle of the day now, so no midnight falls inside the test and resets the caps. */
const middayZone = () => {
  const hour = new Date().getUTCHours();
  return hour >= 3 && hour <= 20 ? 'UTC' : 'Etc/GMT-12';
};

describe.skipIf(!onPostgres)('caller numbers used by two processes (PostgreSQL)', () => {
  it('keeps every number within its daily cap; the callees beyond wait with caller_numbers_exhausted', async () => {
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 1_000_000, rateCents: 1, agent: { phone_number: '+14155550100' } });
    await db.update(businessProfiles).set({ holidays: false, timezone: middayZone() }).where(eq(businessProfiles.accountId, acct.accountId));
    const actor = await actorOf(acct.userId);
    const caps: Record<string, number> = { '+14155550100': 3, '+14155550111': 2, '+12125550111': 4 };
    for (const [phone_number, max_calls_per_day] of Object.entries(caps)) {
      await createPhoneNumber(db, actor, { phone_number, max_calls_per_day, agent_ids: [acct.agent.id] });
    }
    const contacts = async (area: string, from: number) => {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await insertContact(acct.accountId, { phones: [{ number: `+1${area}555${String(from + i)}` }] }));
      return ids;
    };
    const common = {
      agent_id: acct.agent.id, purpose: 'informational' as const, max_concurrent_calls: 6, start: true,
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    };
    const a = await createCampaign(db, actor, { ...common, name: 'West', audience: { contact_ids: await contacts('415', 4100) } });
    const b = await createCampaign(db, actor, { ...common, name: 'East', audience: { contact_ids: await contacts('212', 4200) } });

    // A simulated call lasts about two seconds: the numbers' caps, not the campaigns' slots, end the dialing.
    const env = await childEnvFor({ SIMULATOR_TIME_SCALE: '0.02' });
    const startAt = Date.now() + 2500;
    // Long enough for both campaigns' every recipient on a loaded machine, where the processes start late.
    await Promise.all([run(env, [String(startAt), '20000']), run(env, [String(startAt), '20000'])]);

    const placed = await db.select({ from: calls.fromNumber, n: count() }).from(calls)
      .where(inArray(calls.campaignId, [a.id, b.id])).groupBy(calls.fromNumber);
    const byNumber = Object.fromEntries(placed.map((p) => [p.from, p.n]));
    // Every number was used up to its cap, and none past it.
    expect(byNumber).toEqual(caps);
    const [{ waiting }] = await db.select({ waiting: count() }).from(campaignRecipients).where(and(
      inArray(campaignRecipients.campaignId, [a.id, b.id]), eq(campaignRecipients.waitReason, 'caller_numbers_exhausted'),
      isNotNull(campaignRecipients.nextAttemptAt),
    ));
    expect(waiting).toBe(24 - 9);
  }, 90_000);
});
