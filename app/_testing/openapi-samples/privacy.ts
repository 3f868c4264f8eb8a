import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import { newContact } from './contacts';
import type { Sample } from './types';

const erasureOf = async (acct: TestAccount) =>
  (await api(acct, 'POST', '/api/v1/contacts/{contact_id}/erase', { params: { contact_id: String(await newContact(acct)) } })).erasure.id as number;

/** Erasure and export of a person. */
export const privacySamples: Sample[] = [
  {
    method: 'POST', path: '/api/v1/contacts/{contact_id}/erase', name: 'asks for the erasure of a contact', status: 202,
    request: async (acct) => ({ params: { contact_id: String(await newContact(acct)) } }),
  },
  { method: 'POST', path: '/api/v1/contacts/{contact_id}/erase', name: 'answers not_found', status: 404, request: () => ({ params: { contact_id: '999999999' } }) },
  {
    method: 'GET', path: '/api/v1/contacts/{contact_id}/export', name: 'exports everything stored about a contact', status: 200,
    request: async (acct) => ({ params: { contact_id: String(await newContact(acct)) } }),
  },
  { method: 'GET', path: '/api/v1/contacts/{contact_id}/export', name: 'answers not_found', status: 404, request: () => ({ params: { contact_id: '999999999' } }) },
  { method: 'GET', path: '/api/v1/erasures/{id}', name: 'reads an erasure', status: 200, request: async (acct) => ({ params: { id: String(await erasureOf(acct)) } }) },
  { method: 'GET', path: '/api/v1/erasures/{id}', name: 'answers not_found', status: 404, request: () => ({ params: { id: '999999999' } }) },
];
