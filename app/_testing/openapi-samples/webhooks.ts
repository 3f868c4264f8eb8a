import type { TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

export const webhookBody = {
  name: 'CRM sync',
  url: 'https://hooks.example.com/switchboard',
  subscribed_events: ['call.ended', 'calendar.created'],
};

const newWebhook = async (acct: TestAccount) => ({
  webhook_id: String((await api(acct, 'POST', '/api/v1/webhooks/create', { body: webhookBody })).id),
});

const createPaths = ['/api/v1/webhooks/create', '/api/v1/api/webhooks/create', '/api/webhooks/create'];

export const webhookSamples: Sample[] = [
  ...createPaths.map(
    (path): Sample => ({ method: 'POST', path, name: 'creates a webhook', status: 201, request: () => ({ body: webhookBody }) }),
  ),
  {
    method: 'POST',
    path: '/api/v1/webhooks/create',
    name: 'refuses an unknown event',
    status: 400,
    request: () => ({ body: { ...webhookBody, subscribed_events: ['call.exploded'] } }),
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks',
    name: 'lists webhooks',
    status: 200,
    request: async (acct) => {
      await newWebhook(acct);
      return { query: 'page=1&limit=20' };
    },
  },
  { method: 'GET', path: '/api/v1/webhooks/{webhook_id}', name: 'reads a webhook', status: 200, request: async (acct) => ({ params: await newWebhook(acct) }) },
  {
    method: 'PATCH',
    path: '/api/v1/webhooks/{webhook_id}',
    name: 'updates a webhook',
    status: 200,
    request: async (acct) => ({ params: await newWebhook(acct), body: { subscribed_events: ['call.failed'], is_active: false } }),
  },
  { method: 'POST', path: '/api/v1/webhooks/{webhook_id}/delete', name: 'deletes a webhook', status: 200, request: async (acct) => ({ params: await newWebhook(acct) }) },
  { method: 'POST', path: '/api/v1/webhooks/{webhook_id}/delete', name: 'answers not_found', status: 404, request: () => ({ params: { webhook_id: '999999999' } }) },
  {
    method: 'POST',
    path: '/api/v1/webhooks/{webhook_id}/rotate-secret',
    name: 'rotates the secret',
    status: 200,
    request: async (acct) => ({ params: await newWebhook(acct) }),
  },
  { method: 'POST', path: '/api/v1/webhooks/{webhook_id}/test', name: 'sends a test event', status: 200, request: async (acct) => ({ params: await newWebhook(acct) }) },
  {
    method: 'POST',
    path: '/api/v1/webhooks/{webhook_id}/test',
    name: 'refuses an inactive webhook',
    status: 409,
    request: async (acct) => {
      const params = await newWebhook(acct);
      await api(acct, 'PATCH', '/api/v1/webhooks/{webhook_id}', { params, body: { is_active: false } });
      return { params };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks/{webhook_id}/deliveries',
    name: 'lists deliveries',
    status: 200,
    request: async (acct) => {
      const params = await newWebhook(acct);
      await api(acct, 'POST', '/api/v1/webhooks/{webhook_id}/test', { params });
      return { params, query: 'page=1&limit=20' };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver',
    name: 'redelivers',
    status: 200,
    request: async (acct) => {
      const params = await newWebhook(acct);
      const sent = await api(acct, 'POST', '/api/v1/webhooks/{webhook_id}/test', { params });
      return { params: { ...params, delivery_id: sent.delivery.id } };
    },
  },
];
