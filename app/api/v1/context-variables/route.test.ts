import { describe, expect, it } from 'vitest';
import { keyWith, newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { DELETE as deleteRoute } from './[variable_id]/delete/route';
import { PATCH, PUT } from './[variable_id]/update/route';
import { POST as createRoute } from './create/route';
import { GET } from './route';

const createDef = (key: string | null, body: unknown) =>
  callRoute(createRoute, { method: 'POST', path: '/api/v1/context-variables/create', key, body });
const list = (key: string, query = '') => callRoute(GET, { path: `/api/v1/context-variables${query}`, key });
const update = (method: 'PUT' | 'PATCH', key: string, id: number | string, body: unknown) =>
  callRoute(method === 'PUT' ? PUT : PATCH, { method, path: `/api/v1/context-variables/${id}/update`, key, body, params: { variable_id: String(id) } });
const remove = (key: string, id: number | string) =>
  callRoute(deleteRoute, { method: 'DELETE', path: `/api/v1/context-variables/${id}/delete`, key, params: { variable_id: String(id) } });

async function allVariables(key: string, query = '') {
  return (await list(key, `?limit=100${query}`)).body.variables as any[];
}
const defaultId = async (key: string, contextType: string, name: string) =>
  (await allVariables(key, `&context_type=${contextType}`)).find((v) => v.name === name && v.is_default).id as number;

const CONTACT_DEFAULTS = ['first_name', 'last_name', 'full_name', 'email', 'phone_number', 'company', 'city', 'state', 'country'];
const BUSINESS_DEFAULTS = ['name', 'phone', 'email', 'website', 'address', 'timezone', 'industry'];

describe('context variable definitions', () => {
  it('creates a definition (201) and lists it after the system defaults', async () => {
    const acct = await newAccount();
    const res = await createDef(acct.key, {
      name: 'favorite_color', display_name: 'Favorite Color', description: 'Used in greetings', variable_type: 'select',
      context_type: 'contact', select_options: ['red', 'green'], extra: 'ignored',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'favorite_color', display_name: 'Favorite Color', message: expect.any(String) });

    const all = await list(acct.key);
    expect(all.body).toMatchObject({ count: 17, page: 1, limit: 20, pages: 1 });
    const vars = all.body.variables;
    expect(vars.slice(0, 16).every((v: any) => v.is_default)).toBe(true);
    expect(vars.filter((v: any) => v.context_type === 'contact' && v.is_default).map((v: any) => v.name)).toEqual(CONTACT_DEFAULTS);
    expect(vars.filter((v: any) => v.context_type === 'business').map((v: any) => v.name)).toEqual(BUSINESS_DEFAULTS);
    expect(vars[16]).toEqual({
      id: res.body.id, name: 'favorite_color', display_name: 'Favorite Color', description: 'Used in greetings',
      variable_type: 'select', context_type: 'contact', select_options: ['red', 'green'], is_default: false,
      created_at: expect.any(String), updated_at: expect.any(String),
    });
  });

  it('filters by context_type and pages', async () => {
    const acct = await newAccount();
    await createDef(acct.key, { name: 'plan', display_name: 'Plan', variable_type: 'text', context_type: 'business' });
    const business = await list(acct.key, '?context_type=business');
    expect(business.body.count).toBe(8);
    expect(business.body.variables.every((v: any) => v.context_type === 'business')).toBe(true);
    const p2 = await list(acct.key, '?context_type=business&limit=5&page=2');
    expect(p2.body).toMatchObject({ count: 8, page: 2, limit: 5, pages: 2 });
    expect(p2.body.variables.map((v: any) => v.name)).toEqual(['timezone', 'industry', 'plan']);
    for (const q of ['?context_type=deal', '?page=0', '?limit=500', '?limit=x']) {
      const bad = await list(acct.key, q);
      expect([bad.status, bad.body.error]).toEqual([400, 'validation_error']);
    }
  });

  it('never lists or touches another account definitions', async () => {
    const acct = await newAccount();
    const stranger = await newAccount();
    const theirs = (await createDef(stranger.key, { name: 'secret', display_name: 'S', variable_type: 'text', context_type: 'contact' })).body.id;
    expect((await allVariables(acct.key)).map((v) => v.name)).not.toContain('secret');
    const upd = await update('PATCH', acct.key, theirs, { display_name: 'Mine now' });
    expect([upd.status, upd.body.error]).toEqual([404, 'not_found']);
    const del = await remove(acct.key, theirs);
    expect([del.status, del.body.error]).toEqual([404, 'not_found']);
    expect((await allVariables(stranger.key)).find((v) => v.id === theirs).display_name).toBe('S');
    // The same name is free in another account.
    expect((await createDef(acct.key, { name: 'secret', display_name: 'S', variable_type: 'text', context_type: 'contact' })).status).toBe(201);
  });

  it.each([
    [{}, 'name'],
    [{ name: 'a' }, 'display_name'],
    [{ name: 'a', display_name: 'A' }, 'variable_type'],
    [{ name: 'a', display_name: 'A', variable_type: 'text' }, 'context_type'],
    [{ name: '', display_name: 'A', variable_type: 'text', context_type: 'contact' }, 'name'],
    [{ name: 'a', display_name: 'A', variable_type: null, context_type: 'contact' }, 'variable_type'],
  ])('answers missing_parameter naming the field for %j', async (body, field) => {
    const acct = await newAccount();
    const res = await createDef(acct.key, body);
    expect([res.status, res.body.error]).toEqual([400, 'missing_parameter']);
    expect(res.body.message).toContain(field);
  });

  it.each([
    [{ name: 'Bad-Name' }, 'name'],
    [{ name: '1abc' }, 'name'],
    [{ name: '_x' }, 'name'],
    [{ name: `a${'b'.repeat(64)}` }, 'name'],
    [{ variable_type: 'money' }, 'variable_type'],
    [{ context_type: 'deal' }, 'context_type'],
    [{ variable_type: 'select' }, 'select_options'],
    [{ variable_type: 'select', select_options: [] }, 'select_options'],
    [{ variable_type: 'select', select_options: ['a', 'a'] }, 'select_options'],
    [{ variable_type: 'select', select_options: ['a', ' '] }, 'select_options.1'],
    [{ variable_type: 'select', select_options: ['a', 2] }, 'select_options.1'],
    [{ variable_type: 'text', select_options: ['a'] }, 'select_options'],
    [{ display_name: 5 }, 'display_name'],
  ])('answers validation_error for %j', async (override, path) => {
    const acct = await newAccount();
    const res = await createDef(acct.key, { name: 'ok_name', display_name: 'Ok', variable_type: 'text', context_type: 'contact', ...override });
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details.map((d: any) => d.path)).toContain(path);
    expect((await allVariables(acct.key)).filter((v) => !v.is_default)).toEqual([]);
  });

  it('answers duplicate_variable for a name taken in the same context_type, system defaults included', async () => {
    const acct = await newAccount();
    const body = { name: 'plan', display_name: 'Plan', variable_type: 'text', context_type: 'contact' };
    expect((await createDef(acct.key, body)).status).toBe(201);
    const dup = await createDef(acct.key, { ...body, variable_type: 'number' });
    expect([dup.status, dup.body.error]).toEqual([400, 'duplicate_variable']);
    expect((await createDef(acct.key, { ...body, context_type: 'business' })).status).toBe(201);
    for (const [name, context_type] of [['first_name', 'contact'], ['email', 'contact'], ['timezone', 'business'], ['email', 'business']]) {
      const res = await createDef(acct.key, { ...body, name, context_type });
      expect([res.status, res.body.error]).toEqual([400, 'duplicate_variable']);
    }
    // A business default name is free for contacts and the other way round.
    expect((await createDef(acct.key, { ...body, name: 'timezone' })).status).toBe(201);
    expect((await createDef(acct.key, { ...body, name: 'first_name', context_type: 'business' })).status).toBe(201);
  });

  it('updates display_name, description, type and options with PUT or PATCH', async () => {
    const acct = await newAccount();
    const id = (await createDef(acct.key, { name: 'tier', display_name: 'Tier', description: 'd', variable_type: 'text', context_type: 'contact' })).body.id;
    const res = await update('PATCH', acct.key, id, { display_name: 'Customer Tier' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, name: 'tier', display_name: 'Customer Tier', message: expect.any(String) });

    await update('PUT', acct.key, id, { variable_type: 'select', select_options: ['gold', 'silver'] });
    let v = (await allVariables(acct.key)).find((x) => x.id === id);
    expect(v).toMatchObject({ display_name: 'Customer Tier', description: 'd', variable_type: 'select', select_options: ['gold', 'silver'] });

    await update('PATCH', acct.key, id, { select_options: ['gold', 'silver', 'bronze'], description: null, name: 'tier', context_type: 'contact' });
    v = (await allVariables(acct.key)).find((x) => x.id === id);
    expect(v).toMatchObject({ description: null, select_options: ['gold', 'silver', 'bronze'] });

    await update('PATCH', acct.key, id, { variable_type: 'number' });
    v = (await allVariables(acct.key)).find((x) => x.id === id);
    expect(v).toMatchObject({ variable_type: 'number', select_options: null });
  });

  it.each([
    [{ name: 'other' }, 'name'],
    [{ context_type: 'business' }, 'context_type'],
    [{ variable_type: 'select' }, 'select_options'],
    [{ select_options: ['a'] }, 'select_options'],
    [{ variable_type: 'diamond' }, 'variable_type'],
    [{ display_name: '' }, 'display_name'],
  ])('refuses update %j with validation_error and changes nothing', async (body, path) => {
    const acct = await newAccount();
    const id = (await createDef(acct.key, { name: 'tier', display_name: 'Tier', variable_type: 'text', context_type: 'contact' })).body.id;
    const before = (await allVariables(acct.key)).find((x) => x.id === id);
    const res = await update('PATCH', acct.key, id, body);
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details.map((d: any) => d.path)).toContain(path);
    expect((await allVariables(acct.key)).find((x) => x.id === id)).toEqual(before);
  });

  it('a select keeps its options unless new ones are sent; null options on a select are refused', async () => {
    const acct = await newAccount();
    const id = (await createDef(acct.key, { name: 'size', display_name: 'Size', variable_type: 'select', context_type: 'contact', select_options: ['s', 'm'] })).body.id;
    expect((await update('PATCH', acct.key, id, { display_name: 'T-shirt size' })).status).toBe(200);
    expect((await allVariables(acct.key)).find((x) => x.id === id).select_options).toEqual(['s', 'm']);
    const res = await update('PATCH', acct.key, id, { select_options: null });
    expect(res.body.error).toBe('validation_error');
  });

  it('protects the system defaults: update_not_allowed and delete_not_allowed', async () => {
    const acct = await newAccount();
    for (const [ctx, name] of [['contact', 'first_name'], ['business', 'timezone']]) {
      const id = await defaultId(acct.key, ctx, name);
      const upd = await update('PATCH', acct.key, id, { display_name: 'Mine' });
      expect([upd.status, upd.body.error]).toEqual([403, 'update_not_allowed']);
      const put = await update('PUT', acct.key, id, {});
      expect([put.status, put.body.error]).toEqual([403, 'update_not_allowed']);
      const del = await remove(acct.key, id);
      expect([del.status, del.body.error]).toEqual([403, 'delete_not_allowed']);
    }
    expect((await allVariables(acct.key)).filter((v) => v.is_default)).toHaveLength(16);
    expect((await allVariables(acct.key)).find((v) => v.name === 'first_name').display_name).toBe('First Name');
  });

  it('deletes an own definition; the name can then be created again', async () => {
    const acct = await newAccount();
    const body = { name: 'tier', display_name: 'Tier', variable_type: 'text', context_type: 'contact' };
    const id = (await createDef(acct.key, body)).body.id;
    const res = await remove(acct.key, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect((await remove(acct.key, id)).body.error).toBe('not_found');
    expect((await update('PATCH', acct.key, id, { display_name: 'x' })).body.error).toBe('not_found');
    expect((await createDef(acct.key, body)).status).toBe(201);
    expect((await remove(acct.key, 'abc')).status).toBe(404);
  });

  it('permissions: can_write_contacts to write definitions, can_read_contacts to list them', async () => {
    const acct = await newAccount();
    const reader = await keyWith(acct.userId, ['can_read_contacts']);
    const writer = await keyWith(acct.userId, ['can_write_contacts']);
    const body = { name: 'tier', display_name: 'Tier', variable_type: 'text', context_type: 'contact' };
    expect((await createDef(reader, body)).body.error).toBe('permission_denied');
    const id = (await createDef(writer, body)).body.id;
    expect((await update('PATCH', reader, id, { display_name: 'x' })).body.error).toBe('permission_denied');
    expect((await remove(reader, id)).body.error).toBe('permission_denied');
    expect((await list(writer)).body.error).toBe('permission_denied');
    expect((await list(reader)).status).toBe(200);
    expect((await createDef(null, body)).status).toBe(401);
  });

  it('a member of the account reads the definitions but only owners and admins change them', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const admin = await newUser(acct.accountId, { role: 'admin' });
    const id = (await createDef(acct.key, { name: 'tier', display_name: 'Tier', variable_type: 'text', context_type: 'contact' })).body.id;
    expect((await update('PATCH', member.key, id, { display_name: 'Level' })).body.error).toBe('permission_denied');
    expect((await allVariables(member.key)).find((v) => v.id === id).display_name).toBe('Tier');
    expect((await update('PATCH', admin.key, id, { display_name: 'Level' })).status).toBe(200);
    expect((await allVariables(member.key)).find((v) => v.id === id).display_name).toBe('Level');
  });
});
