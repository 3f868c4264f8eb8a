import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { businessProfiles, consentChanges, consents } from '@/server/db/schema';
import { insertContact } from '@/server/testing/call-fixtures';
import { keyWith, newAccount, newTeam, newUser, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getOne } from './[id]/route';
import { POST as revokeRoute } from './[id]/revoke/route';
import { POST as bulkRoute } from './bulk/route';
import { GET as listRoute, POST as createRoute } from './route';

const create = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(createRoute, { method: 'POST', path: '/api/v1/consents', key, body, headers });
const createRaw = (key: string, rawBody: string) => callRoute(createRoute, { method: 'POST', path: '/api/v1/consents', key, rawBody });
const list = (key: string, query = '') => callRoute(listRoute, { path: `/api/v1/consents${query ? `?${query}` : ''}`, key });
const read = (key: string, id: number | string) => callRoute(getOne, { path: `/api/v1/consents/${id}`, key, params: { id: String(id) } });
const revoke = (key: string, id: number | string, body: unknown = {}) =>
  callRoute(revokeRoute, { method: 'POST', path: `/api/v1/consents/${id}/revoke`, key, body, params: { id: String(id) } });
const bulk = (key: string, body: unknown) => callRoute(bulkRoute, { method: 'POST', path: '/api/v1/consents/bulk', key, body });

const base = {
  phone_number: '+14155550142',
  kind: 'express_written',
  scope: 'marketing',
  source: { type: 'web_form', url: 'https://example.com/form', ip: '203.0.113.9', text: 'I agree to be called by Acme.' },
  captured_at: '2026-01-10T12:00:00Z',
};

/** What consents write, for one account: a refused request must leave both counts as they were. */
async function written(accountId: number) {
  const db = await getDb();
  const n = async (t: typeof consents | typeof consentChanges) => (await db.select({ n: count() }).from(t).where(eq(t.accountId, accountId)))[0].n;
  return { consents: await n(consents), changes: await n(consentChanges) };
}

async function accountWithContact(): Promise<TestAccount & { contactId: number }> {
  const acct = await newAccount('Acme Co');
  const contactId = await insertContact(acct.accountId, { phones: [{ number: '+14155550142' }] });
  return { ...acct, contactId };
}

