import type { Sample } from './types';
import { api } from './api';
import { initiateBody } from './calls';

export const usageSamples: Sample[] = [
  {
    method: 'GET',
    path: '/api/v1/usage',
    name: 'sums this month per day',
    status: 200,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/calls', { body: await initiateBody(acct) });
      return { query: 'timezone=Asia%2FKolkata' };
    },
  },
  { method: 'GET', path: '/api/v1/usage', name: 'sums a month per team', status: 200, request: () => ({ query: 'from=2026-10-01&to=2026-11-01&group_by=team&timezone=America%2FNew_York' }) },
  { method: 'GET', path: '/api/v1/usage', name: 'refuses a range over 366 days', status: 400, request: () => ({ query: 'from=2025-01-01&to=2026-01-03' }) },
  { method: 'GET', path: '/api/v1/usage', name: 'refuses an unknown group_by', status: 400, request: () => ({ query: 'group_by=week' }) },
  { method: 'GET', path: '/api/v1/usage', name: 'refuses an unknown time zone', status: 400, request: () => ({ query: 'timezone=Mars%2FOlympus' }) },
  { method: 'GET', path: '/api/v1/usage.csv', name: 'exports a month per agent', status: 200, request: () => ({ query: 'from=2026-10-01&to=2026-11-01&group_by=agent' }) },
  { method: 'GET', path: '/api/v1/usage.csv', name: 'refuses a range that ends before it starts', status: 400, request: () => ({ query: 'from=2026-11-02&to=2026-11-01' }) },
];
