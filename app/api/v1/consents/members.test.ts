import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { consentChanges, consents } from '@/server/db/schema';
import { listConsentsForContact } from '@/server/services/consents/service';
import { insertContact } from '@/server/testing/call-fixtures';
import { actorOf, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getOne } from './[id]/route';
import { POST as revokeRoute } from './[id]/revoke/route';
import { POST as bulkRoute } from './bulk/route';
import { GET as listRoute, POST as createRoute } from './route';

const create = (key: string, body: unknown) => callRoute(createRoute, { method: 'POST', path: '/api/v1/consents', key, body });
const list = (key: string, query = '') => callRoute(listRoute, { path: `/api/v1/consents${query ? `?${query}` : ''}`, key });
const read = (key: string, id: number) => callRoute(getOne, { path: `/api/v1/consents/${id}`, key, params: { id: String(id) } });
const revoke = (key: string, id: number) =>
  callRoute(revokeRoute, { method: 'POST', path: `/api/v1/consents/${id}/revoke`, key, body: {}, params: { id: String(id) } });
const bulk = (key: string, body: unknown) => callRoute(bulkRoute, { method: 'POST', path: '/api/v1/consents/bulk', key, body });

const consent = (phone_number: string, extra: Record<string, unknown> = {}) => ({
  phone_number,
  kind: 'express_written',
  scope: 'marketing',
  source: { type: 'web_form', url: 'https://example.com/form', ip: '203.0.113.9', text: 'I agree to be called by Acme.' },
  captured_at: '2026-01-10T12:00:00Z',
  ...extra,
});

async function written(accountId: number) {
  const db = await getDb();
  const n = async (t: typeof consents | typeof consentChanges) => (await db.select({ n: count() }).from(t).where(eq(t.accountId, accountId)))[0].n;
  return { consents: await n(consents), changes: await n(consentChanges) };
}

/**
 * An account with a member of team A and a team H they are not in: a contact of each, a number both hold (the
 * hidden contact the older), and consents the owner recorded for each, plus one of a number no contact holds.
 */
async function teamsWithConsents() {
  const acct = await newAccount('Acme Co');
  const member = await newUser(acct.accountId, { role: 'member' });
  const teamA = await newTeam(acct.accountId, 'Front desk', [member.userId]);
  const teamH = await newTeam(acct.accountId, 'Sales');
  const hiddenShared = await insertContact(acct.accountId, { firstName: 'Hal', teamId: teamH, phones: [{ number: '+14155550144' }] });
  const mine = await insertContact(acct.accountId, { firstName: 'Mia', teamId: teamA, phones: [{ number: '+14155550142' }] });
  const hidden = await insertContact(acct.accountId, { firstName: 'Ida', teamId: teamH, phones: [{ number: '+14155550143' }] });
  const mineShared = await insertContact(acct.accountId, { firstName: 'Max', teamId: teamA, phones: [{ number: '+14155550144' }] });
  const ofMine = (await create(acct.key, consent('+14155550142'))).body;
  const ofHidden = (await create(acct.key, consent('+14155550143'))).body;
  const ofShared = (await create(acct.key, consent('+14155550144', { contact_id: hiddenShared }))).body;
  const ofNobody = (await create(acct.key, consent('+14155550145'))).body;
  return { acct, member, mine, hidden, hiddenShared, mineShared, ofMine, ofHidden, ofShared, ofNobody };
}

describe('consents and members of teams', () => {
  it("shows a member the consents of their teams' contacts and numbers only, never naming a hidden contact", async () => {
    const t = await teamsWithConsents();
    expect(t.ofShared.contact_id).toBe(t.hiddenShared);

    const listed = await list(t.member.key);
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(2);
    expect(listed.body.consents.map((c: { id: number; contact_id: number | null }) => [c.id, c.contact_id])).toEqual([
      [t.ofShared.id, null],
      [t.ofMine.id, t.mine],
    ]);
    expect((await read(t.member.key, t.ofShared.id)).body).toMatchObject({ id: t.ofShared.id, contact_id: null, source: t.ofShared.source });
    for (const id of [t.ofHidden.id, t.ofNobody.id]) {
      const res = await read(t.member.key, id);
      expect([id, res.status, res.body.error]).toEqual([id, 404, 'not_found']);
    }
    expect((await list(t.member.key, 'phone_number=%2B14155550143')).body).toMatchObject({ count: 0, consents: [] });
    expect((await list(t.member.key, `contact_id=${t.hidden}`)).body).toMatchObject({ count: 0, consents: [] });

    // The contact's page: the shared number's consent is listed, its other holder not named.
    const db = await getDb();
    const page = await listConsentsForContact(db, await actorOf(t.member.userId), t.mineShared);
    expect(page.consents.map((c) => [c.id, c.contact_id])).toEqual([[t.ofShared.id, null]]);

    // The owner still sees all four, holders named.
    const all = await list(t.acct.key);
    expect(all.body.count).toBe(4);
    expect(all.body.consents.find((c: { id: number }) => c.id === t.ofShared.id).contact_id).toBe(t.hiddenShared);
  });

  it("refuses a member's revoke of another team's consent with 404 and changes nothing; their own revokes the number", async () => {
    const t = await teamsWithConsents();
    const before = await written(t.acct.accountId);
    for (const id of [t.ofHidden.id, t.ofNobody.id]) {
      const res = await revoke(t.member.key, id);
      expect([id, res.status, res.body.error]).toEqual([id, 404, 'not_found']);
    }
    expect(await written(t.acct.accountId)).toEqual(before);
    expect((await read(t.acct.key, t.ofHidden.id)).body.revoked_at).toBeNull();
    expect((await read(t.acct.key, t.ofNobody.id)).body.revoked_at).toBeNull();

    const res = await revoke(t.member.key, t.ofShared.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.ofShared.id, contact_id: null, revoked_at: expect.any(String) });
  });

  it("records a member's consent only for a number a contact of their teams holds, with one refusal for every other number", async () => {
    const t = await teamsWithConsents();
    const before = await written(t.acct.accountId);
    const message = (n: string) => `no contact of your teams has the number ${n}; add the contact first`;
    for (const n of ['+14155550143', '+14155550145', '+14155550146']) {
      const res = await create(t.member.key, consent(n));
      expect([n, res.status]).toEqual([n, 400]);
      expect(res.body).toMatchObject({ error: 'validation_error', details: [{ path: 'phone_number', message: message(n) }] });
    }
    const rows = await bulk(t.member.key, { consents: [consent('+14155550143'), consent('+14155550145')] });
    expect(rows.status).toBe(200);
    expect(rows.body).toMatchObject({ created: 0, failed: 2 });
    expect(rows.body.results.map((r: { error: { message: string } }) => r.error.message)).toEqual([
      `phone_number: ${message('+14155550143')}`,
      `phone_number: ${message('+14155550145')}`,
    ]);
    expect(await written(t.acct.accountId)).toEqual(before);

    // A number their contact shares with a hidden, older one: the consent is found to be their contact's.
    const shared = await create(t.member.key, consent('+14155550144'));
    expect(shared.status).toBe(201);
    expect(shared.body.contact_id).toBe(t.mineShared);
    expect((await create(t.member.key, consent('+14155550142'))).body.contact_id).toBe(t.mine);
    // An owner records any number, held or not.
    expect((await create(t.acct.key, consent('+14155550146'))).status).toBe(201);
  });
});
