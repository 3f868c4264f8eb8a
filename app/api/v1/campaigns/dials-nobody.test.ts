import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { campaignRecipients, campaigns } from '@/server/db/schema';
import { fundedAccount, insertContact } from '@/server/testing/call-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { callRoute } from '@/server/testing/http';
import { POST as start } from './[id]/start/route';
import { POST } from './route';

const create = (key: string, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/campaigns', key, body });
const startRoute = (key: string, id: number, query = '') =>
  callRoute(start, { method: 'POST', path: `/api/v1/campaigns/${id}/start${query}`, key, params: { id: String(id) } });

async function campaignCount(accountId: number) {
  const [r] = await (await getDb()).select({ n: count() }).from(campaigns).where(eq(campaigns.accountId, accountId));
  return r.n;
}

/** Two contacts with numbers and no consent, and one without a number: a marketing campaign would dial nobody. */
async function nobodyCallable() {
  const acct = await fundedAccount({ balanceCents: 10_000 });
  const ids = [
    await insertContact(acct.accountId, { firstName: 'Maria', phones: [{ number: '+14155550171' }] }),
    await insertContact(acct.accountId, { firstName: 'Tia', phones: [{ number: '+14155550172' }] }),
    await insertContact(acct.accountId, { firstName: 'Noah', phones: [] }),
  ];
  return { acct, ids, body: { name: 'Recall', agent_id: acct.agent.id, audience: { contact_ids: ids } } };
}

describe('a campaign whose start would dial nobody', () => {
  it('is refused at create-and-start with 409 campaign_dials_nobody, saying why and what to do, and nothing is created', async () => {
    const { acct, body } = await nobodyCallable();
    const res = await create(acct.key, { ...body, start: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'campaign_dials_nobody', skipped: { no_consent: 2, no_phone: 1 } });
    expect(res.body.message).toMatch(/would call nobody: of 3 contacts, 2 without the consent its purpose needs, 1 without a phone number/);
    expect(res.body.message).toMatch(/Record the consents/);
    expect(res.body.message).toMatch(/informational purpose/);
    expect(res.body.message).toMatch(/confirm_nobody_callable: true/);
    expect(await campaignCount(acct.accountId)).toBe(0);
  });

  it('starts when confirmed, every recipient recorded skipped', async () => {
    const { acct, body } = await nobodyCallable();
    const res = await create(acct.key, { ...body, start: true, confirm_nobody_callable: true });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('running');
    expect(res.body.progress).toMatchObject({ total: 3, pending: 0, skipped_no_consent: 2, skipped_no_phone: 1 });
  });

  it("refuses a draft's start until confirmed by the query, the draft left a draft with no recipients", async () => {
    const { acct, body } = await nobodyCallable();
    const draft = await create(acct.key, body);
    expect(draft.status).toBe(201);
    const refused = await startRoute(acct.key, draft.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('campaign_dials_nobody');
    const db = await getDb();
    const [row] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, draft.body.id));
    expect(row.status).toBe('draft');
    expect(await db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, draft.body.id))).toHaveLength(0);
    const bad = await startRoute(acct.key, draft.body.id, '?confirm_nobody_callable=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_parameter');
    const started = await startRoute(acct.key, draft.body.id, '?confirm_nobody_callable=true');
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('running');
  });

  it('starts without confirmation as soon as one contact can be called', async () => {
    const { acct, body } = await nobodyCallable();
    await grantConsent(acct.accountId, ['+14155550171']);
    const one = await create(acct.key, { ...body, start: true });
    expect(one.status).toBe(201);
    expect(one.body.progress).toMatchObject({ pending: 1, skipped_no_consent: 1 });
  });

  it('refuses an audience that matches no contact', async () => {
    const { acct } = await nobodyCallable();
    const res = await create(acct.key, { name: 'Empty', agent_id: acct.agent.id, audience: { tag: 'nobody-has-this' }, start: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/its audience matches no contact/);
  });
});
