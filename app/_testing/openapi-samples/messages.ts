import type { TestAccount } from '@/server/testing/fixtures';
import { agentBody } from './agents';
import { api } from './api';
import type { Sample } from './types';

/** An account that can text (an agent with a number) and one message of its own: an appointment's confirmation. */
const withMessage = async (acct: TestAccount) => {
  await api(acct, 'POST', '/api/v1/agents/create', { body: agentBody });
  await api(acct, 'POST', '/api/v1/calendar/events/create', {
    body: {
      title: 'Cleaning', start_time: '2030-03-10T15:00:00Z', end_time: '2030-03-10T15:30:00Z', customer_email: 'ada@example.com',
      customer_phone: '+14155550123', send_notifications: true,
    },
  });
  const list = await api<{ messages: { id: string }[] }>(acct, 'GET', '/api/v1/messages');
  return list.messages[0].id;
};

export const messageSamples: Sample[] = [
  { method: 'GET', path: '/api/v1/messages', name: 'lists the messages of an appointment', status: 200, request: async (acct) => (await withMessage(acct), { query: 'channel=email' }) },
  { method: 'GET', path: '/api/v1/messages/{id}', name: 'reads a message', status: 200, request: async (acct) => ({ params: { id: await withMessage(acct) } }) },
  { method: 'GET', path: '/api/v1/messages/{id}', name: 'answers 404 for an unknown id', status: 404, request: () => ({ params: { id: 'msg_000000000000000000000000' } }) },
  {
    method: 'POST',
    path: '/api/v1/messages',
    name: 'texts a number under the calls\' gate',
    status: 201,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/agents/create', { body: agentBody });
      // The express consent a new account asks of an informational text.
      await api(acct, 'POST', '/api/v1/consents', {
        body: {
          phone_number: '+14155550123', kind: 'express', scope: 'informational', source: { type: 'verbal', text: 'Yes, text me about my visits.' },
          captured_at: '2026-01-15T10:30:00Z', expires_at: null,
        },
      });
      return { body: { to: '+14155550123', body: 'Your x-rays are ready.', purpose: 'informational' } };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/messages',
    name: 'refuses a marketing text without consent',
    status: 403,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/agents/create', { body: agentBody });
      return { body: { to: '+14155550123', body: 'Spring sale!' } };
    },
  },
];
