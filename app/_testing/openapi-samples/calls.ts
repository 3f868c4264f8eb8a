import { getDb } from '@/server/db/client';
import { createAgent } from '@/server/services/agents/service';
import { creditAccount } from '@/server/services/wallet/ledger';
import { actorOf, newUser, type TestAccount } from '@/server/testing/fixtures';
import { api } from './api';
import type { Sample } from './types';

let seq = 0;

/** Funds the wallet and adds an agent with a phone number; returns the agent id. */
export async function readyToCall(acct: TestAccount): Promise<number> {
  const db = await getDb();
  await creditAccount(db, acct.accountId, 10_000);
  const agent = await createAgent(db, await actorOf(acct.userId), {
    name: 'Sales Agent',
    phone_number: '+14155550100',
    assistant_id: `asst-sample-${process.pid}-${++seq}`,
  });
  return agent.id;
}

export const initiateBody = async (acct: TestAccount) => {
  const agentId = await readyToCall(acct);
  const contact = await api(acct, 'POST', '/api/v1/contacts/create', {
    body: { first_name: 'Grace', last_name: 'Hopper', phone_numbers: [{ phone_number: '+14155550123' }] },
  });
  return {
    phone_number: '+14155550123',
    agent_id: agentId,
    contact_id: contact.id,
    // An appointment reminder is a service call: it goes out now at any hour a test runs, where a marketing call
    // would wait for the callee's legal hours.
    purpose: 'informational',
    variables: { appointment_day: 'Friday', custom_context: { account_tier: 'gold' } },
  };
};

const placeCall = async (acct: TestAccount) => api(acct, 'POST', '/api/v1/calls', { body: await initiateBody(acct) });

/** Funds the wallet and adds an inbound agent with a number; returns the agent id. */
async function inboundAgent(acct: TestAccount): Promise<number> {
  const db = await getDb();
  await creditAccount(db, acct.accountId, 10_000);
  const agent = await createAgent(db, await actorOf(acct.userId), { name: 'Front Desk', role: 'inbound', phone_number: '+14155550101' });
  return agent.id;
}

