import { toolNames } from '@/server/services/tools/names';
import { setAgentTools } from '@/server/testing/provider-fixtures';
import { api } from './api';
import { initiateBody, readyToCall } from './calls';
import type { Sample } from './types';

/** A live call whose agent has every tool; returns its call_id. */
async function liveCallId(acct: Parameters<Sample['request']>[0]): Promise<string> {
  const body = await initiateBody(acct);
  await setAgentTools(body.agent_id, toolNames);
  return (await api(acct, 'POST', '/api/v1/calls', { body })).call_id;
}

const tomorrowAtTen = () => `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T10:00:00Z`;

export const toolSamples: Sample[] = [
  {
    method: 'POST',
    path: '/api/v1/tools/{name}',
    name: 'books an appointment in a live call',
    status: 200,
    request: async (acct) => ({
      params: { name: 'book_appointment' },
      body: { call_id: await liveCallId(acct), arguments: { start_time: tomorrowAtTen(), duration_minutes: 30, notes: 'First visit' } },
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/tools/{name}',
    name: 'checks availability',
    status: 200,
    request: async (acct) => ({ params: { name: 'check_availability' }, body: { call_id: await liveCallId(acct), arguments: { duration: 60 } } }),
  },
  {
    method: 'POST',
    path: '/api/v1/tools/{name}',
    name: 'asks for a person when nobody of the team has a phone number',
    status: 200,
    request: async (acct) => ({ params: { name: 'transfer_to_human' }, body: { call_id: await liveCallId(acct), arguments: { reason: 'billing' } } }),
  },
  {
    method: 'POST',
    path: '/api/v1/tools/{name}',
    name: 'refuses an unknown tool',
    status: 404,
    request: async (acct) => ({ params: { name: 'send_email' }, body: { call_id: await liveCallId(acct), arguments: {} } }),
  },
  {
    method: 'POST',
    path: '/api/v1/tools/{name}',
    name: 'refuses a tool the agent lacks',
    status: 403,
    request: async (acct) => {
      await readyToCall(acct);
      const body = await initiateBody(acct);
      const call = await api(acct, 'POST', '/api/v1/calls', { body });
      return { params: { name: 'opt_out' }, body: { call_id: call.call_id } };
    },
  },
];
