import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls, campaignRecipients } from '../../db/schema';
import type { Database } from '../../db/types';
import { fundedAccount, insertContact, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf, newUser } from '../../testing/fixtures';
import { runCampaignTick } from '../campaigns/dispatch';
import { createCampaign } from '../campaigns/service';
import { updateCallingSettings } from '../compliance/settings';
import { EXHAUSTED_RETRY_MS } from './pick';
import { createPhoneNumber, getPhoneNumber, listPhoneNumbers, updatePhoneNumber } from './service';

// Monday 23 November 2026, 18:00 UTC: 10:00 in California, 12:00 in Texas, 13:00 in New York.
const MONDAY = new Date('2026-11-23T18:00:00Z');
const MIN = 60_000;
const AGENT_OWN = '+14155550100';

let db: Database;
beforeAll(async () => {
  db = await getDb();
});

async function account(): Promise<CallTestAccount> {
  const acct = await fundedAccount({ balanceCents: 1_000_000, rateCents: 1, agent: { phone_number: AGENT_OWN } });
  await updateCallingSettings(db, await actorOf(acct.userId), { holidays: false });
  return acct;
}

async function campaignTo(acct: CallTestAccount, callees: string[], extra: Record<string, unknown> = {}) {
  const ids: number[] = [];
  for (const n of callees) ids.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
  return createCampaign(db, await actorOf(acct.userId), {
    name: 'Numbers', agent_id: acct.agent.id, audience: { contact_ids: ids }, purpose: 'informational', max_concurrent_calls: 20, start: true,
    calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, ...extra,
  }, MONDAY);
}

const fromNumbers = async (campaignId: number) =>
  Object.fromEntries((await db.select().from(calls).where(eq(calls.campaignId, campaignId))).map((c) => [c.phoneNumber, c.fromNumber]));

/** Calls of the account from a number, as a provider would have reported them, placed `minutesAgo` before MONDAY. */
async function pastCalls(acct: CallTestAccount, from: string, outcomes: { status: 'completed' | 'no_answer'; n: number }[], minutesAgo = 600) {
  const at = new Date(MONDAY.getTime() - minutesAgo * MIN);
  let i = 0;
  for (const { status, n } of outcomes) {
    for (let k = 0; k < n; k++, i++) {
      await db.insert(calls).values({
        accountId: acct.accountId, callId: `call_past_${acct.accountId}_${i}`, agentId: acct.agent.id, phoneNumber: `+1312555${String(3000 + i)}`,
        fromNumber: from, provider: 'simulator', rateCents: 1, estimatedStartAt: at, status, dialedAt: at, createdAt: at, updatedAt: at,
      });
    }
  }
}

describe('local presence', () => {
  it("calls from a number with the callee's area code, else one in the callee's state, else the agent's own", async () => {
    const acct = await account();
    const actor = await actorOf(acct.userId);
    const agent_ids = [acct.agent.id];
    const ny = await createPhoneNumber(db, actor, { phone_number: '+12125550111', agent_ids }, MONDAY);
    const sanDiego = await createPhoneNumber(db, actor, { phone_number: '+16195550111', agent_ids }, MONDAY);
    const sanFrancisco = await createPhoneNumber(db, actor, { phone_number: '+14155550111', agent_ids }, MONDAY);
    // Another account's number in the callee's area is never this account's to use.
    const other = await account();
    await createPhoneNumber(db, await actorOf(other.userId), { phone_number: '+13105550999', agent_ids: [other.agent.id] }, MONDAY);

    const campaign = await campaignTo(acct, ['+14155550201', '+13105550201', '+12125550201', '+15125550201']);
    const { placed } = await runCampaignTick(db, campaign.id, MONDAY, null);
    expect(placed).toBe(4);
    expect(await fromNumbers(campaign.id)).toEqual({
      '+14155550201': sanFrancisco.phone_number,
      '+13105550201': sanDiego.phone_number,
      '+12125550201': ny.phone_number,
      // No number in Texas: the agent's own.
      '+15125550201': AGENT_OWN,
    });
    const listed = await listPhoneNumbers(db, actor, {}, MONDAY);
    expect(listed.phone_numbers.map((n) => [n.phone_number, n.calls_today])).toEqual([
      ['+12125550111', 1], ['+16195550111', 1], ['+14155550111', 1],
    ]);
  });

  it('never calls from a number at its daily cap: the callee waits with caller_numbers_exhausted, and goes once there is room', async () => {
    const acct = await account();
    const actor = await actorOf(acct.userId);
    // The agent's own number is one of the account's numbers too, so it has a cap.
    const own = await createPhoneNumber(db, actor, { phone_number: AGENT_OWN, max_calls_per_day: 1 }, MONDAY);
    const chicago = await createPhoneNumber(db, actor, { phone_number: '+13125550111', agent_ids: [acct.agent.id], max_calls_per_day: 1 }, MONDAY);
    // A call placed earlier today from Chicago counts toward its cap: it has none left.
    await pastCalls(acct, chicago.phone_number, [{ status: 'completed', n: 1 }], 60);
    const campaign = await campaignTo(acct, ['+14155550201', '+14155550202', '+14155550203']);

    expect((await runCampaignTick(db, campaign.id, MONDAY, null)).placed).toBe(1);
    expect(Object.values(await fromNumbers(campaign.id))).toEqual([AGENT_OWN]);
    const waiting = await db.select().from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaign.id), eq(campaignRecipients.status, 'pending')));
    expect(waiting).toHaveLength(2);
    for (const r of waiting) {
      expect(r.waitReason).toBe('caller_numbers_exhausted');
      expect(r.nextAttemptAt).toEqual(new Date(MONDAY.getTime() + EXHAUSTED_RETRY_MS));
    }
    expect((await getPhoneNumber(db, actor, own.id, MONDAY)).calls_today).toBe(1);
    expect((await getPhoneNumber(db, actor, chicago.id, MONDAY)).calls_today).toBe(1);

    // Still waiting before their moment; once Chicago may place two calls a day, one more goes, from Chicago.
    expect((await runCampaignTick(db, campaign.id, new Date(MONDAY.getTime() + MIN), null)).placed).toBe(0);
    await updatePhoneNumber(db, actor, chicago.id, { max_calls_per_day: 2 }, MONDAY);
    const later = new Date(MONDAY.getTime() + EXHAUSTED_RETRY_MS + MIN);
    expect((await runCampaignTick(db, campaign.id, later, null)).placed).toBe(1);
    const froms = await db.select({ from: calls.fromNumber }).from(calls).where(eq(calls.campaignId, campaign.id));
    expect(froms.map((f) => f.from).sort()).toEqual([chicago.phone_number, AGENT_OWN].sort());
    // The caps count since midnight in the business zone (UTC here): the next day the numbers have room again.
    const nextDay = new Date('2026-11-24T18:00:00Z');
    expect((await getPhoneNumber(db, actor, own.id, nextDay)).calls_today).toBe(0);
  });
});

