import { describe, expect, it } from 'vitest';
import { keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as openapiGet } from '@/app/api/v1/openapi.json/route';
import { POST as createRoute } from '../../create/route';
import { GET as getRoute } from '../route';
import { PATCH, POST, PUT } from './route';

type Method = 'PUT' | 'PATCH';
const handlers = { PUT, PATCH };

async function create(key: string, body: Record<string, unknown>): Promise<number> {
  const res = await callRoute(createRoute, { method: 'POST', path: '/api/v1/contacts/create', key, body });
  expect(res.status).toBe(201);
  return res.body.id;
}
const update = (method: Method, key: string | null, id: number | string, body: unknown) =>
  callRoute(handlers[method], { method, path: `/api/v1/contacts/${id}/update`, key, body, params: { contact_id: String(id) } });
const read = async (key: string, id: number) =>
  (await callRoute(getRoute, { path: `/api/v1/contacts/${id}`, key, params: { contact_id: String(id) } })).body;

const FULL = {
  first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com', company: 'Acme', website: 'https://a.test',
  address: '1 Main', city: 'Austin', state: 'TX', zip_code: '73301', country: 'US', status: 'contacted',
  stage: 'customer', tags: ['vip', 'lead'],
  phone_numbers: [{ phone_number: '+14155550101', phone_type: 'mobile' }, { phone_number: '+14155550102', do_not_call: true }],
  custom_context: { plan: 'gold', seats: 3 },
  industry_context: { chairs: 4, region: 'south' },
};

