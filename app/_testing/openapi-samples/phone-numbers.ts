import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

let seq = 0;
const body = () => ({ phone_number: `+1415555${String(7000 + (++seq % 1000)).padStart(4, '0')}`, max_calls_per_day: 50 });
const newNumber = async (acct: TestAccount) => ({ id: String((await api(acct, 'POST', '/api/v1/phone-numbers', { body: body() })).id) });

export const phoneNumberSamples: Sample[] = [
  { method: 'POST', path: '/api/v1/phone-numbers', name: 'adds a caller number', status: 201, request: () => ({ body: body() }) },
  { method: 'POST', path: '/api/v1/phone-numbers', name: 'refuses a number that is not E.164', status: 400, request: () => ({ body: { phone_number: '415' } }) },
  {
    method: 'POST',
    path: '/api/v1/phone-numbers',
    name: 'refuses a number the account has',
    status: 409,
    request: async (acct) => {
      const b = body();
      await api(acct, 'POST', '/api/v1/phone-numbers', { body: b });
      return { body: b };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/phone-numbers',
    name: 'lists caller numbers',
    status: 200,
    request: async (acct) => {
      await newNumber(acct);
      return { query: 'page=1&limit=20' };
    },
  },
  { method: 'GET', path: '/api/v1/phone-numbers/{id}', name: 'gets a caller number', status: 200, request: async (acct) => ({ params: await newNumber(acct) }) },
  { method: 'GET', path: '/api/v1/phone-numbers/{id}', name: 'answers not_found', status: 404, request: () => ({ params: { id: '999999999' } }) },
  {
    method: 'PATCH',
    path: '/api/v1/phone-numbers/{id}',
    name: 'clears a resting number',
    status: 200,
    request: async (acct) => ({ params: await newNumber(acct), body: { resting: false, max_calls_per_day: 80 } }),
  },
  { method: 'DELETE', path: '/api/v1/phone-numbers/{id}', name: 'deletes a caller number', status: 200, request: async (acct) => ({ params: await newNumber(acct) }) },
];
