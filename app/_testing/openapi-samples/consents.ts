import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

const consent = {
  phone_number: '+14155550123',
  kind: 'express_written',
  scope: 'marketing',
  source: { type: 'web_form', url: 'https://example.com/signup', ip: '203.0.113.7', text: 'I agree to receive marketing calls from Acme, including by artificial voice.' },
  captured_at: '2026-01-15T10:30:00Z',
  expires_at: '2027-01-15T10:30:00Z',
};

const recorded = async (acct: TestAccount) => {
  await api(acct, 'POST', '/api/v1/contacts/create', { body: { first_name: 'Grace', phone_numbers: [{ phone_number: '+14155550123' }] } });
  return String((await api<{ id: number }>(acct, 'POST', '/api/v1/consents', { body: consent })).id);
};

export const consentSamples: Sample[] = [
  { method: 'POST', path: '/api/v1/consents', name: 'records a written consent with its evidence', status: 201, request: () => ({ body: consent }) },
  {
    method: 'POST',
    path: '/api/v1/consents',
    name: 'refuses a captured_at in the future',
    status: 400,
    request: () => ({ body: { ...consent, captured_at: '2999-01-01T00:00:00Z', expires_at: null } }),
  },
  {
    method: 'POST',
    path: '/api/v1/consents/bulk',
    name: 'records consents with per-row results',
    status: 200,
    request: () => ({
      body: {
        consents: [
          consent,
          { phone_number: '(415) 555-0124', kind: 'express', scope: 'informational', source: { type: 'verbal' }, captured_at: '2026-02-01T09:00:00-05:00' },
          { phone_number: '12', kind: 'express', scope: 'informational', captured_at: '2026-02-01T09:00:00Z' },
        ],
      },
    }),
  },
  { method: 'GET', path: '/api/v1/consents', name: 'lists the active consents of a number', status: 200, request: async (acct) => (await recorded(acct), { query: 'phone_number=%2B14155550123&active=true' }) },
  { method: 'GET', path: '/api/v1/consents/{id}', name: 'reads a consent', status: 200, request: async (acct) => ({ params: { id: await recorded(acct) } }) },
  { method: 'GET', path: '/api/v1/consents/{id}', name: 'answers 404 for an unknown id', status: 404, request: () => ({ params: { id: '2147483000' } }) },
  {
    method: 'POST',
    path: '/api/v1/consents/{id}/revoke',
    name: "revokes every consent of the number",
    status: 200,
    request: async (acct) => ({ params: { id: await recorded(acct) }, body: { via: 'call', note: 'Asked us to stop calling.' } }),
  },
];
