import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createApiKeyForUser, signUp } from '../accounts/service';
import { createAgent } from '../agents/service';
import { claimTrialCredit } from '../wallet/trial-credit';
import { placeRequestedCall } from '../calls/initiate';
import { createWebhook } from '../webhooks/service';
import { actorOf, newAccount } from '../../testing/fixtures';
import { drainJobs } from '../../testing/call-fixtures';
import { updateCallingSettings } from '../compliance/settings';
import { dismissGetStarted, getStarted } from './checklist';

const stepsOf = (g: Awaited<ReturnType<typeof getStarted>>) => Object.fromEntries(g.steps.map((s) => [s.id, s.done]));

describe('Get started checklist', () => {
  it('ticks each step from the account\'s data, and hides once all are done', async () => {
    const db = await getDb();
    const { user_id } = await signUp(db, { email: `first-${Date.now()}@example.com`, password: 'correct horse battery', account_name: 'First Run' });
    const actor = await actorOf(user_id);
    const fresh = await getStarted(db, actor);
    expect(fresh).toMatchObject({ show: true, dismissed: false, agent: null, first_call_id: null, trial_credit: { available: true, amount_cents: 500 } });
    expect(stepsOf(fresh)).toEqual({ agent: false, credit: false, test_call: false, calling_rules: false, webhook: false, api_key: false });
    expect(fresh.enforce_calling_hours_on_api_calls).toBe(false);

    // An agent without a number cannot call: not yet the step.
    await createAgent(db, actor, { name: 'Draft' });
    expect(stepsOf(await getStarted(db, actor)).agent).toBe(false);
    const agent = await createAgent(db, actor, { name: 'Front desk', phone_number: '+14155550100' });
    await claimTrialCredit(db, actor);
    const funded = await getStarted(db, actor);
    expect(funded).toMatchObject({ agent: { id: agent.id, name: 'Front desk', phone_number: '+14155550100' }, trial_credit: { claimed: true, available: false } });
    expect(stepsOf(funded)).toMatchObject({ agent: true, credit: true, test_call: false });

    // The test call rings the user's own phone (informational, as the dashboard's Test call places it).
    const call = (await placeRequestedCall(db, actor, { agent_id: agent.id, phone_number: '+14155550150', purpose: 'informational' }, { consent: 'never' })).call;
    // Placed is not done: the step wants a call that completed.
    expect(stepsOf(await getStarted(db, actor)).test_call).toBe(false);
    for (let i = 1; i <= 6; i++) await drainJobs(new Date(Date.now() + i * 1000));
    const called = await getStarted(db, actor);
    expect(called).toMatchObject({ first_call_id: call.id });
    expect(stepsOf(called).test_call).toBe(true);

    // Saving the calling rules once ticks the step, whatever the choice.
    await updateCallingSettings(db, actor, { enforce_calling_hours_on_api_calls: true });
    expect(await getStarted(db, actor)).toMatchObject({ enforce_calling_hours_on_api_calls: true });
    await createWebhook(db, actor, { name: 'Events', url: 'http://127.0.0.1:9/hook', subscribed_events: ['call.ended'] });
    await createApiKeyForUser(db, user_id, { name: 'Mine', permissions: ['can_initiate_calls'] });
    const done = await getStarted(db, actor);
    expect(stepsOf(done)).toEqual({ agent: true, credit: true, test_call: true, calling_rules: true, webhook: true, api_key: true });
    expect(done.show).toBe(false);
  });

  it('is dismissed per user, and sees only the account\'s own data', async () => {
    const db = await getDb();
    const a = await newAccount();
    const b = await newAccount();
    const actorB = await actorOf(b.userId);
    await createAgent(db, await actorOf(a.userId), { name: 'A agent', phone_number: '+14155550100' });
    await claimTrialCredit(db, await actorOf(a.userId));
    const seenByB = await getStarted(db, actorB);
    expect(seenByB).toMatchObject({ show: true, agent: null });
    expect(stepsOf(seenByB)).toMatchObject({ agent: false, credit: false, api_key: true });
    await dismissGetStarted(db, actorB);
    expect(await getStarted(db, actorB)).toMatchObject({ show: false, dismissed: true });
    expect(await getStarted(db, await actorOf(a.userId))).toMatchObject({ show: true, dismissed: false });
  });
});
