import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { drainJobs, fundedAccount, insertContact } from '../../testing/call-fixtures';
import { startFakeRetell } from '../../testing/fake-retell-server';
import { actorOf } from '../../testing/fixtures';
import { agentAtProvider, importProviderResource } from '../../testing/provider-fixtures';
import { createAgent } from '../agents/service';
import { createCampaign } from '../campaigns/service';
import { updateCallingSettings } from '../compliance/settings';
import { createPhoneNumber } from './service';

// Retell's counterpart of provider-numbers.test.ts: Retell dials from the number it is given (`from_number`, which
// is Retell's id of the number), so a campaign's call must carry the caller number the picker chose.

// Monday 23 November 2026, 18:00 UTC: daytime in California and Texas.
const MONDAY = new Date('2026-11-23T18:00:00Z');
const KEY = 'retell-numbers-key';
const OWN = '+12125550100';
const LOCAL = '+14155550111';
const SHARED = '+14155550112';

let db: Database;
let retell: Awaited<ReturnType<typeof startFakeRetell>>;
const saved = { RETELL_API_KEY: config.RETELL_API_KEY, RETELL_BASE_URL: config.RETELL_BASE_URL };

beforeAll(async () => {
  db = await getDb();
  retell = await startFakeRetell(KEY);
  Object.assign(config, { RETELL_API_KEY: KEY, RETELL_BASE_URL: retell.url });
  retell.addPhoneNumber(OWN);
  retell.addPhoneNumber(LOCAL);
  retell.addPhoneNumber(SHARED);
});

afterAll(async () => {
  Object.assign(config, saved);
  await retell.close();
});

describe('caller numbers at Retell', () => {
  it("dials from the chosen number as from_number, and from the agent's own where no number is near", async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 1 });
    const actor = await actorOf(acct.userId);
    await updateCallingSettings(db, actor, { holidays: false });
    const agent = await agentAtProvider(acct, { name: 'Retell Caller', provider: 'retell', phone_number: OWN, provider_phone_number_id: OWN });
    await importProviderResource(acct.accountId, 'retell', 'phone_number', LOCAL);
    await createPhoneNumber(db, actor, { phone_number: LOCAL, provider_phone_number_id: LOCAL, agent_ids: [agent.id] });

    const ids = [
      await insertContact(acct.accountId, { phones: [{ number: '+14155550201' }] }),
      await insertContact(acct.accountId, { phones: [{ number: '+15125550201' }] }),
    ];
    const before = retell.requests.length;
    const campaign = await createCampaign(db, actor, {
      name: 'Local', agent_id: agent.id, audience: { contact_ids: ids }, purpose: 'informational', start: true,
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    }, MONDAY);
    await drainJobs(MONDAY);

    const dialed = retell.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/v2/create-phone-call');
    expect(Object.fromEntries(dialed.map((r) => [r.body.to_number, [r.body.from_number, r.body.override_agent_id]]))).toEqual({
      '+14155550201': [LOCAL, agent.assistantId],
      '+15125550201': [OWN, agent.assistantId],
    });
    const rows = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    expect(Object.fromEntries(rows.map((c) => [c.phoneNumber, [c.fromNumber, c.provider, c.providerCallId !== null]]))).toEqual({
      '+14155550201': [LOCAL, 'retell', true],
      '+15125550201': [OWN, 'retell', true],
    });
  });

  it('dials every call of an agent with no number of its own from its caller number', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 1 });
    const actor = await actorOf(acct.userId);
    await updateCallingSettings(db, actor, { holidays: false });
    const agent = await createAgent(db, actor, { name: 'Numberless', provider: 'retell', team_id: acct.teamId });
    await importProviderResource(acct.accountId, 'retell', 'phone_number', SHARED);
    await createPhoneNumber(db, actor, { phone_number: SHARED, provider_phone_number_id: SHARED, agent_ids: [agent.id] });
    const ids = [
      await insertContact(acct.accountId, { phones: [{ number: '+14155550202' }] }),
      await insertContact(acct.accountId, { phones: [{ number: '+15125550202' }] }),
    ];
    const before = retell.requests.length;
    await createCampaign(db, actor, {
      name: 'Numberless', agent_id: agent.id, audience: { contact_ids: ids }, purpose: 'informational', start: true,
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    }, MONDAY);
    await drainJobs(MONDAY);
    const dialed = retell.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/v2/create-phone-call');
    expect(Object.fromEntries(dialed.map((r) => [r.body.to_number, r.body.from_number]))).toEqual({ '+14155550202': SHARED, '+15125550202': SHARED });
  });
});
