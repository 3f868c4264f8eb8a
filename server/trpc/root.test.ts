import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { AppError } from '../errors';
import { fundedAccount } from '../testing/call-fixtures';
import { grantConsent } from '../testing/consent-fixtures';
import { newAccount, newUser } from '../testing/fixtures';
import { createCaller, appRouter } from './root';

async function callerFor(userId: number | null) {
  return createCaller({ db: await getDb(), session: userId ? { userId } : null });
}

/** Runs a procedure and returns the TRPCError it throws, with the service's AppError as its cause. */
async function failure(run: () => Promise<unknown>): Promise<{ code: string; apiCode?: string }> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(TRPCError);
    const cause = (err as TRPCError).cause;
    return { code: (err as TRPCError).code, apiCode: cause instanceof AppError ? cause.code : undefined };
  }
  throw new Error('expected the call to fail');
}

let seq = 0;
const email = () => `signup-${process.pid}-${Date.now()}-${++seq}@example.test`;

describe('tRPC routers', () => {
  it('refuses every protected procedure without a session', async () => {
    const anon = await callerFor(null);
    expect(await failure(() => anon.agents.list())).toEqual({ code: 'UNAUTHORIZED', apiCode: 'authentication_required' });
    expect(await failure(() => anon.apiKeys.list())).toEqual({ code: 'UNAUTHORIZED', apiCode: 'authentication_required' });
    expect(await failure(() => anon.wallet.balance())).toEqual({ code: 'UNAUTHORIZED', apiCode: 'authentication_required' });
  });

  it('refuses input PostgreSQL cannot store with BAD_REQUEST validation_error, before any procedure runs', async () => {
    const acct = await newAccount();
    const caller = await callerFor(acct.userId);
    expect(await failure(() => caller.contacts.create({ first_name: 'A\u0000da' }))).toEqual({ code: 'BAD_REQUEST', apiCode: 'validation_error' });
    expect(await failure(() => caller.contacts.create({ first_name: 'Ada', custom_context: { ['\ud800']: 1 } }))).toEqual({ code: 'BAD_REQUEST', apiCode: 'validation_error' });
    expect(await failure(() => caller.contacts.get({ id: 2 ** 31 }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await failure(() => caller.contacts.list({ q: 'x\u0000' }))).toEqual({ code: 'BAD_REQUEST', apiCode: 'validation_error' });
  });

  it('treats a session whose user no longer exists as signed out', async () => {
    const ghost = await callerFor(2_000_000_000);
    expect(await failure(() => ghost.auth.me())).toEqual({ code: 'UNAUTHORIZED', apiCode: 'authentication_required' });
  });

  it('signs up an account with its owner, and refuses the same email twice with CONFLICT email_taken', async () => {
    const anon = await callerFor(null);
    const address = email();
    const created = await anon.auth.signUp({ email: address, password: 'correct horse', account_name: 'Acme Dental' });
    const me = await (await callerFor(created.user_id)).auth.me();
    expect(me).toMatchObject({ email: address, role: 'owner', account: { id: created.account_id, name: 'Acme Dental' } });
    expect(await (await callerFor(created.user_id)).apiKeys.list()).toEqual([]);
    expect(await failure(() => anon.auth.signUp({ email: address.toUpperCase(), password: 'another one', account_name: 'Again' }))).toEqual({
      code: 'CONFLICT',
      apiCode: 'email_taken',
    });
  });

  it('creates, lists and revokes API keys; a member cannot revoke the owner key', async () => {
    const acct = await newAccount();
    const owner = await callerFor(acct.userId);
    const created = await owner.apiKeys.create({ name: 'CRM', permissions: ['can_read_contacts'] });
    expect(created.api_key).toMatch(/^sk_live_/);
    const listed = (await owner.apiKeys.list()).find((k) => k.id === created.key_id)!;
    expect(listed).toMatchObject({ name: 'CRM', permissions: ['can_read_contacts'], revoked_at: null });
    expect(created.api_key.startsWith(listed.prefix)).toBe(true);

    const member = await newUser(acct.accountId, { role: 'member' });
    const asMember = await callerFor(member.userId);
    expect(await failure(() => asMember.apiKeys.revoke({ id: created.key_id }))).toEqual({ code: 'NOT_FOUND', apiCode: 'not_found' });
    await owner.apiKeys.revoke({ id: created.key_id });
    expect((await owner.apiKeys.list()).find((k) => k.id === created.key_id)!.revoked_at).not.toBeNull();
  });

  it('edits agents through the agents service, with its codes', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const owner = await callerFor(acct.userId);
    const agent = await owner.agents.create({ name: 'Ava', phone_number: '+14155550100', instructions: 'Hi {{first_name}}' });
    // The edit form sends every field it shows.
    const updated = await owner.agents.update({ id: agent.id, patch: { name: 'Ava', voice_id: 'cedar', instructions: 'Hi {{first_name}}' } });
    expect(updated).toMatchObject({ name: 'Ava', voice_id: 'cedar', instructions: 'Hi {{first_name}}', can_make_calls: true });
    expect((await owner.agents.list()).agents.map((a) => a.id)).toEqual([agent.id]);
    const stranger = await callerFor(other.userId);
    expect(await failure(() => stranger.agents.get({ id: agent.id }))).toEqual({ code: 'NOT_FOUND', apiCode: 'agent_not_found' });
    expect(await failure(() => owner.agents.create({ name: 'Bad', phone_number: '555' }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('has no procedure that adds money but the one-time trial credit: a tenant pays through Stripe Checkout, owners and admins only', async () => {
    const money = Object.keys(appRouter._def.procedures).filter((name) => /credit|top.?up|fund|deposit|grant/i.test(name));
    // The one exception: the trial credit, the operator's fixed amount, once per account, only while calls are simulated.
    expect(money.sort()).toEqual(['wallet.claimTrialCredit', 'wallet.trialCredit']);
    const acct = await newAccount();
    const owner = await callerFor(acct.userId);
    // The procedure the issue reported (100,000,000 cents a call) is gone.
    await expect((owner.wallet as unknown as { credit: (i: unknown) => Promise<unknown> }).credit({ amount_cents: 100_000_000 })).rejects.toThrow();
    expect((await owner.wallet.balance()).balance_cents).toBe(0);
    expect((await owner.wallet.claimTrialCredit()).amount_cents).toBe(config.TRIAL_CREDIT_CENTS);
    expect(await failure(() => owner.wallet.claimTrialCredit())).toEqual({ code: 'CONFLICT', apiCode: 'trial_credit_claimed' });
    expect((await owner.wallet.balance()).balance_cents).toBe(config.TRIAL_CREDIT_CENTS);
    // Without Stripe configured, "add credit" is not offered and checkout refuses.
    expect((await owner.wallet.balance()).payments_enabled).toBe(false);
    expect(await failure(() => owner.wallet.checkout({ amount_cents: 2_000 }))).toEqual({ code: 'CONFLICT', apiCode: 'payments_not_configured' });
    const member = await newUser(acct.accountId, { role: 'member' });
    const asMember = await callerFor(member.userId);
    expect(await failure(() => asMember.wallet.checkout({ amount_cents: 2_000 }))).toEqual({ code: 'FORBIDDEN', apiCode: 'permission_denied' });
  });

  it('lets only owners and admins add members', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const asMember = await callerFor(member.userId);
    expect(await failure(() => asMember.team.addMember({ email: email(), role: 'member' }))).toEqual({
      code: 'FORBIDDEN',
      apiCode: 'permission_denied',
    });
    const owner = await callerFor(acct.userId);
    await owner.team.addMember({ email: email(), role: 'admin' });
    expect((await owner.team.members()).map((m) => m.role).sort()).toEqual(['admin', 'member', 'owner']);
  });

  it('keeps adding owners to owners and teams to owners and admins', async () => {
    const acct = await newAccount();
    const admin = await callerFor((await newUser(acct.accountId, { role: 'admin' })).userId);
    const asMember = await callerFor((await newUser(acct.accountId, { role: 'member' })).userId);
    expect(await failure(() => admin.team.addMember({ email: email(), role: 'owner' }))).toEqual({ code: 'FORBIDDEN', apiCode: 'permission_denied' });
    expect(await failure(() => asMember.team.createTeam({ name: 'Nope' }))).toEqual({ code: 'FORBIDDEN', apiCode: 'permission_denied' });
    const { team_id } = await admin.team.createTeam({ name: 'Sales' });
    expect((await admin.team.teams()).map((t) => t.id)).toContain(team_id);
  });

  it('answers the overview and the hours editor through their services', async () => {
    const acct = await newAccount();
    const owner = await callerFor(acct.userId);
    const stats = await owner.analytics.calls({ from: '2026-03-01', to: '2026-03-07', timezone: 'Europe/Paris' });
    expect(stats).toMatchObject({ group_by: 'day', totals: { calls: 0, minutes: 0 } });
    expect(stats.buckets).toHaveLength(7);
    expect(await failure(() => owner.analytics.calls({ from: '2024-01-01', to: '2026-01-01' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await owner.calendar.settings()).toMatchObject({ business: { timezone: 'UTC', buffer_minutes: 0 }, schedule: null });
    expect(await owner.calendar.clearSchedule()).toEqual({ user_id: acct.userId, cleared: false });
  });

  it('keeps webhooks to owners and admins, and passes validation details through', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const asMember = await callerFor(member.userId);
    expect(await failure(() => asMember.webhooks.list({}))).toEqual({ code: 'FORBIDDEN', apiCode: 'permission_denied' });
    const owner = await callerFor(acct.userId);
    const hook = await owner.webhooks.create({ name: 'CRM', url: 'http://127.0.0.1:9/hook', subscribed_events: ['call.ended'] });
    expect(hook.secret).toMatch(/^whsec_/);
    expect((await owner.webhooks.list({})).webhooks.map((w) => w.id)).toEqual([hook.id]);

    const bad = await failure(() => owner.contacts.create({ first_name: 'Ada', phone_numbers: [{ phone_number: 'not a number' }] }));
    expect(bad).toEqual({ code: 'BAD_REQUEST', apiCode: 'validation_error' });
    const made = await owner.contacts.create({ first_name: 'Ada', phone_numbers: [{ phone_number: '+14155550123' }] });
    const values = await owner.agents.templateValues({ contact_id: made.id });
    expect(values.contact).toMatchObject({ first_name: 'Ada', phone_number: '+14155550123' });
    expect(values.business).toMatchObject({ name: 'Test Co' });
  });

  it('schedules a call, lists it as scheduled, cancels it once and answers CONFLICT call_not_cancelable after', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const owner = await callerFor(acct.userId);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000).toISOString().replace('.000Z', 'Z');
    const made = await owner.calls.start({
      agent_id: acct.agent.id,
      phone_number: '+14155550142',
      scheduled_at: at,
      calling_hours: 'ignore',
      purpose: 'informational',
      retry: { max_attempts: 3, on: ['busy', 'voicemail'], delay_minutes: 30 },
    });
    expect(made).toMatchObject({ status: 'scheduled', scheduled_at: at, attempt: 1, retry_of: null });
    const listed = await owner.calls.list({ status: 'scheduled' });
    expect(listed.calls.map((c) => c.id)).toEqual([made.id]);
    expect(listed.calls[0]).toMatchObject({ purpose: 'informational', scheduled_at: at });
    // The detail page reaches a call by its call_id too (how a retry links to its first attempt).
    expect((await owner.calls.get({ id: made.call_id })).id).toBe(made.id);

    const canceled = await owner.calls.cancel({ id: made.id });
    expect(canceled).toMatchObject({ id: made.id, status: 'canceled', ended_reason: 'canceled' });
    expect(await failure(() => owner.calls.cancel({ id: made.call_id }))).toEqual({ code: 'CONFLICT', apiCode: 'call_not_cancelable' });
    const stranger = await callerFor((await newAccount()).userId);
    expect(await failure(() => stranger.calls.cancel({ id: made.id }))).toEqual({ code: 'NOT_FOUND', apiCode: 'not_found' });
    expect(await failure(() => owner.calls.cancel({ id: 'nope' as never }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('passes the scheduling fields to the service, with its field details', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const owner = await callerFor(acct.userId);
    const past = await failure(() => owner.calls.start({ agent_id: acct.agent.id, phone_number: '+14155550142', scheduled_at: '2020-01-01T00:00:00Z' }));
    expect(past).toEqual({ code: 'BAD_REQUEST', apiCode: 'validation_error' });
    expect((await owner.calls.list({})).count).toBe(0);
    const db = await getDb();
    const res = await fetchRequestHandler({
      endpoint: '/api/trpc',
      router: appRouter,
      createContext: () => ({ db, session: { userId: acct.userId } }),
      req: new Request('http://localhost/api/trpc/calls.start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { agent_id: acct.agent.id, phone_number: '+14155550142', retry: { max_attempts: 9, on: ['busy'], delay_minutes: 60 } } }),
      }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.json.data.details).toEqual([{ path: 'retry.max_attempts', message: 'must be between 1 and 5' }]);
  });

  it('checks the calling rules: a Kentucky number at 09:30 local on a weekday is blocked by KRS for marketing calls', async () => {
    const acct = await newAccount();
    const owner = await callerFor(acct.userId);
    // The callee agreed to marketing calls: only the hours block this one.
    await grantConsent(acct.accountId, ['+15025550123']);
    // Wednesday 10 March 2027, 09:30 in Louisville (EST, UTC-5).
    const at = '2027-03-10T14:30:00Z';
    const marketing = await owner.compliance.check({ phone_number: '+1 502 555 0123', at, purpose: 'marketing' });
    expect(marketing).toMatchObject({ allowed: false, timezones: ['America/New_York'], next_allowed_at: '2027-03-10T15:00:00Z' });
    expect(marketing.jurisdictions).toEqual(expect.arrayContaining(['US', 'US-KY']));
    expect(marketing.blocks).toEqual([expect.objectContaining({ code: 'outside_calling_hours', source: expect.stringContaining('KRS') })]);
    const informational = await owner.compliance.check({ phone_number: '+15025550123', at, purpose: 'informational' });
    expect(informational).toMatchObject({ allowed: true, blocks: [], next_allowed_at: '2027-03-10T14:30:00Z' });
    expect(await failure(() => owner.compliance.check({ phone_number: 'call me' }))).toMatchObject({ code: 'BAD_REQUEST', apiCode: 'invalid_phone_number' });
    expect(await failure(() => owner.compliance.check({ phone_number: '+15025550123', contact_id: 999_999 }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads the calling settings for everyone and changes them for owners and admins only', async () => {
    const acct = await newAccount();
    const owner = await callerFor(acct.userId);
    const asMember = await callerFor((await newUser(acct.accountId, { role: 'member' })).userId);
    const before = await asMember.compliance.settings();
    expect(before).toMatchObject({ calling_hours: { start: '09:00', end: '20:00' }, holidays: true, enforce_calling_hours_on_api_calls: false });
    expect(await failure(() => asMember.compliance.updateSettings({ holidays: false }))).toEqual({ code: 'FORBIDDEN', apiCode: 'permission_denied' });

    const changed = await owner.compliance.updateSettings({
      calling_hours: { start: '08:30', end: '19:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
      max_attempts_per_24h: 3,
      enforce_calling_hours_on_api_calls: true,
    });
    expect(changed).toMatchObject({
      calling_hours: { start: '08:30', end: '19:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
      max_attempts_per_24h: 3,
      holidays: true,
      enforce_calling_hours_on_api_calls: true,
    });
    expect(await asMember.compliance.settings()).toEqual(changed);
    expect(await failure(() => owner.compliance.updateSettings({ calling_hours: { start: '09:00', end: '09:00', days: ['mon'] } }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('answers over HTTP with the service code in data.apiCode and the same status', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const call = (path: string, body?: unknown) =>
      fetchRequestHandler({
        endpoint: '/api/trpc',
        router: appRouter,
        createContext: () => ({ db, session: { userId: acct.userId } }),
        req: new Request(`http://localhost/api/trpc/${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify({ json: body }),
        }),
      });
    const missing = await call(`agents.get?input=${encodeURIComponent(JSON.stringify({ json: { id: 999_999 } }))}`);
    expect(missing.status).toBe(404);
    const body = await missing.json();
    expect(body.error.json.data).toMatchObject({ code: 'NOT_FOUND', apiCode: 'agent_not_found', httpStatus: 404 });

    const invalid = await call('agents.create', { name: '' });
    expect(invalid.status).toBe(400);
    const shape = (await invalid.json()).error.json;
    expect(shape.data.apiCode).toBe('validation_error');
    expect(shape.data.details[0]).toMatchObject({ path: 'name' });
    expect(shape.message).toMatch(/^name must not be empty/);
  });
});
