import { describe, expect, it } from 'vitest';
import { keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as listDefs } from '../../../context-variables/route';
import { POST as createDefRoute } from '../../../context-variables/create/route';
import { DELETE as deleteDefRoute } from '../../../context-variables/[variable_id]/delete/route';
import { POST as createRoute } from '../../create/route';
import { GET as getRoute } from '../route';
import { GET, POST } from './route';

async function createContact(key: string, body: Record<string, unknown> = { first_name: 'Ana' }): Promise<number> {
  const res = await callRoute(createRoute, { method: 'POST', path: '/api/v1/contacts/create', key, body });
  expect(res.status).toBe(201);
  return res.body.id;
}
async function define(key: string, name: string, variable_type: string, extra: Record<string, unknown> = {}) {
  const res = await callRoute(createDefRoute, {
    method: 'POST', path: '/api/v1/context-variables/create', key,
    body: { name, display_name: name, variable_type, context_type: 'contact', ...extra },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const setContext = (key: string | null, id: number | string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: `/api/v1/contacts/${id}/context`, key, body, params: { contact_id: String(id) } });
const read = async (key: string, id: number) =>
  (await callRoute(getRoute, { path: `/api/v1/contacts/${id}`, key, params: { contact_id: String(id) } })).body;
const ownDefs = async (key: string) =>
  ((await callRoute(listDefs, { path: '/api/v1/context-variables?limit=100', key })).body.variables as any[]).filter((v) => !v.is_default);

/** One account with a definition of every type, shared by the table-driven cases. */
async function typedAccount() {
  const acct = await newAccount();
  await define(acct.key, 'v_text', 'text');
  await define(acct.key, 'v_number', 'number');
  await define(acct.key, 'v_boolean', 'boolean');
  await define(acct.key, 'v_date', 'date');
  await define(acct.key, 'v_select', 'select', { select_options: ['gold', 'silver'] });
  return acct;
}

const acceptedSpellings: [string, unknown, unknown][] = [
  ['v_text', 'hello', 'hello'],
  ['v_number', 12.5, 12.5],
  ['v_number', '42', 42],
  ['v_number', ' -3 ', -3],
  ['v_boolean', true, true],
  ['v_boolean', 'YES', true],
  ['v_boolean', 'off', false],
  ['v_boolean', '0', false],
  ['v_boolean', 1, true],
  ['v_date', '2026-11-24', '2026-11-24'],
  ['v_date', '2026-11-24T15:00:00Z', '2026-11-24T15:00:00Z'],
  ['v_select', 'gold', 'gold'],
];
const rejectedSpellings: [string, unknown][] = [
  ['v_text', 5],
  ['v_number', 'five'],
  ['v_number', false],
  ['v_boolean', 'maybe'],
  ['v_boolean', 7],
  ['v_date', '11/24/2026'],
  ['v_date', '2026-02-31'],
  ['v_select', 'bronze'],
  ['v_select', 'GOLD'],
];

describe('POST /api/v1/contacts/{id}/context', () => {
  it('validates each type with its accepted spellings and stores the canonical form', async () => {
    const acct = await typedAccount();
    const id = await createContact(acct.key);
    for (const [name, sent, stored] of acceptedSpellings) {
      const res = await setContext(acct.key, id, { variables: { [name]: sent } });
      expect(res.status, `${name}=${JSON.stringify(sent)}`).toBe(200);
      expect(res.body).toEqual({ message: expect.any(String), contact_id: id });
      expect((await read(acct.key, id)).custom_context[name]).toEqual(stored);
    }
  });

  it('refuses a value that does not match its type with invalid_value naming the variable', async () => {
    const acct = await typedAccount();
    const id = await createContact(acct.key);
    for (const [name, sent] of rejectedSpellings) {
      const res = await setContext(acct.key, id, { variables: { [name]: sent } });
      expect([res.status, res.body.error], `${name}=${JSON.stringify(sent)}`).toEqual([400, 'invalid_value']);
      expect(res.body.message).toContain(name);
      expect(res.body.details).toEqual([{ path: `variables.${name}`, message: expect.any(String) }]);
    }
    expect((await read(acct.key, id)).custom_context).toEqual({});
  });

  it('sets several at once, all or nothing: one bad value stores nothing', async () => {
    const acct = await typedAccount();
    const id = await createContact(acct.key, { first_name: 'Ana', custom_context: { kept: 1 } });
    const bad = await setContext(acct.key, id, {
      variables: { v_text: 'x', v_number: 3, first_name: 'Changed', brand_new: 'y', v_select: 'nope' },
      auto_create_variables: true,
    });
    expect(bad.body.error).toBe('invalid_value');
    const after = await read(acct.key, id);
    expect(after.custom_context).toEqual({ kept: 1 });
    expect(after.first_name).toBe('Ana');
    expect((await ownDefs(acct.key)).map((v) => v.name)).not.toContain('brand_new');

    const good = await setContext(acct.key, id, { variables: { v_text: 'x', v_number: '3', v_select: 'silver', kept: null } });
    expect(good.status).toBe(200);
    expect((await read(acct.key, id)).custom_context).toEqual({ v_text: 'x', v_number: 3, v_select: 'silver' });
  });

  it('answers undefined_variable when a name is not defined and auto_create_variables is false', async () => {
    const acct = await typedAccount();
    const id = await createContact(acct.key);
    const res = await setContext(acct.key, id, { variables: { v_text: 'a', unknown_thing: 'b' } });
    expect([res.status, res.body.error]).toEqual([400, 'undefined_variable']);
    expect(res.body.message).toContain('unknown_thing');
    expect((await read(acct.key, id)).custom_context).toEqual({});
    // A business variable is not a contact variable.
    await callRoute(createDefRoute, {
      method: 'POST', path: '/', key: acct.key, body: { name: 'biz_only', display_name: 'B', variable_type: 'text', context_type: 'business' },
    });
    expect((await setContext(acct.key, id, { variables: { biz_only: 'x' } })).body.error).toBe('undefined_variable');
  });

  it('auto-creates definitions with the inferred type and a generated display name', async () => {
    const acct = await newAccount();
    const id = await createContact(acct.key);
    const res = await setContext(acct.key, id, {
      auto_create_variables: true,
      variables: { favorite_color: 'blue', is_vip: true, visit_count: 3, last_visit: '2026-11-24', renewal_at: '2026-11-24T15:00:00Z', code: '007' },
    });
    expect(res.status).toBe(200);
    const defs = Object.fromEntries((await ownDefs(acct.key)).map((v) => [v.name, [v.variable_type, v.display_name, v.context_type]]));
    expect(defs).toEqual({
      favorite_color: ['text', 'Favorite Color', 'contact'],
      is_vip: ['boolean', 'Is Vip', 'contact'],
      visit_count: ['number', 'Visit Count', 'contact'],
      last_visit: ['date', 'Last Visit', 'contact'],
      renewal_at: ['date', 'Renewal At', 'contact'],
      code: ['text', 'Code', 'contact'],
    });
    expect((await read(acct.key, id)).custom_context).toEqual({
      favorite_color: 'blue', is_vip: true, visit_count: 3, last_visit: '2026-11-24', renewal_at: '2026-11-24T15:00:00Z', code: '007',
    });
    // The new definitions now apply: the inferred number type refuses words.
    const again = await setContext(acct.key, id, { variables: { visit_count: 'many' } });
    expect(again.body.error).toBe('invalid_value');
  });

  it('auto-create refuses values with no type and names that break the rule', async () => {
    const acct = await newAccount();
    const id = await createContact(acct.key);
    const obj = await setContext(acct.key, id, { auto_create_variables: true, variables: { prefs: { a: 1 } } });
    expect(obj.body.error).toBe('invalid_value');
    const name = await setContext(acct.key, id, { auto_create_variables: true, variables: { 'Bad Name': 'x' } });
    expect([name.status, name.body.error]).toEqual([400, 'validation_error']);
    expect(name.body.details).toEqual([{ path: 'variables.Bad Name', message: expect.any(String) }]);
    expect(await ownDefs(acct.key)).toEqual([]);
  });

  it('null removes a key, also one whose definition was deleted (values outlive definitions)', async () => {
    const acct = await newAccount();
    const defId = await define(acct.key, 'tier', 'text');
    const id = await createContact(acct.key);
    await setContext(acct.key, id, { variables: { tier: 'gold' } });
    await callRoute(deleteDefRoute, { method: 'DELETE', path: '/', key: acct.key, params: { variable_id: String(defId) } });
    expect((await read(acct.key, id)).custom_context).toEqual({ tier: 'gold' });
    expect((await setContext(acct.key, id, { variables: { tier: 'silver' } })).body.error).toBe('undefined_variable');
    expect((await setContext(acct.key, id, { variables: { tier: null, never_set: null } })).status).toBe(200);
    expect((await read(acct.key, id)).custom_context).toEqual({});
  });

  it('a contact default variable writes the contact field itself', async () => {
    const acct = await newAccount();
    const id = await createContact(acct.key, { first_name: 'Ana', email: 'a@x.test', city: 'Austin' });
    const res = await setContext(acct.key, id, {
      variables: { first_name: 'Anna', last_name: 'Lima', email: 'anna@x.test', company: 'Acme', city: null, state: 'TX', country: 'br' },
    });
    expect(res.status).toBe(200);
    expect(await read(acct.key, id)).toMatchObject({
      first_name: 'Anna', last_name: 'Lima', full_name: 'Anna Lima', email: 'anna@x.test', company: 'Acme', city: null,
      state: 'TX', country: 'BR', custom_context: {},
    });
  });

  it.each([
    [{ full_name: 'X Y' }, 'full_name'],
    [{ phone_number: '+14155550101' }, 'phone_number'],
    [{ first_name: null }, 'first_name'],
    [{ first_name: '' }, 'first_name'],
    [{ first_name: 5 }, 'first_name'],
    [{ email: 'nope' }, 'email'],
    [{ country: 'Atlantis' }, 'country'],
  ])('refuses the default-variable value %j with invalid_value', async (variables, name) => {
    const acct = await newAccount();
    const id = await createContact(acct.key);
    const res = await setContext(acct.key, id, { variables });
    expect([res.status, res.body.error]).toEqual([400, 'invalid_value']);
    expect(res.body.message).toContain(name);
    expect((await read(acct.key, id)).first_name).toBe('Ana');
  });

  it('20 parallel requests to one contact lose no key', async () => {
    const acct = await newAccount();
    const id = await createContact(acct.key);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setContext(acct.key, id, { auto_create_variables: true, variables: { [`k${i}`]: i, shared: i } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ctx = (await read(acct.key, id)).custom_context;
    for (let i = 0; i < 20; i++) expect(ctx[`k${i}`]).toBe(i);
    expect(await ownDefs(acct.key)).toHaveLength(21);
  });

  it('answers not_found for another account contact, an invisible team contact and a bad id', async () => {
    const acct = await newAccount();
    const stranger = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const closed = await newTeam(acct.accountId, 'Closed');
    const hidden = await createContact(acct.key, { first_name: 'Hidden', team_id: closed });
    const theirs = await createContact(stranger.key);
    const body = { variables: { first_name: 'Hacked' } };
    for (const [key, id] of [[acct.key, theirs], [member.key, hidden], [acct.key, 'nope'], [acct.key, 999_999]] as const) {
      const res = await setContext(key, id, body);
      expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    }
    expect((await read(stranger.key, theirs)).first_name).toBe('Ana');
    expect((await read(acct.key, hidden)).first_name).toBe('Hidden');
    expect((await setContext(member.key, await createContact(acct.key), body)).status).toBe(200);
  });

  it.each([
    [{}, 'variables'],
    [{ variables: {} }, 'variables'],
    [{ variables: ['a'] }, 'variables'],
    [{ variables: 'a=b' }, 'variables'],
    [{ variables: { a: 1 }, auto_create_variables: 'yes' }, 'auto_create_variables'],
  ])('answers validation_error for the body %j', async (body, path) => {
    const acct = await newAccount();
    const id = await createContact(acct.key);
    const res = await setContext(acct.key, id, body);
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details.map((d: any) => d.path)).toContain(path);
  });

  it('needs can_write_contacts, a key and a JSON object body', async () => {
    const acct = await newAccount();
    const id = await createContact(acct.key);
    const reader = await keyWith(acct.userId, ['can_read_contacts']);
    expect((await setContext(reader, id, { variables: { first_name: 'X' } })).body.error).toBe('permission_denied');
    expect((await setContext(null, id, { variables: { first_name: 'X' } })).status).toBe(401);
    const raw = await callRoute(POST, { method: 'POST', path: '/', key: acct.key, rawBody: '{', params: { contact_id: String(id) } });
    expect(raw.body.error).toBe('invalid_json');
    expect((await callRoute(GET, { path: '/', key: acct.key, params: { contact_id: String(id) } })).status).toBe(405);
  });
});
