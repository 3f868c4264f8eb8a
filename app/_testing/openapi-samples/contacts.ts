import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

export const contactBody = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  website: 'https://example.com',
  address: '12 St James Square',
  city: 'London',
  state: 'London',
  zip_code: 'SW1Y 4JH',
  country: 'GB',
  status: 'not_contacted',
  stage: 'lead',
  tags: ['VIP', 'newsletter'],
  phone_numbers: [
    { phone_number: '+442071234567', phone_type: 'work', primary: true },
    { phone_number: '+447911123456', phone_type: 'mobile', do_not_call: false },
  ],
  custom_context: { preferred_time: 'morning' },
  industry_context: { sector: 'computing' },
};

export const newContact = async (acct: TestAccount): Promise<number> =>
  (await api(acct, 'POST', '/api/v1/contacts/create', { body: contactBody })).id;

const contactParam = async (acct: TestAccount) => ({ contact_id: String(await newContact(acct)) });

export const contactSamples: Sample[] = [
  { method: 'POST', path: '/api/v1/contacts/create', name: 'creates a contact', status: 201, request: () => ({ body: contactBody }) },
  { method: 'POST', path: '/api/v1/contacts/create', name: 'names the missing first_name', status: 400, request: () => ({ body: { last_name: 'Lovelace' } }) },
  {
    method: 'POST',
    path: '/api/v1/contacts/create',
    name: 'takes the phone_number shorthand and names the fields it ignored',
    status: 201,
    request: () => ({ body: { first_name: 'Ada', phone_number: '+14155550123', nickname: 'Countess' } }),
  },
  {
    method: 'POST',
    path: '/api/v1/contacts/create',
    name: 'refuses phone_number with phone_numbers',
    status: 400,
    request: () => ({ body: { first_name: 'Ada', phone_number: '+14155550123', phone_numbers: [{ phone_number: '+14155550124' }] } }),
  },
  {
    method: 'POST',
    path: '/api/v1/contacts/create',
    name: 'refuses an unknown team',
    status: 404,
    request: () => ({ body: { first_name: 'Ada', team_id: 999999999 } }),
  },
  {
    method: 'GET',
    path: '/api/v1/contacts',
    name: 'searches contacts',
    status: 200,
    request: async (acct) => {
      await newContact(acct);
      return { query: 'q=ada&tag=vip&status=not_contacted&stage=lead&page=1&limit=20' };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/contacts',
    name: 'pages by cursor',
    status: 200,
    request: async (acct) => ({ query: `limit=1&cursor=${(await newContact(acct)) + 1}` }),
  },
  { method: 'GET', path: '/api/v1/contacts', name: 'refuses a malformed cursor', status: 400, request: () => ({ query: 'cursor=abc' }) },
  { method: 'GET', path: '/api/v1/contacts/{contact_id}', name: 'reads a contact', status: 200, request: async (acct) => ({ params: await contactParam(acct) }) },
  { method: 'GET', path: '/api/v1/contacts/{contact_id}', name: 'answers not_found', status: 404, request: () => ({ params: { contact_id: '999999999' } }) },
  {
    method: 'PUT',
    path: '/api/v1/contacts/{contact_id}/update',
    name: 'replaces a contact',
    status: 200,
    request: async (acct) => ({
      params: await contactParam(acct),
      body: { first_name: 'Ada', last_name: 'King', status: 'contacted', stage: 'qualified_lead', phone_numbers: [{ phone_number: '+14155550123' }] },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/contacts/{contact_id}/update',
    name: 'updates fields of a contact',
    status: 200,
    request: async (acct) => {
      const params = await contactParam(acct);
      const full = await api(acct, 'GET', '/api/v1/contacts/{contact_id}', { params });
      return {
        params,
        body: {
          status: 'contacted',
          phone_numbers: [{ id: full.phone_numbers[0].id, phone_type: 'office' }, { phone_number: '+14155550124' }],
          custom_context: { preferred_time: 'afternoon' },
        },
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/v1/contacts/{contact_id}/update',
    name: 'details a validation error',
    status: 400,
    request: async (acct) => ({ params: await contactParam(acct), body: { phone_numbers: [{ phone_number: 'not a number' }] } }),
  },
  {
    method: 'POST',
    path: '/api/v1/contacts/{contact_id}/context',
    name: 'sets contact variables',
    status: 200,
    request: async (acct) => ({
      params: await contactParam(acct),
      body: { variables: { appointment_day: 'Friday', budget: 5000, newsletter: true }, auto_create_variables: true },
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/contacts/{contact_id}/context',
    name: 'refuses an undefined variable',
    status: 400,
    request: async (acct) => ({ params: await contactParam(acct), body: { variables: { never_defined: 'x' } } }),
  },
];
