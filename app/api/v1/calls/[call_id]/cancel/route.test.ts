import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import type { Database } from '@/server/db/types';
import { initiateCall } from '@/server/services/calls/initiate';
import { callRowOf } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { teamsAccount, type TeamsAccount } from '@/server/testing/team-fixtures';
import { createCaller } from '@/server/trpc/root';
import { POST } from './route';

const cancel = (key: string, id: string | number) =>
  callRoute(POST, { method: 'POST', path: `/api/v1/calls/${id}/cancel`, key, params: { call_id: String(id) } });

let db: Database;
let acct: TeamsAccount;
beforeAll(async () => {
  db = await getDb();
  acct = await teamsAccount();
});

/** A call scheduled for tomorrow by `userId` with `agentId`. */
async function scheduled(userId: number, agentId: number) {
  const at = new Date(Date.now() + 86_400_000).toISOString();
  return initiateCall(db, await actorOf(userId), { agent_id: agentId, phone_number: '+14155550133', scheduled_at: at });
}

describe('POST /api/v1/calls/{call_id}/cancel by a member', () => {
  it('cancels the call they scheduled, and a call of an agent of their team', async () => {
    const own = await scheduled(acct.member.userId, acct.salesAgent.id);
    const res = await cancel(acct.member.key, own.call_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ call_id: own.call_id, status: 'canceled', ended_reason: 'canceled' });

    const byOwner = await scheduled(acct.userId, acct.salesAgent.id);
    const team = await cancel(acct.member.key, byOwner.id);
    expect([team.status, team.body.status]).toEqual([200, 'canceled']);
  });

  it("answers 404 not_found for a call of another team's agent, and leaves it scheduled", async () => {
    const hidden = await scheduled(acct.userId, acct.agent.id);
    const res = await cancel(acct.member.key, hidden.call_id);
    expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    expect((await callRowOf(hidden.id)).status).toBe('scheduled');
  });
});

describe('calls.cancel (dashboard) by a member', () => {
  it('cancels their own call, and answers NOT_FOUND for one they cannot see', async () => {
    const caller = createCaller({ db, session: { userId: acct.member.userId } } as never);
    const own = await scheduled(acct.member.userId, acct.salesAgent.id);
    expect(await caller.calls.cancel({ id: own.id })).toMatchObject({ status: 'canceled' });

    const hidden = await scheduled(acct.userId, acct.agent.id);
    const err = await caller.calls.cancel({ id: hidden.id }).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect((err as TRPCError).code).toBe('NOT_FOUND');
    expect((await callRowOf(hidden.id)).status).toBe('scheduled');
  });
});
