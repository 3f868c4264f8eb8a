import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { calls, providerResources } from '../../db/schema';
import type { Database } from '../../db/types';
import { drainJobs, fundedAccount, insertContact } from '../../testing/call-fixtures';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { actorOf } from '../../testing/fixtures';
import { createCampaign } from '../campaigns/service';
import { updateCallingSettings } from '../compliance/settings';
import { createPhoneNumber } from './service';

// Monday 23 November 2026, 18:00 UTC: daytime in California and Texas.
const MONDAY = new Date('2026-11-23T18:00:00Z');

let db: Database;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
const saved = { VOICE_PROVIDER: config.VOICE_PROVIDER, VAPI_BASE_URL: config.VAPI_BASE_URL, VAPI_API_KEY: config.VAPI_API_KEY };

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key' });
});

afterAll(async () => {
  Object.assign(config, saved);
  await vapi.close();
});

describe('caller numbers at Vapi', () => {
  it("dials from the chosen number's phoneNumberId, and from the agent's own where no number is near", async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 1, agent: { phone_number: '+12125550100', provider_phone_number_id: 'pn-own' } });
    const actor = await actorOf(acct.userId);
    await updateCallingSettings(db, actor, { holidays: false });
    await db.insert(providerResources).values({ accountId: acct.accountId, provider: 'vapi', kind: 'phone_number', providerId: 'pn-local' });
    await createPhoneNumber(db, actor, { phone_number: '+14155550111', provider_phone_number_id: 'pn-local', agent_ids: [acct.agent.id] });
    // The agent's own number as a caller number (for its cap) needs no id: Vapi knows it by the agent's.
    await createPhoneNumber(db, actor, { phone_number: '+12125550100', max_calls_per_day: 5 });
    // A number Vapi does not know cannot be added for a Vapi agent, so none without an id is ever chosen.
    await expect(createPhoneNumber(db, actor, { phone_number: '+14155550112', agent_ids: [acct.agent.id] })).rejects.toMatchObject({ code: 'validation_error' });

    const ids = [
      await insertContact(acct.accountId, { phones: [{ number: '+14155550201' }] }),
      await insertContact(acct.accountId, { phones: [{ number: '+15125550201' }] }),
    ];
    const before = vapi.requests.length;
    const campaign = await createCampaign(db, actor, {
      name: 'Local', agent_id: acct.agent.id, audience: { contact_ids: ids }, purpose: 'informational', start: true,
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    }, MONDAY);
    await drainJobs(MONDAY);

    const dialed = vapi.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/call');
    expect(Object.fromEntries(dialed.map((r) => [r.body.customer.number, r.body.phoneNumberId]))).toEqual({
      '+14155550201': 'pn-local',
      '+15125550201': 'pn-own',
    });
    const rows = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    expect(Object.fromEntries(rows.map((c) => [c.phoneNumber, [c.fromNumber, c.providerCallId !== null]]))).toEqual({
      '+14155550201': ['+14155550111', true],
      '+15125550201': ['+12125550100', true],
    });
  });
});
