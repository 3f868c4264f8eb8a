import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { fundedAccount, insertContact, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { initiateCall } from '../calls/initiate';
import { updateCallingSettings } from '../compliance/settings';
import { createPhoneNumber } from '../phone-numbers/service';
import { runCampaignTick } from './dispatch';
import { previewCampaign } from './preview';
import type { CreateCampaignInput } from './schema';
import { createCampaign } from './service';

// An agent with no number of its own can run a campaign from the caller numbers linked to it; a direct call, which
// goes out from the agent's own number only, still cannot.

// Monday 23 November 2026, 18:00 UTC: 10:00 in California.
const MONDAY = new Date('2026-11-23T18:00:00Z');
const CALLER = '+14155550111';

let db: Database;
beforeAll(async () => {
  db = await getDb();
});

async function numberlessAgent(): Promise<CallTestAccount> {
  const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 1, agent: { phone_number: null } });
  expect(acct.agent.phoneNumber).toBeNull();
  await updateCallingSettings(db, await actorOf(acct.userId), { holidays: false });
  return acct;
}

async function campaignInput(acct: CallTestAccount, callees: string[]): Promise<CreateCampaignInput> {
  const ids: number[] = [];
  for (const n of callees) ids.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
  return {
    name: 'From caller numbers', agent_id: acct.agent.id, audience: { contact_ids: ids }, purpose: 'informational', start: true,
    calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
  };
}

describe('a campaign whose agent has no number of its own', () => {
  it('is created and previewed when a caller number is linked to the agent, and its calls go out from it', async () => {
    const acct = await numberlessAgent();
    const actor = await actorOf(acct.userId);
    await createPhoneNumber(db, actor, { phone_number: CALLER, agent_ids: [acct.agent.id] }, MONDAY);
    const input = await campaignInput(acct, ['+14155550201', '+13105550201']);

    expect(await previewCampaign(db, actor, input, MONDAY)).toMatchObject({ callable: 2 });
    const campaign = await createCampaign(db, actor, input, MONDAY);
    expect(campaign.status).toBe('running');
    expect((await runCampaignTick(db, campaign.id, MONDAY, null)).placed).toBe(2);
    const rows = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    expect(rows.map((c) => [c.phoneNumber, c.fromNumber]).sort()).toEqual([['+13105550201', CALLER], ['+14155550201', CALLER]]);

    // A direct call still goes out from the agent's own number only, which it lacks.
    await expect(initiateCall(db, actor, { purpose: 'informational', phone_number: '+14155550202', agent_id: acct.agent.id }, MONDAY))
      .rejects.toMatchObject({ code: 'no_phone_number' });
  });

  it('is refused no_phone_number, at creation and in preview, with no caller number linked to the agent', async () => {
    const acct = await numberlessAgent();
    const actor = await actorOf(acct.userId);
    // The account's number serves another agent only: it is not this agent's to call from.
    await createPhoneNumber(db, actor, { phone_number: CALLER }, MONDAY);
    const input = await campaignInput(acct, ['+14155550201']);
    await expect(previewCampaign(db, actor, input, MONDAY)).rejects.toMatchObject({ code: 'no_phone_number' });
    await expect(createCampaign(db, actor, input, MONDAY)).rejects.toMatchObject({ code: 'no_phone_number' });
  });
});