describe('resting numbers', () => {
  it('rests a number whose answer rate over 50 calls fell below the floor, never uses it, and uses it again once an owner clears it', async () => {
    const acct = await account();
    const actor = await actorOf(acct.userId);
    const local = await createPhoneNumber(db, actor, { phone_number: '+14155550111', agent_ids: [acct.agent.id], max_calls_per_day: 1000 }, MONDAY);
    // 4 answered of 50 in the last week: 8 %, below the default floor of 10 %.
    await pastCalls(acct, local.phone_number, [{ status: 'completed', n: 4 }, { status: 'no_answer', n: 46 }], 3 * 24 * 60);
    expect(await getPhoneNumber(db, actor, local.id, MONDAY)).toMatchObject({ resting: true, answer_rate_7d: 0.08, calls_7d: 50 });

    const campaign = await campaignTo(acct, ['+14155550201', '+14155550202']);
    expect((await runCampaignTick(db, campaign.id, MONDAY, null)).placed).toBe(2);
    // Local presence would choose it; resting, it is passed over for the agent's own number.
    expect(Object.values(await fromNumbers(campaign.id))).toEqual([AGENT_OWN, AGENT_OWN]);
    const rested = await getPhoneNumber(db, actor, local.id, MONDAY);
    expect(rested).toMatchObject({ resting: true, resting_since: '2026-11-23T18:00:00Z', calls_today: 0 });

    // A member may not clear it; an owner may, and the rate then counts only later calls.
    const member = await newUser(acct.accountId, { role: 'member' });
    await expect(updatePhoneNumber(db, await actorOf(member.userId), local.id, { resting: false })).rejects.toMatchObject({ code: 'permission_denied' });
    const cleared = await updatePhoneNumber(db, actor, local.id, { resting: false }, MONDAY);
    expect(cleared).toMatchObject({ resting: false, resting_since: null, answer_rate_7d: null, calls_7d: 0 });
    const next = await campaignTo(acct, ['+14155550203']);
    expect((await runCampaignTick(db, next.id, MONDAY, null)).placed).toBe(1);
    expect(Object.values(await fromNumbers(next.id))).toEqual([local.phone_number]);
  });

  it('never uses a number rested by hand, and rests at the account\'s own floor', async () => {
    const acct = await account();
    const actor = await actorOf(acct.userId);
    const a = await createPhoneNumber(db, actor, { phone_number: '+14155550111', agent_ids: [acct.agent.id] }, MONDAY);
    const b = await createPhoneNumber(db, actor, { phone_number: '+14155550112', agent_ids: [acct.agent.id] }, MONDAY);
    await updatePhoneNumber(db, actor, a.id, { resting: true }, MONDAY);
    // 20 % answered: above the default floor, below a floor of 25 %.
    await pastCalls(acct, b.phone_number, [{ status: 'completed', n: 12 }, { status: 'no_answer', n: 48 }], 600);
    expect((await getPhoneNumber(db, actor, b.id, MONDAY)).resting).toBe(false);
    await updateCallingSettings(db, actor, { rest_below_answer_rate: 0.25 });
    const campaign = await campaignTo(acct, ['+14155550201']);
    expect((await runCampaignTick(db, campaign.id, MONDAY, null)).placed).toBe(1);
    expect(Object.values(await fromNumbers(campaign.id))).toEqual([AGENT_OWN]);
    const used = await db.select().from(calls).where(and(eq(calls.accountId, acct.accountId), inArray(calls.fromNumber, [a.phone_number, b.phone_number]), eq(calls.campaignId, campaign.id)));
    expect(used).toEqual([]);
  });
});

describe('clearing a number that does not rest', () => {
  it('keeps its answer rate as it was', async () => {
    const acct = await account();
    const actor = await actorOf(acct.userId);
    const n = await createPhoneNumber(db, actor, { phone_number: '+14155550111', agent_ids: [acct.agent.id] }, MONDAY);
    await pastCalls(acct, n.phone_number, [{ status: 'completed', n: 3 }, { status: 'no_answer', n: 1 }], 600);
    expect(await updatePhoneNumber(db, actor, n.id, { resting: false }, MONDAY)).toMatchObject({ resting: false, answer_rate_7d: 0.75, calls_7d: 4 });
  });
});
