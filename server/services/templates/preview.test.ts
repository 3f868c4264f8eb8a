import { describe, expect, it } from 'vitest';
import { POST as businessContext } from '@/app/api/v1/business/context/route';
import { POST as contactContext } from '@/app/api/v1/contacts/[contact_id]/context/route';
import { POST as createContactRoute } from '@/app/api/v1/contacts/create/route';
import { getDb } from '@/server/db/client';
import { getContactForCallOrThrow } from '@/server/services/contacts/template-values';
import { actorOf, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { renderTemplate } from './render';
import { previewTemplate } from './preview';

async function contactThroughApi(key: string, body: Record<string, unknown>) {
  const res = await callRoute(createContactRoute, { method: 'POST', path: '/api/v1/contacts/create', key, body });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('templates with real contacts and business values', () => {
  it('renders "Hi {{first_name}}, {{business_name}} here" for a contact created through the API', async () => {
    const acct = await newAccount('Acme Dental');
    const id = await contactThroughApi(acct.key, {
      first_name: 'Ana', last_name: 'Silva', phone_numbers: [{ phone_number: '(415) 555-0101' }],
    });
    await callRoute(contactContext, {
      method: 'POST', path: '/', key: acct.key, params: { contact_id: String(id) },
      body: { auto_create_variables: true, variables: { favorite_color: 'blue' } },
    });
    await callRoute(businessContext, {
      method: 'POST', path: '/', key: acct.key, body: { auto_create_variables: true, variables: { name: 'Acme Dental Care', city: 'Austin' } },
    });
    const db = await getDb();
    const actor = await actorOf(acct.userId);

    const preview = await previewTemplate(db, actor, { template: 'Hi {{first_name}}, {{business_name}} here', contact_id: id });
    expect(preview).toEqual({ rendered: 'Hi Ana, Acme Dental Care here', variables: ['first_name', 'business_name'], missing: [] });

    const full = await previewTemplate(db, actor, {
      template: '{{ full_name }} ({{phone_number}}) likes {{favorite_color}}; {{business_city}} {{appointment}}{{nope}}',
      contact_id: id,
      variables: { appointment: 'Tue 3pm' },
    });
    expect(full.rendered).toBe('Ana Silva (+14155550101) likes blue; Austin Tue 3pm');
    expect(full.missing).toEqual(['nope']);

    const forCall = await getContactForCallOrThrow(db, actor, id);
    expect(forCall).toMatchObject({ id, name: 'Ana Silva', email: null });
    expect(renderTemplate('Hi {{first_name}}, {{business_name}} here', { contact: forCall.values, business: { name: 'X' } })).toBe('Hi Ana, X here');
  });

  it('renders without a contact, and refuses one the actor cannot see', async () => {
    const acct = await newAccount('Solo');
    const stranger = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const closed = await newTeam(acct.accountId, 'Closed');
    const hidden = await contactThroughApi(acct.key, { first_name: 'Hidden', team_id: closed });
    const theirs = await contactThroughApi(stranger.key, { first_name: 'Theirs' });
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    expect((await previewTemplate(db, owner, { template: 'Hi {{first_name}} from {{business_name}}' })).rendered).toBe('Hi from Solo');
    expect(await previewTemplate(db, owner, { template: 'Hi {{first_name|there}}, {{business_name}} here. {{plan}}' })).toEqual({
      rendered: 'Hi there, Solo here.', variables: ['first_name', 'business_name', 'plan'], missing: ['plan'],
    });
    await expect(previewTemplate(db, owner, { template: 'x', contact_id: theirs })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(previewTemplate(db, await actorOf(member.userId), { template: 'x', contact_id: hidden })).rejects.toMatchObject({ code: 'not_found' });
  });
});
