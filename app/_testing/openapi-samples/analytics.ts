import type { Sample } from './types';
import { api } from './api';
import { initiateBody } from './calls';

const path = '/api/v1/analytics/calls';

export const analyticsSamples: Sample[] = [
  {
    method: 'GET',
    path,
    name: 'counts calls per day',
    status: 200,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/calls', { body: await initiateBody(acct) });
      return { query: 'group_by=day&timezone=America%2FNew_York' };
    },
  },
  { method: 'GET', path, name: 'counts calls per agent over given days', status: 200, request: () => ({ query: 'from=2026-01-01&to=2026-03-31&group_by=agent' }) },
  { method: 'GET', path, name: 'refuses a period over 366 days', status: 400, request: () => ({ query: 'from=2025-01-01&to=2026-01-02' }) },
  { method: 'GET', path, name: 'refuses an unknown group_by', status: 400, request: () => ({ query: 'group_by=week' }) },
  { method: 'GET', path, name: 'refuses an unknown time zone', status: 400, request: () => ({ query: 'timezone=Mars%2FOlympus' }) },
];
