import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { updateCallingSettings } from '../compliance/settings';
import { createCampaign, getCampaign } from './service';

// Monday 23 November 2026, 18:00 UTC: 10:00 in California, inside every calling rule for 415 numbers.
const MONDAY_10_PT = new Date('2026-11-23T18:00:00Z');

let db: Database;
const scale = config.SIMULATOR_TIME_SCALE;
beforeAll(async () => {
  db = await getDb();
});
afterAll(() => {
  config.SIMULATOR_TIME_SCALE = scale;
});

async function runUntilDone(campaignId: number, actor: Awaited<ReturnType<typeof actorOf>>, minutes: number) {
  for (let t = 0; t <= minutes * 60; t += 5) {
    const now = new Date(MONDAY_10_PT.getTime() + t * 1000);
    for (let i = 0; i < 20 && (await workOnce(db, now)) > 0; i++);
    if (t % 60 === 0 && (await getCampaign(db, actor, campaignId)).status === 'completed') return;
  }
}

describe('campaign voicemail', () => {
  it('leaves one message per recipient across its retries; later attempts hang up at the machine', async () => {
    config.SIMULATOR_TIME_SCALE = 1;
    const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10 });
    const actor = await actorOf(acct.userId);
    // Three attempts within the 24-hour cap.
    await updateCallingSettings(db, actor, { max_attempts_per_24h: 5, holidays: false });
    const machine = '+14155550004';
    const person = '+14155550401';
    const ids = [
      await insertContact(acct.accountId, { firstName: 'Grace', phones: [{ number: machine }] }),
      await insertContact(acct.accountId, { firstName: 'Alan', phones: [{ number: person }] }),
    ];
    const campaign = await createCampaign(db, actor, {
      name: 'Messages', agent_id: acct.agent.id, audience: { contact_ids: ids }, purpose: 'informational', start: true,
      retry: { max_attempts: 3, on: ['voicemail'], delay_minutes: 5 },
      voicemail: { action: 'leave_message', message: 'Hello {{first_name}}, please call us back.' },
    }, MONDAY_10_PT);
    expect(campaign.voicemail).toEqual({ action: 'leave_message', message: 'Hello {{first_name}}, please call us back.' });
    await runUntilDone(campaign.id, actor, 20);

    const attempts = await db.select().from(calls).where(eq(calls.phoneNumber, machine)).orderBy(calls.attempt);
    expect(attempts.map((c) => [c.attempt, c.status])).toEqual([[1, 'voicemail'], [2, 'voicemail'], [3, 'voicemail']]);
    expect(attempts.filter((c) => c.voicemailLeft)).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ voicemailLeft: true, voicemail: { action: 'leave_message', message: 'Hello Grace, please call us back.' } });
    for (const later of attempts.slice(1)) expect(later.voicemail).toEqual({ action: 'hang_up' });
    // A person who answered was not left a message.
    const [answered] = await db.select().from(calls).where(eq(calls.phoneNumber, person));
    expect(answered).toMatchObject({ status: 'completed', voicemailLeft: false });
    const done = await getCampaign(db, actor, campaign.id);
    expect(done.progress).toMatchObject({ total: 2, voicemail: 1, completed: 1 });
  }, 120_000);

  it('refuses leave_message without a message', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const actor = await actorOf(acct.userId);
    const id = await insertContact(acct.accountId, { phones: [{ number: '+14155550402' }] });
    await expect(createCampaign(db, actor, {
      name: 'No words', agent_id: acct.agent.id, audience: { contact_ids: [id] }, voicemail: { action: 'leave_message' },
    })).rejects.toMatchObject({ code: 'validation_error', details: [expect.objectContaining({ path: 'voicemail.message' })] });
  });
});
