import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { businessProfiles } from '@/server/db/schema';
import { getBusinessValues } from '@/server/services/contacts/template-values';
import { keyWith, newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as listDefs } from '../../context-variables/route';
import { POST as createDefRoute } from '../../context-variables/create/route';
import { POST } from './route';

const setBusiness = (key: string | null, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/business/context', key, body });
const profile = async (accountId: number) =>
  (await (await getDb()).select().from(businessProfiles).where(eq(businessProfiles.accountId, accountId)))[0];

describe('POST /api/v1/business/context', () => {
  it('writes default variables to the profile columns and others to its context', async () => {
    const acct = await newAccount('Acme Dental');
    await callRoute(createDefRoute, {
      method: 'POST', path: '/', key: acct.key,
      body: { name: 'parking', display_name: 'Parking', variable_type: 'boolean', context_type: 'business' },
    });
    const res = await setBusiness(acct.key, {
      variables: {
        name: 'Acme Dental Care', phone: '(415) 555-0100', email: 'hello@acme.test', website: 'https://acme.test',
        address: '1 Main St', timezone: 'America/Chicago', industry: 'dental', parking: 'yes',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(await profile(acct.accountId)).toMatchObject({
      name: 'Acme Dental Care', phone: '+14155550100', email: 'hello@acme.test', website: 'https://acme.test',
      address: '1 Main St', timezone: 'America/Chicago', industry: 'dental', context: { parking: true },
    });
    expect(await getBusinessValues(await getDb(), acct.accountId)).toMatchObject({ name: 'Acme Dental Care', parking: true, timezone: 'America/Chicago' });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ timezone: 5 }, 'timezone'],
    [{ name: null }, 'name'],
    [{ name: '' }, 'name'],
    [{ phone: 'call us' }, 'phone'],
    [{ email: 'nope' }, 'email'],
  ])('refuses %j with invalid_value and changes nothing', async (variables, name) => {
    const acct = await newAccount('Keep');
    const res = await setBusiness(acct.key, { variables: { industry: 'changed', ...variables } });
    expect([res.status, res.body.error]).toEqual([400, 'invalid_value']);
    expect(res.body.message).toContain(name);
    expect(await profile(acct.accountId)).toMatchObject({ name: 'Keep', industry: null, timezone: 'UTC' });
  });

  it('null restores the time zone default and clears the other optional fields', async () => {
    const acct = await newAccount();
    await setBusiness(acct.key, { variables: { timezone: 'Europe/Lisbon', industry: 'retail' } });
    await setBusiness(acct.key, { variables: { timezone: null, industry: null } });
    expect(await profile(acct.accountId)).toMatchObject({ timezone: 'UTC', industry: null });
  });

  it('auto-creates business definitions, undefined_variable otherwise, null removes, all or nothing', async () => {
    const acct = await newAccount();
    const undef = await setBusiness(acct.key, { variables: { opening_year: 1999 } });
    expect([undef.status, undef.body.error]).toEqual([400, 'undefined_variable']);
    expect((await profile(acct.accountId)).context).toEqual({});

    const res = await setBusiness(acct.key, { auto_create_variables: true, variables: { opening_year: 1999, slogan: 'Smile', founded_on: '1999-04-01' } });
    expect(res.status).toBe(200);
    const defs = ((await callRoute(listDefs, { path: '/?context_type=business', key: acct.key })).body.variables as any[]).filter((v) => !v.is_default);
    expect(defs.map((v) => [v.name, v.variable_type, v.display_name]).sort()).toEqual([
      ['founded_on', 'date', 'Founded On'],
      ['opening_year', 'number', 'Opening Year'],
      ['slogan', 'text', 'Slogan'],
    ]);
    const bad = await setBusiness(acct.key, { variables: { slogan: null, opening_year: 'old' } });
    expect(bad.body.error).toBe('invalid_value');
    expect((await profile(acct.accountId)).context).toEqual({ opening_year: 1999, slogan: 'Smile', founded_on: '1999-04-01' });
    await setBusiness(acct.key, { variables: { slogan: null } });
    expect((await profile(acct.accountId)).context).toEqual({ opening_year: 1999, founded_on: '1999-04-01' });
  });

  it('is per account: another account never sees or changes these values', async () => {
    const a = await newAccount('A');
    const b = await newAccount('B');
    await setBusiness(a.key, { auto_create_variables: true, variables: { name: 'A Corp', motto: 'a' } });
    expect(await profile(b.accountId)).toMatchObject({ name: 'B', context: {} });
    expect((await setBusiness(b.key, { variables: { motto: 'b' } })).body.error).toBe('undefined_variable');
  });

  it('20 parallel requests lose no key', async () => {
    const acct = await newAccount();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setBusiness(acct.key, { auto_create_variables: true, variables: { [`b${i}`]: i } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(Object.keys((await profile(acct.accountId)).context)).toHaveLength(20);
  });

  it('needs can_write_contacts', async () => {
    const acct = await newAccount();
    const reader = await keyWith(acct.userId, ['can_read_contacts']);
    expect((await setBusiness(reader, { variables: { industry: 'x' } })).body.error).toBe('permission_denied');
    expect((await setBusiness(null, { variables: { industry: 'x' } })).status).toBe(401);
  });
});