describe('PUT vs PATCH /api/v1/contacts/{id}/update', () => {
  it('omitted fields: PUT resets them to their default or null, PATCH leaves them unchanged', async () => {
    const acct = await newAccount();
    const team = await newTeam(acct.accountId, 'Sales');
    const a = await create(acct.key, { ...FULL, team_id: team });
    const b = await create(acct.key, { ...FULL, team_id: team });

    const put = await update('PUT', acct.key, a, { last_name: 'Costa' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id: a, first_name: 'Ana', last_name: 'Costa', full_name: 'Ana Costa', email: null, message: expect.any(String) });
    expect(await read(acct.key, a)).toMatchObject({
      first_name: 'Ana', last_name: 'Costa', email: null, company: null, website: null, address: null, city: null,
      state: null, zip_code: null, country: 'US', status: 'not_contacted', stage: 'lead', team_id: null,
      tags: [], phone_numbers: [], custom_context: {}, industry_context: {},
    });

    const patch = await update('PATCH', acct.key, b, { last_name: 'Costa' });
    expect(patch.body).toMatchObject({ id: b, full_name: 'Ana Costa', email: 'ana@example.com' });
    expect(await read(acct.key, b)).toMatchObject({
      last_name: 'Costa', email: 'ana@example.com', company: 'Acme', city: 'Austin', status: 'contacted', stage: 'customer',
      team_id: team, tags: ['lead', 'vip'], custom_context: { plan: 'gold', seats: 3 }, industry_context: { chairs: 4, region: 'south' },
    });
    expect((await read(acct.key, b)).phone_numbers).toHaveLength(2);
  });

  it('PATCH with null clears a field (or restores its default)', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    await update('PATCH', acct.key, id, { email: null, status: null, country: null, company: '' });
    expect(await read(acct.key, id)).toMatchObject({ email: null, status: 'not_contacted', country: 'US', company: null, city: 'Austin' });
  });

  it('phone_numbers: PUT deletes every number and inserts the ones sent', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    const before = (await read(acct.key, id)).phone_numbers;
    await update('PUT', acct.key, id, { phone_numbers: [{ phone_number: '(415) 555-0103' }, { phone_number: '+14155550101', primary: true }] });
    const after = (await read(acct.key, id)).phone_numbers;
    expect(after.map((p: any) => [p.phone_number, p.primary, p.do_not_call, p.phone_type])).toEqual([
      ['+14155550103', false, false, null],
      ['+14155550101', true, false, null],
    ]);
    expect(after.map((p: any) => p.id)).not.toContain(before[0].id);
  });

  it('phone_numbers: PATCH updates entries with an id, adds entries without, keeps the rest', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    const [first, second] = (await read(acct.key, id)).phone_numbers;
    const res = await update('PATCH', acct.key, id, {
      phone_numbers: [{ id: second.id, phone_type: 'work', do_not_call: false, primary: true }, { phone_number: '415-555-0103' }],
    });
    expect(res.status).toBe(200);
    expect((await read(acct.key, id)).phone_numbers).toEqual([
      { id: first.id, phone_number: '+14155550101', phone_type: 'mobile', primary: false, do_not_call: false },
      { id: second.id, phone_number: '+14155550102', phone_type: 'work', primary: true, do_not_call: false },
      { id: expect.any(Number), phone_number: '+14155550103', phone_type: null, primary: false, do_not_call: false },
    ]);
  });

  it('PATCH reads new numbers in the contact country (the one sent, else the stored one)', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, { first_name: 'Uk', country: 'GB' });
    await update('PATCH', acct.key, id, { phone_numbers: [{ phone_number: '020 7183 8750' }] });
    expect((await read(acct.key, id)).phone_numbers[0]).toMatchObject({ phone_number: '+442071838750', primary: true });
  });

  it.each<[string, (ids: number[]) => unknown[], string]>([
    ['a phone id of another contact', (ids) => [{ id: ids[2], phone_type: 'x' }], 'phone_numbers.0.id'],
    ['a phone id that does not exist', () => [{ id: 999_999, phone_type: 'x' }], 'phone_numbers.0.id'],
    ['a number the contact already has', () => [{ phone_number: '4155550102' }], 'phone_numbers.0.phone_number'],
    ['an invalid number', () => [{ phone_number: 'call me' }], 'phone_numbers.0.phone_number'],
    ['two primaries', (ids) => [{ id: ids[0], primary: true }, { id: ids[1], primary: true }], 'phone_numbers.1.primary'],
  ])('PATCH refuses %s with validation_error and changes nothing', async (_, entries, path) => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    const otherId = await create(acct.key, { first_name: 'O', phone_numbers: [{ phone_number: '+14155550199' }] });
    const mine = (await read(acct.key, id)).phone_numbers.map((p: any) => p.id);
    const theirs = (await read(acct.key, otherId)).phone_numbers.map((p: any) => p.id);
    const before = await read(acct.key, id);
    const res = await update('PATCH', acct.key, id, { last_name: 'Changed', tags: [], phone_numbers: entries([...mine, ...theirs]) });
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details.map((d: any) => d.path)).toContain(path);
    expect(await read(acct.key, id)).toEqual(before);
  });

  it('PUT refuses a phone entry with only an id, as its documented body says, and changes nothing', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    const before = await read(acct.key, id);
    const res = await update('PUT', acct.key, id, { first_name: 'Ana', phone_numbers: [{ id: before.phone_numbers[0].id, phone_type: 'work' }] });
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details.map((d: any) => d.path)).toContain('phone_numbers.0.phone_number');
    expect(await read(acct.key, id)).toEqual(before);
    const doc = (await callRoute(openapiGet, { path: '/api/v1/openapi.json' })).body;
    const entry = (method: 'put' | 'patch') =>
      doc.paths['/api/v1/contacts/{contact_id}/update'][method].requestBody.content['application/json'].schema.properties.phone_numbers.anyOf[0].items;
    expect(entry('put').required).toEqual(['phone_number']);
    expect([entry('patch').required, entry('patch').anyOf]).toEqual([undefined, [{ required: ['phone_number'] }, { required: ['id'] }]]);
  });

  it('tags: replaced entirely by both PUT and PATCH', async () => {
    const acct = await newAccount();
    const a = await create(acct.key, FULL);
    const b = await create(acct.key, FULL);
    await update('PUT', acct.key, a, { first_name: 'Ana', tags: ['New', 'VIP'] });
    await update('PATCH', acct.key, b, { tags: ['New'] });
    expect((await read(acct.key, a)).tags).toEqual(['New', 'vip']);
    expect((await read(acct.key, b)).tags).toEqual(['New']);
    await update('PATCH', acct.key, b, { tags: [] });
    expect((await read(acct.key, b)).tags).toEqual([]);
  });

  it('custom_context and industry_context: PUT replaces, PATCH merges key by key (null removes a key)', async () => {
    const acct = await newAccount();
    const a = await create(acct.key, FULL);
    const b = await create(acct.key, FULL);
    await update('PUT', acct.key, a, { custom_context: { seats: 5 }, industry_context: { chairs: 6 } });
    expect(await read(acct.key, a)).toMatchObject({ custom_context: { seats: 5 }, industry_context: { chairs: 6 } });
    await update('PATCH', acct.key, b, { custom_context: { seats: 5, renewal: '2027-01-01', plan: null }, industry_context: { chairs: 6 } });
    expect(await read(acct.key, b)).toMatchObject({
      custom_context: { seats: 5, renewal: '2027-01-01' },
      industry_context: { chairs: 6, region: 'south' },
    });
    expect((await read(acct.key, b)).custom_context).not.toHaveProperty('plan');
  });

  it('20 parallel PATCHes to one contact custom_context lose no key', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, { first_name: 'Busy', custom_context: { base: true } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => update('PATCH', acct.key, id, { custom_context: { [`k${i}`]: i } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ctx = (await read(acct.key, id)).custom_context;
    expect(ctx).toEqual({ base: true, ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])) });
  });

  it.each<Method>(['PUT', 'PATCH'])('%s answers not_found for another account contact, a missing id or a bad id', async (method) => {
    const acct = await newAccount();
    const stranger = await newAccount();
    const theirs = await create(stranger.key, { first_name: 'Theirs' });
    for (const id of [theirs, 999_999, 'abc', '0', '-1']) {
      const res = await update(method, acct.key, id, { last_name: 'X', tags: ['Stolen'], custom_context: { k: 1 } });
      expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    }
    expect(await read(stranger.key, theirs)).toMatchObject({ last_name: null, tags: [], custom_context: {} });
  });

  it('a member sees contacts with no team or an accessible team; others are not_found', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const open = await newTeam(acct.accountId, 'Open', [member.userId]);
    const closed = await newTeam(acct.accountId, 'Closed');
    const noTeam = await create(acct.key, { first_name: 'NoTeam' });
    const inOpen = await create(acct.key, { first_name: 'Open', team_id: open });
    const inClosed = await create(acct.key, { first_name: 'Closed', team_id: closed });

    expect((await update('PATCH', member.key, noTeam, { city: 'A' })).status).toBe(200);
    expect((await update('PATCH', member.key, inOpen, { city: 'A' })).status).toBe(200);
    const hidden = await update('PATCH', member.key, inClosed, { city: 'A' });
    expect([hidden.status, hidden.body.error]).toEqual([404, 'not_found']);
    const moveDenied = await update('PATCH', member.key, inOpen, { team_id: closed });
    expect([moveDenied.status, moveDenied.body.error]).toEqual([403, 'team_access_denied']);
    const moveMissing = await update('PUT', member.key, inOpen, { team_id: 999_999 });
    expect([moveMissing.status, moveMissing.body.error]).toEqual([404, 'team_not_found']);
    expect((await read(acct.key, inOpen)).team_id).toBe(open);
  });

  it('validates types with details and writes nothing', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    const before = await read(acct.key, id);
    const res = await update('PATCH', acct.key, id, { first_name: '', stage: 'vip', tags: [5], unknown_field: 1 });
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details.map((d: any) => d.path).sort()).toEqual(['first_name', 'stage', 'tags.0']);
    expect(await read(acct.key, id)).toEqual(before);
  });

  it('PUT keeps first_name when omitted (it has no default); unknown fields are ignored', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    const res = await update('PUT', acct.key, id, { nickname: 'A' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Ana', last_name: null, full_name: 'Ana' });
  });

  it('checks auth, permission and JSON before anything else', async () => {
    const acct = await newAccount();
    const id = await create(acct.key, FULL);
    expect((await update('PATCH', null, id, {})).status).toBe(401);
    const noPerm = await keyWith(acct.userId, ['can_write_contacts']);
    expect((await update('PATCH', noPerm, id, {})).body.error).toBe('permission_denied');
    const raw = await callRoute(PATCH, { method: 'PATCH', key: acct.key, path: '/x', rawBody: 'nope', params: { contact_id: String(id) } });
    expect([raw.status, raw.body.error]).toEqual([400, 'invalid_json']);
    const post = await callRoute(POST, { method: 'POST', key: acct.key, path: '/x', body: {}, params: { contact_id: String(id) } });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'PUT, PATCH']);
  });
});
