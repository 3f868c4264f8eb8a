import { api } from './api';
import { readyToCall } from './calls';
import type { TestAccount } from '@/server/testing/fixtures';
import type { Sample } from './types';

/** A campaign body over two tagged contacts, with the account funded and an agent ready. */
export const campaignBody = async (acct: TestAccount) => {
  const agentId = await readyToCall(acct);
  for (const [first, number] of [['Grace', '+14155550123'], ['Alan', '+14155550124']]) {
    await api(acct, 'POST', '/api/v1/contacts/create', { body: { first_name: first, phone_numbers: [{ phone_number: number }], tags: ['spring'] } });
    // They gave their numbers for reminders (express consent to informational calls): the campaign calls them.
    await api(acct, 'POST', '/api/v1/consents', { body: { phone_number: number, kind: 'express', scope: 'informational', captured_at: '2026-01-02T03:04:05Z' } });
  }
  return {
    name: 'Spring check-in',
    agent_id: agentId,
    audience: { tag: 'spring' },
    purpose: 'informational',
    variables: { offer: '10% off' },
    max_concurrent_calls: 2,
    retry: { max_attempts: 2, on: ['busy', 'no_answer'], delay_minutes: 30 },
  };
};

const created = async (acct: TestAccount, extra: Record<string, unknown> = {}) =>
  api(acct, 'POST', '/api/v1/campaigns', { body: { ...(await campaignBody(acct)), ...extra } });
const idOf = async (acct: TestAccount, extra: Record<string, unknown> = {}) => ({ params: { id: String((await created(acct, extra)).id) } });

export const campaignSamples: Sample[] = [
  { method: 'POST', path: '/api/v1/campaigns', name: 'creates a draft', status: 201, request: async (acct) => ({ body: await campaignBody(acct) }) },
  {
    method: 'POST',
    path: '/api/v1/campaigns',
    name: 'refuses an empty audience',
    status: 400,
    request: async (acct) => ({ body: { ...(await campaignBody(acct)), audience: {} } }),
  },
  {
    method: 'POST', path: '/api/v1/campaigns/preview', name: 'previews a campaign before it starts', status: 200,
    request: async (acct) => ({ body: await campaignBody(acct) }),
  },
  {
    method: 'POST',
    path: '/api/v1/campaigns/preview',
    name: 'refuses an empty audience',
    status: 400,
    request: async (acct) => ({ body: { ...(await campaignBody(acct)), audience: {} } }),
  },
  {
    method: 'GET',
    path: '/api/v1/campaigns',
    name: 'lists campaigns',
    status: 200,
    request: async (acct) => {
      await created(acct);
      return { query: 'page=1&limit=10' };
    },
  },
  { method: 'GET', path: '/api/v1/campaigns/{id}', name: 'reads a campaign', status: 200, request: (acct) => idOf(acct) },
  { method: 'GET', path: '/api/v1/campaigns/{id}', name: 'answers not_found', status: 404, request: () => ({ params: { id: '999999999' } }) },
  { method: 'POST', path: '/api/v1/campaigns/{id}/start', name: 'starts a draft', status: 200, request: (acct) => idOf(acct) },
  {
    method: 'POST',
    path: '/api/v1/campaigns/{id}/start',
    name: 'refuses a start that would dial nobody (a marketing campaign without written consents)',
    status: 409,
    request: (acct) => idOf(acct, { purpose: 'marketing' }),
  },
  {
    method: 'POST',
    path: '/api/v1/campaigns/{id}/start',
    name: 'starts one that would dial nobody when confirmed',
    status: 200,
    request: async (acct) => ({ ...(await idOf(acct, { purpose: 'marketing' })), query: 'confirm_nobody_callable=true' }),
  },
  {
    method: 'POST',
    path: '/api/v1/campaigns/{id}/start',
    name: 'refuses to start a canceled campaign',
    status: 409,
    request: async (acct) => {
      const req = await idOf(acct);
      await api(acct, 'POST', '/api/v1/campaigns/{id}/cancel', req);
      return req;
    },
  },
  { method: 'POST', path: '/api/v1/campaigns/{id}/pause', name: 'pauses a running campaign', status: 200, request: (acct) => idOf(acct, { start: true }) },
  { method: 'POST', path: '/api/v1/campaigns/{id}/pause', name: 'refuses to pause a draft', status: 409, request: (acct) => idOf(acct) },
  {
    method: 'POST',
    path: '/api/v1/campaigns/{id}/resume',
    name: 'resumes a paused campaign',
    status: 200,
    request: async (acct) => {
      const req = await idOf(acct, { start: true });
      await api(acct, 'POST', '/api/v1/campaigns/{id}/pause', req);
      return req;
    },
  },
  { method: 'POST', path: '/api/v1/campaigns/{id}/cancel', name: 'cancels a campaign', status: 200, request: (acct) => idOf(acct, { start: true }) },
  {
    method: 'GET',
    path: '/api/v1/campaigns/{id}/recipients',
    name: 'lists recipients',
    status: 200,
    request: async (acct) => ({ ...(await idOf(acct, { start: true })), query: 'status=pending&page=1&limit=10' }),
  },
  { method: 'GET', path: '/api/v1/campaigns/{id}/recipients.csv', name: 'downloads recipients', status: 200, request: (acct) => idOf(acct, { start: true }) },
];
