import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { campaignRecipients, campaigns } from '@/server/db/schema';
import { createAgent } from '@/server/services/agents/service';
import { fundedAccount, insertContact } from '@/server/testing/call-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { actorOf, keyWith } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getOne } from './[id]/route';
import { POST as pause } from './[id]/pause/route';
import { GET as recipients } from './[id]/recipients/route';
import { GET as recipientsCsv } from './[id]/recipients.csv/route';
import { POST as start } from './[id]/start/route';
import { GET as list, POST } from './route';

const create = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(POST, { method: 'POST', path: '/api/v1/campaigns', key, body, headers });
const action = (handler: typeof start, key: string, id: number | string, verb: string) =>
  callRoute(handler, { method: 'POST', path: `/api/v1/campaigns/${id}/${verb}`, key, params: { id: String(id) } });

async function campaignCount(accountId: number) {
  const [r] = await (await getDb()).select({ n: count() }).from(campaigns).where(eq(campaigns.accountId, accountId));
  return r.n;
}

async function ready() {
  const acct = await fundedAccount({ balanceCents: 10_000 });
  const contactId = await insertContact(acct.accountId, { phones: [{ number: '+14155550190' }] });
  // The callee agreed to marketing calls: a campaign skips one without consent at its start.
  await grantConsent(acct.accountId, ['+14155550190']);
  return { acct, body: { name: 'Renewals', agent_id: acct.agent.id, audience: { contact_ids: [contactId] } } };
}

describe('POST /api/v1/campaigns', () => {
  it('creates a draft (201) with the defaults, or starts it at once', async () => {
    const { acct, body } = await ready();
    const res = await create(acct.key, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'draft', purpose: 'marketing', max_concurrent_calls: 5, calling_hours: null, paused_reason: null,
      retry: { max_attempts: 3, on: ['busy', 'no_answer'], delay_minutes: 60 },
      agent: { id: acct.agent.id, name: 'Sales Agent' },
      progress: { total: 0, pending: 0 },
    });
    const started = await create(acct.key, { ...body, start: true });
    expect(started.body).toMatchObject({ status: 'running', progress: { total: 1, pending: 1 } });
    expect(started.body.started_at).toEqual(expect.any(String));
  });

  it.each([
    ['an empty audience', { audience: {} }, 'audience'],
    ['an unknown audience key', { audience: { city: 'Paris' } }, 'audience'],
    ['max_concurrent_calls 0', { max_concurrent_calls: 0 }, 'max_concurrent_calls'],
    ['max_concurrent_calls 51', { max_concurrent_calls: 51 }, 'max_concurrent_calls'],
    ['six attempts', { retry: { max_attempts: 6 } }, 'retry.max_attempts'],
    ['no name', { name: '' }, 'name'],
  ])('refuses %s with 400 validation_error and writes nothing', async (_n, patch, path) => {
    const { acct, body } = await ready();
    const res = await create(acct.key, { ...body, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(path) })]));
    expect(await campaignCount(acct.accountId)).toBe(0);
  });

  it('answers agent_not_found and no_phone_number for the agent, 403 without can_initiate_calls', async () => {
    const { acct, body } = await ready();
    expect((await create(acct.key, { ...body, agent_id: 999_999 })).body.error).toBe('agent_not_found');
    const silent = await createAgent(await getDb(), await actorOf(acct.userId), { name: 'No number' });
    const res = await create(acct.key, { ...body, agent_id: silent.id });
    expect([res.status, res.body.error]).toEqual([404, 'no_phone_number']);
    const readOnly = await keyWith(acct.userId, ['can_read_calls']);
    expect((await create(readOnly, body)).status).toBe(403);
    expect(await campaignCount(acct.accountId)).toBe(0);
  });

  it('honours Idempotency-Key: a repeat replays the first answer and creates nothing', async () => {
    const { acct, body } = await ready();
    const first = await create(acct.key, { ...body, start: true }, { 'Idempotency-Key': 'spring-1' });
    const again = await create(acct.key, { ...body, start: true }, { 'Idempotency-Key': 'spring-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await campaignCount(acct.accountId)).toBe(1);
  });
});

describe('campaign operations', () => {
  it('start, pause and their 409s; reads need can_read_calls; another tenant gets not_found', async () => {
    const { acct, body } = await ready();
    const { body: draft } = await create(acct.key, body);
    const paused = await action(pause, acct.key, draft.id, 'pause');
    expect([paused.status, paused.body.error]).toEqual([409, 'campaign_not_pausable']);
    expect((await action(start, acct.key, draft.id, 'start')).body.status).toBe('running');
    expect((await action(pause, acct.key, draft.id, 'pause')).body).toMatchObject({ status: 'paused', paused_reason: 'user' });

    const other = await fundedAccount();
    const foreign = await callRoute(getOne, { method: 'GET', path: `/api/v1/campaigns/${draft.id}`, key: other.key, params: { id: String(draft.id) } });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'not_found']);
    expect((await action(start, other.key, draft.id, 'start')).status).toBe(404);
    const otherList = await callRoute(list, { method: 'GET', path: '/api/v1/campaigns', key: other.key });
    expect(otherList.body).toMatchObject({ count: 0, campaigns: [] });

    const noRead = await keyWith(acct.userId, ['can_initiate_calls']);
    expect((await callRoute(list, { method: 'GET', path: '/api/v1/campaigns', key: noRead })).status).toBe(403);
  });

  it('lists recipients with a status filter and downloads them as CSV', async () => {
    const { acct, body } = await ready();
    const { body: c } = await create(acct.key, { ...body, start: true });
    const res = await callRoute(recipients, { method: 'GET', path: `/api/v1/campaigns/${c.id}/recipients?status=pending`, key: acct.key, params: { id: String(c.id) } });
    expect(res.body).toMatchObject({ count: 1, page: 1, limit: 20, pages: 1, recipients: [{ phone_number: '+14155550190', status: 'pending', attempts: 0 }] });
    const bad = await callRoute(recipients, { method: 'GET', path: `/api/v1/campaigns/${c.id}/recipients?status=maybe`, key: acct.key, params: { id: String(c.id) } });
    expect(bad.status).toBe(400);
    const csv = await callRoute(recipientsCsv, { method: 'GET', path: `/api/v1/campaigns/${c.id}/recipients.csv`, key: acct.key, params: { id: String(c.id) } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toContain('+1 415 555 0190,pending');
    const [{ n }] = await (await getDb()).select({ n: count() }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, c.id));
    expect(n).toBe(1);
  });
});
