import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

const CRM = '/api/v1/integrations/crm';

/** A HighLevel location connected by a private integration token (no request leaves the process until its import runs). */
const body = () => ({ provider: 'gohighlevel', gohighlevel: { location_id: 'loc-sample', token: 'pit-sample-token' } });
const connected = async (acct: TestAccount) => api(acct, 'POST', CRM, { body: body() });

export const crmSamples: Sample[] = [
  { method: 'GET', path: CRM, name: 'lists CRM connections', status: 200, request: async (acct) => (await connected(acct), {}) },
  { method: 'POST', path: CRM, name: 'connects HighLevel with a token', status: 201, request: () => ({ body: body() }) },
  { method: 'POST', path: CRM, name: 'refuses a second HighLevel connection', status: 409, request: async (acct) => (await connected(acct), { body: body() }) },
  { method: 'GET', path: `${CRM}/{connection_id}`, name: 'reads a CRM connection', status: 200,
    request: async (acct) => ({ params: { connection_id: String((await connected(acct)).id) } }) },
  { method: 'GET', path: `${CRM}/{connection_id}`, name: "answers not_found for another account's connection", status: 404,
    request: () => ({ params: { connection_id: '999999' } }) },
  { method: 'PATCH', path: `${CRM}/{connection_id}`, name: 'sets the field map and the direction', status: 200,
    request: async (acct) => ({
      params: { connection_id: String((await connected(acct)).id) },
      body: { direction: 'from_crm', field_map: [{ crm_field: 'firstName', contact_field: 'first_name' }, { crm_field: 'phone', contact_field: 'phone_numbers' }] },
    }) },
  { method: 'PATCH', path: `${CRM}/{connection_id}`, name: 'refuses a mapping onto an unknown variable', status: 400,
    request: async (acct) => ({
      params: { connection_id: String((await connected(acct)).id) },
      body: { field_map: [{ crm_field: 'email', contact_field: 'context.no_such_variable' }] },
    }) },
  { method: 'DELETE', path: `${CRM}/{connection_id}`, name: 'disconnects a CRM', status: 200,
    request: async (acct) => ({ params: { connection_id: String((await connected(acct)).id) } }) },
  { method: 'POST', path: `${CRM}/{connection_id}/sync`, name: 'queues a sync', status: 202,
    request: async (acct) => ({ params: { connection_id: String((await connected(acct)).id) } }) },
];