describe('POST /api/v1/consents', () => {
  it('records a consent with its evidence, finds the contact holding the number, names the business as seller and logs who wrote it', async () => {
    const acct = await accountWithContact();
    const db = await getDb();
    await db.update(businessProfiles).set({ name: 'Acme Dental' }).where(eq(businessProfiles.accountId, acct.accountId));
    const res = await create(acct.key, { ...base, phone_number: '(415) 555-0142', captured_at: '2026-01-10T07:00:00-05:00', expires_at: '2027-01-10T12:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      phone_number: '+14155550142',
      contact_id: acct.contactId,
      kind: 'express_written',
      scope: 'marketing',
      source: base.source,
      seller: 'Acme Dental',
      captured_at: '2026-01-10T12:00:00Z',
      expires_at: '2027-01-10T12:00:00Z',
      revoked_at: null,
      revoked_via: null,
      created_at: expect.any(String),
    });
    expect((await read(acct.key, res.body.id)).body).toEqual(res.body);
    const [change] = await db.select().from(consentChanges).where(eq(consentChanges.consentId, res.body.id));
    expect(change).toMatchObject({ action: 'recorded', source: 'api', userId: acct.userId, userEmail: expect.stringContaining('@'), apiKeyId: expect.any(Number), phoneNumber: '+14155550142' });
  });

  it('keeps a seller sent, defaults source to api, and leaves contact_id null when no contact holds the number', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, { phone_number: '+442071234567', kind: 'express', scope: 'informational', captured_at: '2026-01-10T12:00:00Z', seller: 'Other Ltd' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ phone_number: '+442071234567', contact_id: null, source: { type: 'api' }, seller: 'Other Ltd', expires_at: null });
  });

  it('takes a contact_id the key can see that holds the number, and refuses any other as a field error, writing nothing', async () => {
    const acct = await accountWithContact();
    const other = await accountWithContact();
    const second = await insertContact(acct.accountId, { firstName: 'Bo', phones: [{ number: '+14155550142' }] });
    const noNumber = await insertContact(acct.accountId, { firstName: 'Cy', phones: [{ number: '+14155550199' }] });
    const hiddenTeam = await newTeam(acct.accountId, 'Hidden');
    const hidden = await insertContact(acct.accountId, { firstName: 'Di', teamId: hiddenTeam, phones: [{ number: '+14155550142' }] });
    const member = await newUser(acct.accountId, { role: 'member' });

    expect((await create(acct.key, { ...base, contact_id: second })).body.contact_id).toBe(second);
    const before = await written(acct.accountId);
    for (const [key, contactId, message] of [
      [acct.key, other.contactId, `no contact ${other.contactId} exists`],
      [acct.key, 2_000_000_000, 'no contact 2000000000 exists'],
      [acct.key, noNumber, `contact ${noNumber} does not have the number +14155550142`],
      [member.key, hidden, `no contact ${hidden} exists`],
    ] as const) {
      const res = await create(key, { ...base, contact_id: contactId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_error', details: [{ path: 'contact_id', message }] });
    }
    expect(await written(acct.accountId)).toEqual(before);
    expect(await written(other.accountId)).toEqual({ consents: 0, changes: 0 });
  });

  it('refuses bad input with 400 naming the field, never 5xx, and writes nothing', async () => {
    const acct = await newAccount();
    const cases: [unknown, string, string | null][] = [
      [{ ...base, kind: 5 }, 'validation_error', 'kind'],
      [{ ...base, kind: 'implied' }, 'validation_error', 'kind'],
      [{ ...base, scope: ['marketing'] }, 'validation_error', 'scope'],
      [{ ...base, phone_number: 4155550142 }, 'validation_error', 'phone_number'],
      [{ ...base, phone_number: '12' }, 'invalid_phone_number', 'phone_number'],
      [{ ...base, phone_number: 'x'.repeat(100) }, 'validation_error', 'phone_number'],
      [{ ...base, captured_at: undefined }, 'validation_error', 'captured_at'],
      [{ ...base, captured_at: '2026-02-30T10:00:00Z' }, 'validation_error', 'captured_at'],
      [{ ...base, captured_at: 'yesterday' }, 'validation_error', 'captured_at'],
      [{ ...base, captured_at: new Date(Date.now() + 10 * 60_000).toISOString() }, 'validation_error', 'captured_at'],
      [{ ...base, expires_at: '2026-01-10T12:00:00Z' }, 'validation_error', 'expires_at'],
      [{ ...base, expires_at: '2025-01-10T12:00:00Z' }, 'validation_error', 'expires_at'],
      [{ ...base, source: { type: 'fax' } }, 'validation_error', 'source.type'],
      [{ ...base, source: { type: 'web_form', url: 'javascript:alert(1)' } }, 'validation_error', 'source.url'],
      [{ ...base, source: { type: 'web_form', ip: '999.1.1.1' } }, 'validation_error', 'source.ip'],
      [{ ...base, source: { type: 'paper', text: 'a'.repeat(10_001) } }, 'validation_error', 'source.text'],
      [{ ...base, source: 'web_form' }, 'validation_error', 'source'],
      [{ ...base, seller: 's'.repeat(201) }, 'validation_error', 'seller'],
      [{ ...base, seller: '   ' }, 'validation_error', 'seller'],
      [{ ...base, contact_id: 'abc' }, 'validation_error', 'contact_id'],
      [{ ...base, contact_id: 2 ** 31 }, 'validation_error', 'contact_id'],
      [{ ...base, source: { type: 'paper', text: 'I agree\u0000' } }, 'validation_error', 'source.text'],
      [{ ...base, seller: 'Acme \ud800' }, 'validation_error', 'seller'],
    ];
    for (const [body, error, path] of cases) {
      const res = await create(acct.key, body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.body.error, JSON.stringify(body).slice(0, 200)).toBe(error);
      if (path) expect(res.body.details?.[0]?.path ?? res.body.message, JSON.stringify(body).slice(0, 200)).toBe(path);
    }
    expect((await createRaw(acct.key, '{"phone_number": "+1415')).body.error).toBe('invalid_json');
    expect((await createRaw(acct.key, '[1,2]')).body.error).toBe('invalid_json');
    const huge = await createRaw(acct.key, JSON.stringify({ ...base, source: { type: 'paper', text: 'x'.repeat(2 * 1024 * 1024) } }));
    expect([huge.status, huge.body.error]).toEqual([413, 'payload_too_large']);
    expect(await written(acct.accountId)).toEqual({ consents: 0, changes: 0 });
  });

  it('answers 403 to a key without can_write_contacts, and replays an Idempotency-Key without writing twice', async () => {
    const acct = await newAccount();
    const readOnly = await keyWith(acct.userId, ['can_read_contacts']);
    const denied = await create(readOnly, base);
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
    expect(await written(acct.accountId)).toEqual({ consents: 0, changes: 0 });

    const first = await create(acct.key, base, { 'Idempotency-Key': 'consent-1' });
    const again = await create(acct.key, base, { 'Idempotency-Key': 'consent-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await written(acct.accountId)).toEqual({ consents: 1, changes: 1 });
    const reused = await create(acct.key, { ...base, kind: 'express' }, { 'Idempotency-Key': 'consent-1' });
    expect([reused.status, reused.body.error]).toEqual([422, 'idempotency_key_reused']);
  });
});

describe('GET /api/v1/consents and /api/v1/consents/{id}', () => {
  it('filters by number, contact and activity, pages, and never shows another account\'s consents', async () => {
    const acct = await accountWithContact();
    const other = await accountWithContact();
    await create(other.key, base);
    const a = (await create(acct.key, base)).body;
    const b = (await create(acct.key, { ...base, phone_number: '+14155550143', kind: 'express', scope: 'informational' })).body;
    const expired = (await create(acct.key, { ...base, captured_at: '2025-01-01T00:00:00Z', expires_at: '2025-06-01T00:00:00Z' })).body;

    const all = await list(acct.key);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 3, page: 1, limit: 20, pages: 1 });
    expect(all.body.consents.map((c: { id: number }) => c.id)).toEqual([expired.id, b.id, a.id]);
    expect((await list(acct.key, 'phone_number=(415)%20555-0143')).body.consents.map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect((await list(acct.key, 'active=true')).body.consents.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect((await list(acct.key, 'active=false')).body.consents.map((c: { id: number }) => c.id)).toEqual([expired.id]);
    expect((await list(acct.key, `contact_id=${acct.contactId}`)).body.consents.map((c: { id: number }) => c.id)).toEqual([expired.id, a.id]);
    expect((await list(acct.key, `contact_id=${other.contactId}`)).body).toMatchObject({ count: 0, consents: [] });
    const paged = await list(acct.key, 'limit=2&page=2');
    expect(paged.body).toMatchObject({ count: 3, page: 2, limit: 2, pages: 2 });
    expect(paged.body.consents.map((c: { id: number }) => c.id)).toEqual([a.id]);

    for (const q of ['active=yes', 'limit=0', 'contact_id=abc', 'page=-1']) {
      const res = await list(acct.key, q);
      expect([q, res.status]).toEqual([q, 400]);
    }
    expect((await list(acct.key, 'phone_number=12')).body.error).toBe('invalid_phone_number');
    const noRead = await keyWith(acct.userId, ['can_write_contacts']);
    expect((await list(noRead)).status).toBe(403);
    expect((await read(noRead, a.id)).status).toBe(403);
  });

  it('answers 404 for another account\'s consent, an unknown id and a malformed one', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const theirs = (await create(other.key, base)).body;
    for (const id of [theirs.id, 2_000_000_000, 'abc', '1e3', '99999999999']) {
      const res = await read(acct.key, id);
      expect([id, res.status, res.body.error]).toEqual([id, 404, 'not_found']);
    }
  });
});

describe('POST /api/v1/consents/{id}/revoke', () => {
  it('refuses another account\'s consent (404), a bad via or note (400) and a key without can_write_contacts (403), changing nothing', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const theirs = (await create(other.key, base)).body;
    const mine = (await create(acct.key, base)).body;
    expect((await revoke(acct.key, theirs.id)).status).toBe(404);
    expect((await revoke(acct.key, mine.id, { via: 'do_not_call' })).body).toMatchObject({ error: 'validation_error', details: [{ path: 'via' }] });
    expect((await revoke(acct.key, mine.id, { note: 'n'.repeat(1001) })).body).toMatchObject({ error: 'validation_error', details: [{ path: 'note' }] });
    expect((await revoke(acct.key, mine.id, { note: 'bad\u0000' })).status).toBe(400);
    expect((await callRoute(revokeRoute, { method: 'POST', path: `/api/v1/consents/${mine.id}/revoke`, key: acct.key, rawBody: '{', params: { id: String(mine.id) } })).body.error).toBe('invalid_json');
    const readOnly = await keyWith(acct.userId, ['can_read_contacts']);
    expect((await revoke(readOnly, mine.id)).status).toBe(403);
    expect((await read(acct.key, mine.id)).body.revoked_at).toBeNull();
    expect((await read(other.key, theirs.id)).body.revoked_at).toBeNull();
    expect(await written(acct.accountId)).toEqual({ consents: 1, changes: 1 });
  });

  it('revokes every active consent of the number at once, keeps a first revocation, and logs each', async () => {
    const acct = await newAccount();
    const one = (await create(acct.key, base)).body;
    const two = (await create(acct.key, { ...base, kind: 'express', scope: 'informational' })).body;
    const elsewhere = (await create(acct.key, { ...base, phone_number: '+14155550143' })).body;

    const res = await revoke(acct.key, two.id, { via: 'other', note: 'Wrote to us.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: two.id, revoked_via: 'other', revoked_at: expect.any(String) });
    expect((await read(acct.key, one.id)).body).toMatchObject({ revoked_via: 'other', revoked_at: res.body.revoked_at });
    expect((await read(acct.key, elsewhere.id)).body.revoked_at).toBeNull();

    const again = await revoke(acct.key, one.id, { via: 'call' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ revoked_via: 'other', revoked_at: res.body.revoked_at });
    const db = await getDb();
    const lines = await db.select().from(consentChanges).where(and(eq(consentChanges.accountId, acct.accountId), eq(consentChanges.action, 'revoked')));
    expect(lines.map((l) => [l.consentId, l.source, l.note]).sort()).toEqual([[one.id, 'api', 'Wrote to us.'], [two.id, 'api', 'Wrote to us.']].sort());
  });
});

describe('POST /api/v1/consents/bulk', () => {
  it('records 1,000 rows in one request with per-row errors that stop nothing', async () => {
    const acct = await accountWithContact();
    const rows: unknown[] = Array.from({ length: 1000 }, (_, i) => ({
      ...base,
      phone_number: `+1415555${String(1000 + i).padStart(4, '0')}`,
      kind: i % 2 ? 'express' : 'express_written',
    }));
    rows[3] = { ...base, captured_at: '2999-01-01T00:00:00Z' };
    rows[5] = base;
    rows[10] = 'not a row';
    rows[20] = { ...base, phone_number: '12' };
    rows[30] = { ...base, source: { type: 'paper', text: 'nul\u0000' } };
    rows[40] = { ...base, contact_id: 2_000_000_000 };
    rows[50] = { ...base, expires_at: '2020-01-01T00:00:00Z' };
    const res = await bulk(acct.key, { consents: rows });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 994, failed: 6 });
    expect(res.body.results).toHaveLength(1000);
    const failures = res.body.results.filter((r: { status: string }) => r.status === 'error');
    expect(failures.map((r: { index: number; error: { code: string } }) => [r.index, r.error.code])).toEqual([
      [3, 'validation_error'], [10, 'validation_error'], [20, 'invalid_phone_number'], [30, 'validation_error'], [40, 'validation_error'], [50, 'validation_error'],
    ]);
    expect(failures[0].error.message).toContain('captured_at');
    expect(failures[4].error.message).toContain('contact_id');
    expect(res.body.results[0]).toEqual({ index: 0, status: 'created', id: expect.any(Number) });
    expect(await written(acct.accountId)).toEqual({ consents: 994, changes: 994 });
    expect((await read(acct.key, res.body.results[142].id)).body).toMatchObject({ phone_number: '+14155551142', contact_id: null, kind: 'express_written' });
    expect((await read(acct.key, res.body.results[5].id)).body).toMatchObject({ phone_number: '+14155550142', contact_id: acct.contactId });
  });

  it('refuses a body of more than 1,000 rows, none and not a list, writing nothing', async () => {
    const acct = await newAccount();
    for (const body of [{ consents: Array.from({ length: 1001 }, () => base) }, { consents: [] }, { consents: base }, {}]) {
      const res = await bulk(acct.key, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_error');
    }
    const readOnly = await keyWith(acct.userId, ['can_read_contacts']);
    expect((await bulk(readOnly, { consents: [base] })).status).toBe(403);
    expect(await written(acct.accountId)).toEqual({ consents: 0, changes: 0 });
  });
});