export const callSamples: Sample[] = [
  {
    method: 'POST',
    path: '/api/v1/calls/simulate-inbound',
    name: 'plays an inbound call',
    status: 201,
    request: async (acct) => ({ body: { agent_id: await inboundAgent(acct), from: '+14155550123' } }),
  },
  {
    method: 'POST',
    path: '/api/v1/calls/simulate-inbound',
    name: 'refuses an outbound agent',
    status: 409,
    request: async (acct) => ({ body: { agent_id: await readyToCall(acct), from: '+14155550123' } }),
  },
  { method: 'POST', path: '/api/v1/wallet/trial-credit', name: 'claims the trial credit', status: 201, request: () => ({}) },
  { method: 'POST', path: '/api/v1/calls', name: 'initiates a call', status: 201, request: async (acct) => ({ body: await initiateBody(acct) }) },
  {
    method: 'POST',
    path: '/api/v1/calls',
    name: 'refuses a call the wallet cannot cover',
    status: 402,
    request: async (acct) => {
      const agent = await createAgent(await getDb(), await actorOf(acct.userId), { name: 'Unfunded', phone_number: '+14155550100' });
      return { body: { phone_number: '+14155550123', agent_id: String(agent.id) } };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/calls',
    name: 'refuses an archived agent',
    status: 409,
    request: async (acct) => {
      const body = await initiateBody(acct);
      await api(acct, 'POST', '/api/v1/agents/{id}/archive', { params: { id: String(body.agent_id) } });
      return { body };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/calls',
    name: 'refuses a number on the do-not-call list',
    status: 403,
    request: async (acct) => {
      const body = await initiateBody(acct);
      await api(acct, 'POST', '/api/v1/do-not-call', { body: { number: body.phone_number } });
      return { body };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/calls',
    name: 'refuses a premium-rate number (destination policy)',
    status: 403,
    request: async (acct) => ({ body: { ...(await initiateBody(acct)), phone_number: '+19005550123', contact_id: undefined } }),
  },
  { method: 'POST', path: '/api/v1/calls', name: 'names the missing field', status: 400, request: () => ({ body: { agent_id: 1 } }) },
  {
    method: 'GET',
    path: '/api/v1/calls',
    name: 'lists calls',
    status: 200,
    request: async (acct) => {
      await placeCall(acct);
      return { query: 'status=queued&page=1&limit=10' };
    },
  },
  { method: 'GET', path: '/api/v1/calls', name: 'refuses a bad page', status: 400, request: () => ({ query: 'page=0' }) },
  {
    method: 'GET',
    path: '/api/v1/calls/{call_id}',
    name: 'reads a call',
    status: 200,
    request: async (acct) => ({ params: { call_id: String((await placeCall(acct)).id) } }),
  },
  { method: 'GET', path: '/api/v1/calls/{call_id}', name: 'answers not_found', status: 404, request: () => ({ params: { call_id: '999999999' } }) },
  {
    method: 'GET',
    path: '/api/v1/do-not-call',
    name: 'lists blocked numbers',
    status: 200,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/do-not-call', { body: { number: '+14155550199', reason: 'Asked not to be called' } });
      return { query: 'page=1&limit=20' };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/do-not-call',
    name: 'blocks a number',
    status: 201,
    request: () => ({ body: { number: '+14155550199', reason: 'Asked not to be called' } }),
  },
  { method: 'POST', path: '/api/v1/do-not-call', name: 'refuses a bad number', status: 400, request: () => ({ body: { number: '12' } }) },
  {
    method: 'DELETE',
    path: '/api/v1/do-not-call/{number}',
    name: 'unblocks a number',
    status: 200,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/do-not-call', { body: { number: '+14155550199' } });
      return { params: { number: '+14155550199' } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/do-not-call/{number}',
    name: "refuses a member's key",
    status: 403,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/do-not-call', { body: { number: '+14155550199' } });
      return { params: { number: '+14155550199' }, key: (await newUser(acct.accountId, { role: 'member' })).key };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/do-not-call/changes',
    name: 'lists who changed the list',
    status: 200,
    request: async (acct) => {
      await api(acct, 'POST', '/api/v1/do-not-call', { body: { number: '+14155550199', reason: 'Asked not to be called' } });
      return { query: 'page=1&limit=20' };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/do-not-call/changes',
    name: "refuses a member's key",
    status: 403,
    request: async (acct) => ({ key: (await newUser(acct.accountId, { role: 'member' })).key }),
  },
  {
    method: 'POST',
    path: '/api/v1/calls',
    name: 'schedules a call with retries',
    status: 201,
    request: async (acct) => ({
      body: {
        ...(await initiateBody(acct)),
        scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        calling_hours: 'enforce',
        purpose: 'informational',
        retry: { max_attempts: 3, on: ['busy', 'no_answer', 'voicemail'], delay_minutes: 90 },
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/v1/calls/{call_id}/cancel',
    name: 'cancels a scheduled call',
    status: 200,
    request: async (acct) => {
      const body = { ...(await initiateBody(acct)), scheduled_at: new Date(Date.now() + 86_400_000).toISOString() };
      const call = await api(acct, 'POST', '/api/v1/calls', { body });
      return { params: { call_id: call.call_id } };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/calls/{call_id}/cancel',
    name: 'refuses to cancel a finished call',
    status: 409,
    request: async (acct) => {
      const call = await placeCall(acct);
      await api(acct, 'POST', `/api/v1/calls/{call_id}/cancel`, { params: { call_id: String(call.id) } });
      return { params: { call_id: String(call.id) } };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/compliance/check',
    name: 'explains why a dial must wait',
    status: 200,
    request: () => ({ body: { phone_number: '+15025550123', at: '2026-11-23T14:30:00Z', purpose: 'marketing' } }),
  },
  { method: 'POST', path: '/api/v1/compliance/check', name: 'refuses a bad number', status: 400, request: () => ({ body: { phone_number: '12' } }) },
  { method: 'GET', path: '/api/v1/business/settings', name: 'reads the calling rules', status: 200, request: () => ({}) },
  {
    method: 'PATCH',
    path: '/api/v1/business/settings',
    name: 'changes the calling rules',
    status: 200,
    request: () => ({
      body: { calling_hours: { start: '10:00', end: '19:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] }, max_attempts_per_24h: 3, holidays: true, enforce_calling_hours_on_api_calls: true },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/business/settings',
    name: 'refuses hours that do not exist',
    status: 400,
    request: () => ({ body: { calling_hours: { start: '25:00', end: '19:00', days: ['mon'] } } }),
  },
  { method: 'PATCH', path: '/api/v1/business/settings', name: 'keeps sensitive numbers as said', status: 200, request: () => ({ body: { redact_pii: false } }) },
  { method: 'GET', path: '/api/v1/business/destination-policy', name: 'reads the destination policy', status: 200, request: () => ({}) },
  {
    method: 'PATCH',
    path: '/api/v1/business/destination-policy',
    name: 'narrows the policy: refuses toll-free numbers too',
    status: 200,
    request: () => ({ body: { allowed_countries: ['US'], blocked_number_types: ['premium_rate', 'shared_cost', 'uan', 'international_network', 'personal_number', 'toll_free'] } }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/business/destination-policy',
    name: "refuses to lift the operator's floor",
    status: 403,
    request: () => ({ body: { allowed_countries: ['US', 'ST'], blocked_number_types: [] } }),
  },
  {
    method: 'PATCH',
    path: '/api/v1/business/destination-policy',
    name: 'refuses a country that does not exist',
    status: 400,
    request: () => ({ body: { allowed_countries: ['XX'] } }),
  },
];
