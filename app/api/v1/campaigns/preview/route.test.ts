import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { campaignRecipients, campaigns } from '@/server/db/schema';
import { campaignPreviewSchema } from '@/server/services/campaigns/schema';
import { fundedAccount, insertContact } from '@/server/testing/call-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { keyWith } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { POST } from './route';

const preview = (key: string, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/campaigns/preview', key, body });

async function ready() {
  const acct = await fundedAccount({ balanceCents: 10_000 });
  const contactId = await insertContact(acct.accountId, { phones: [{ number: '+14155550390' }] });
  await grantConsent(acct.accountId, ['+14155550390']);
  return { acct, body: { name: 'Renewals', agent_id: acct.agent.id, audience: { contact_ids: [contactId] } } };
}

async function written(accountId: number) {
  const db = await getDb();
  const [c] = await db.select({ n: count() }).from(campaigns).where(eq(campaigns.accountId, accountId));
  const [r] = await db.select({ n: count() }).from(campaignRecipients);
  return { campaigns: c.n, recipients: r.n };
}

describe('POST /api/v1/campaigns/preview', () => {
  it('answers the pre-flight of the create body (200), documented shape, nothing created', async () => {
    const { acct, body } = await ready();
    const before = await written(acct.accountId);
    const res = await preview(acct.key, { ...body, start: true });
    expect(res.status).toBe(200);
    expect(campaignPreviewSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ total: 1, callable: 1, skipped: { do_not_call: 0, no_phone: 0, duplicate: 0, no_consent: 0, destination_not_allowed: 0 } });
    expect(res.body.wallet.available_cents).toBe(10_000);
    expect(await written(acct.accountId)).toEqual(before);
  });

  it.each([
    ['an empty audience', { audience: {} }, 'audience'],
    ['max_concurrent_calls 51', { max_concurrent_calls: 51 }, 'max_concurrent_calls'],
    ['six attempts', { retry: { max_attempts: 6 } }, 'retry.max_attempts'],
    ['no name', { name: '' }, 'name'],
    ['a start_at two months ahead', { start_at: new Date(Date.now() + 60 * 86_400_000).toISOString() }, 'start_at'],
  ])('refuses %s with 400 validation_error, as create does', async (_n, patch, path) => {
    const { acct, body } = await ready();
    const res = await preview(acct.key, { ...body, ...patch });
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(path) })]));
  });

  it('refuses broken JSON (400 invalid_json), an agent of another account (404 agent_not_found), a key without can_initiate_calls (403)', async () => {
    const { acct, body } = await ready();
    const broken = await callRoute(POST, { method: 'POST', path: '/api/v1/campaigns/preview', key: acct.key, rawBody: '{"name": ' });
    expect([broken.status, broken.body.error]).toEqual([400, 'invalid_json']);
    const other = await fundedAccount({ balanceCents: 10_000 });
    const foreign = await preview(acct.key, { ...body, agent_id: other.agent.id });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'agent_not_found']);
    const readOnly = await keyWith(acct.userId, ['can_read_calls']);
    const denied = await preview(readOnly, body);
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
    expect((await written(acct.accountId)).campaigns).toBe(0);
  });
});
