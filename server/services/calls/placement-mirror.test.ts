import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { pgCode } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import { accounts, agents, calls, teams } from '../../db/schema';
import type { Database } from '../../db/types';
import { fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { judgeCapacity } from '../compliance/gate';
import { fullHold } from '../wallet/billing';
import { initiateCall } from './initiate';
import { liveCapStatuses } from './live-calls';

/**
 * The placement statement's SQL function (calls_hold_for_placement, as drizzle/0042 last defines it) is a mirror of
 * judgeCapacity for the full hold: for any account, live calls and money, the function takes the hold exactly when
 * judgeCapacity allows the call and plans the account's longest call; anything else it leaves to placeCall's
 * transaction, which asks judgeCapacity itself.
 */
let db: Database;
let acct: CallTestAccount;
const SLOTS = 6;
let callIds: number[] = [];
let otherAgentId: number;
let teamId: number;

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 1_000_000, rateCents: 10, maxCallSeconds: 600 });
  const actor = await actorOf(acct.userId);
  // Calls whose statuses each case sets: the first `live` of them live, the rest ended.
  for (let i = 0; i < SLOTS; i++) {
    callIds.push((await initiateCall(db, actor, { purpose: 'informational', agent_id: acct.agent.id, phone_number: `+1415555${2600 + i}` })).id);
  }
  callIds = callIds.sort((a, b) => a - b);
  // A second agent outside any team, whose calls count toward the account's cap but no team's.
  [{ id: otherAgentId }] = await db.insert(agents).values({ accountId: acct.accountId, assistantId: 'asst_mirror_other', name: 'Other' }).returning();
  [{ id: teamId }] = await db.insert(teams).values({ accountId: acct.accountId, name: 'Mirror team' }).returning();
});

class RolledBack extends Error {}

/** Runs the function on the account as set, in a transaction rolled back after: null when it refuses (SB001). */
async function sqlHold(p: { rateCents: number; maxCallSeconds: number; countsLive: boolean; outbound: boolean }): Promise<number | null> {
  const { plan, requiredCents } = fullHold(p.rateCents, p.maxCallSeconds);
  let heldAdded: number | null = null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
    try {
      await tx.execute(sql`select calls_hold_for_placement(${acct.accountId}, ${p.countsLive ? sql`array[${sql.join(liveCapStatuses.map((s) => sql`${s}`), sql`, `)}]::text[]` : sql`null::text[]`},
        ${p.rateCents}, ${p.maxCallSeconds}, ${requiredCents}, ${plan.holdCents}, ${acct.agent.id}::integer, ${p.outbound}::boolean)`);
      const [after] = await tx.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
      heldAdded = Number(after.held) - Number(before.held);
    } catch (err) {
      if (pgCode(err) !== 'SB001') throw err;
    }
    throw new RolledBack();
  }).catch((err) => {
    if (!(err instanceof RolledBack)) throw err;
  });
  return heldAdded;
}

describe('calls_hold_for_placement mirrors judgeCapacity', () => {
  it('takes the full hold exactly when judgeCapacity allows it, and refuses otherwise', async () => {
    const cases = fc.record({
      balanceCents: fc.integer({ min: -500, max: 20_000 }),
      heldCents: fc.integer({ min: 0, max: 10_000 }),
      rateCents: fc.integer({ min: 0, max: 40 }),
      maxCallSeconds: fc.integer({ min: 60, max: 3_600 }),
      maxLiveCalls: fc.integer({ min: 1, max: SLOTS }),
      inboundReserve: fc.integer({ min: 0, max: SLOTS }),
      live: fc.integer({ min: 0, max: SLOTS }),
      countsLive: fc.boolean(),
      outbound: fc.boolean(),
      // The placing agent's team and its cap (null: none), and how many of the live calls are the team's.
      inTeam: fc.boolean(),
      teamCap: fc.option(fc.integer({ min: 1, max: SLOTS })),
      teamCalls: fc.integer({ min: 0, max: SLOTS }),
    });
    let agreedAllow = 0;
    let agreedRefuse = 0;
    let belowAccountCap = 0;
    await fc.assert(fc.asyncProperty(cases, async (c) => {
      await db.update(accounts).set({
        walletBalanceCents: c.balanceCents, heldCents: c.heldCents, perMinuteRateCents: c.rateCents, maxCallSeconds: c.maxCallSeconds, maxLiveCalls: c.maxLiveCalls,
        inboundReserve: c.inboundReserve,
      }).where(eq(accounts.id, acct.accountId));
      await db.update(teams).set({ maxLiveCalls: c.teamCap }).where(eq(teams.id, teamId));
      await db.update(agents).set({ teamId: c.inTeam ? teamId : null }).where(eq(agents.id, acct.agent.id));
      await db.execute(sql`update calls set status = case when id = any(${sql`array[${sql.join(callIds.slice(0, c.live).map((id) => sql`${id}`), sql`, `)}]::int[]`}) then 'queued' else 'completed' end,
        agent_id = case when id = any(${sql`array[${sql.join(callIds.slice(0, c.teamCalls).map((id) => sql`${id}`), sql`, `)}]::int[]`}) then ${acct.agent.id}::integer else ${otherAgentId}::integer end
        where account_id = ${acct.accountId}`);
      const answer = judgeCapacity({
        funds: { balanceCents: c.balanceCents, heldCents: c.heldCents, rateCents: c.rateCents, maxCallSeconds: c.maxCallSeconds, maxLiveCalls: c.maxLiveCalls, inboundReserve: c.inboundReserve },
        live: c.live, countsLive: c.countsLive, needsHold: true, direction: c.outbound ? 'outbound' : 'inbound',
        team: c.inTeam && c.teamCap !== null ? { id: teamId, maxLiveCalls: c.teamCap, live: Math.min(c.live, c.teamCalls) } : null,
      });
      const full = fullHold(c.rateCents, c.maxCallSeconds).plan;
      const judgedFull = answer.verdict === 'allow' && answer.hold?.holdCents === full.holdCents && answer.hold.maxDurationSeconds === full.maxDurationSeconds;
      const held = await sqlHold(c);
      expect(held !== null).toBe(judgedFull);
      if (held !== null) expect(held).toBe(full.holdCents);
      if (answer.verdict === 'refuse' && answer.code === 'live_call_limit' && c.live < c.maxLiveCalls) belowAccountCap++;
      if (judgedFull) agreedAllow++;
      else agreedRefuse++;
    }), { numRuns: 160, seed: 20261126 });
    // Both sides of the mirror were exercised.
    expect(agreedAllow).toBeGreaterThan(5);
    expect(agreedRefuse).toBeGreaterThan(5);
    // ...and the refusals of the reserve and the team caps, which the account's whole cap alone would allow.
    expect(belowAccountCap).toBeGreaterThan(5);
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${calls} where account_id = ${acct.accountId}`));
    expect(n).toBe(SLOTS);
  });
});
