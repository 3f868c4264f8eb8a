import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

export const alertBody = { name: 'Failing calls', metric: 'failed_call_rate', op: 'above', threshold: 0.2, window_minutes: 30 };

const newAlert = async (acct: TestAccount) => ({
  alert_id: String((await api(acct, 'POST', '/api/v1/alerts', { body: alertBody })).id),
});

export const alertSamples: Sample[] = [
  { method: 'POST', path: '/api/v1/alerts', name: 'creates an alert', status: 201, request: () => ({ body: alertBody }) },
  {
    method: 'POST',
    path: '/api/v1/alerts',
    name: 'creates a low-balance alert in cents',
    status: 201,
    request: () => ({ body: { name: 'Low balance', metric: 'wallet_balance_cents', op: 'below', threshold: 5000 } }),
  },
  {
    method: 'POST',
    path: '/api/v1/alerts',
    name: 'refuses a window under 5 minutes',
    status: 400,
    request: () => ({ body: { ...alertBody, window_minutes: 1 } }),
  },
  {
    method: 'GET',
    path: '/api/v1/alerts',
    name: 'lists alerts',
    status: 200,
    request: async (acct) => {
      await newAlert(acct);
      return { query: 'page=1&limit=20' };
    },
  },
  { method: 'DELETE', path: '/api/v1/alerts/{alert_id}', name: 'deletes an alert', status: 200, request: async (acct) => ({ params: await newAlert(acct) }) },
  { method: 'DELETE', path: '/api/v1/alerts/{alert_id}', name: 'answers not_found', status: 404, request: () => ({ params: { alert_id: '999999999' } }) },
];
