import { api } from './api';
import { initiateBody } from './calls';
import type { Sample } from './types';

const placeCall = async (acct: Parameters<Sample['request']>[0]) => api(acct, 'POST', '/api/v1/calls', { body: await initiateBody(acct) });

const dayRange = () => {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 86_400_000).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
};

export const complianceRecordSamples: Sample[] = [
  {
    method: 'GET',
    path: '/api/v1/calls/{call_id}/compliance',
    name: "reads a call's latest compliance record",
    status: 200,
    request: async (acct) => ({ params: { call_id: (await placeCall(acct)).call_id } }),
  },
  {
    method: 'GET',
    path: '/api/v1/calls/{call_id}/compliance',
    name: 'lists every record of a call',
    status: 200,
    request: async (acct) => ({ params: { call_id: String((await placeCall(acct)).id) }, query: 'all=true' }),
  },
  { method: 'GET', path: '/api/v1/calls/{call_id}/compliance', name: 'answers not_found', status: 404, request: () => ({ params: { call_id: '999999999' } }) },
  {
    method: 'GET',
    path: '/api/v1/calls/{call_id}/compliance',
    name: 'refuses a bad all',
    status: 400,
    request: async (acct) => ({ params: { call_id: String((await placeCall(acct)).id) }, query: 'all=yes' }),
  },
  {
    method: 'GET',
    path: '/api/v1/compliance/records.csv',
    name: 'exports the records of a range',
    status: 200,
    request: async (acct) => {
      await placeCall(acct);
      return { query: dayRange() };
    },
  },
  { method: 'GET', path: '/api/v1/compliance/records.csv', name: 'refuses a range that ends before it starts', status: 400, request: () => ({ query: 'from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z' }) },
];
